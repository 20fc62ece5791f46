import { useState } from "react";
import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { CheckboxField, Field } from "../../../components/admin/fields.tsx";
import { RichTextEditor } from "../../../components/admin/rich-text-editor.tsx";
import { servicesContext } from "../../../context.ts";
import { recordToEdit, saveFromForm } from "../../../lib/admin.server.ts";
import { recordMeta, recordTitle } from "../../../lib/private-meta.ts";
import { announcementSchema } from "../../../../shared/schemas/admin/announcements.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("announcement");

/** One page for create-new and edit/{id} (spec section 2). */
export function loader(args: Route.LoaderArgs) {
  return recordToEdit(args, args.context.get(servicesContext).announcements, "announcement");
}

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { schema: announcementSchema, service: args.context.get(servicesContext).announcements, listPath: areaPath("announcements") });
}

export default function AnnouncementForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, item } = loaderData;
  const [expires, setExpires] = useState(item?.expires ?? false);
  const { errors, formError, onErrors } = useFormErrors(actionData);
  return (
    <div className="max-w-3xl">
      <AdminHeading title={recordTitle("announcement", item !== null)} lead="Announcements show newest first on the home page (the latest two) and on the Announcements page." />
      <AdminForm
        csrf={csrf}
        version={item?.version}
        error={formError}
        schema={announcementSchema}
        onErrors={onErrors}
        cancelTo={areaPath("announcements")}
      >
        <Field label="Subject" name="subject" required maxLength={200} defaultValue={item?.subject} error={errors.subject} />
        <RichTextEditor label="Announcement" name="announcement" required defaultValue={item?.announcement} error={errors.announcement} />
        <Field
          label="Publish date (optional)"
          name="publishOn"
          type="date"
          defaultValue={item?.publishOn ?? ""}
          hint="Leave empty to publish now. With a date, the announcement appears on the website that morning."
          error={errors.publishOn}
        />
        <CheckboxField label="This announcement expires" name="expires" defaultChecked={item?.expires} onChange={setExpires} hint="Expired announcements leave the website the day after their expiration date." />
        {expires ? <Field label="Expiration date" name="expirationDate" type="date" required defaultValue={item?.expirationDate ?? ""} error={errors.expirationDate} /> : null}
      </AdminForm>
    </div>
  );
}
