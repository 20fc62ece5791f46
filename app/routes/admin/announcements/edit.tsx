import { useState } from "react";
import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm } from "../../../components/admin/admin-form.tsx";
import { CheckboxField, Field } from "../../../components/admin/fields.tsx";
import { RichTextEditor } from "../../../components/admin/rich-text-editor.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, found, idParam, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { announcementSchema } from "../../../lib/schemas/admin/announcements.ts";
import type { Route } from "./+types/edit";

export const meta: Route.MetaFunction = ({ params }) => privateMeta(params.id ? "Edit announcement" : "New announcement");

/** One page for create-new and edit/{id} (spec section 2). */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { announcements } = args.context.get(servicesContext);
  const item = args.params.id ? found(await announcements.adminGet(idParam(args.params.id)), "announcement") : null;
  return { csrf: csrfToken, item };
}

export async function action(args: Route.ActionArgs) {
  const { actor, values } = await adminForm(args);
  const { announcements } = args.context.get(servicesContext);
  const parsed = parseOr400(announcementSchema, values);
  if (!parsed.ok) return parsed.response;
  const outcome = args.params.id
    ? await announcements.update(idParam(args.params.id), parsed.data, values.version ?? "", actor)
    : await announcements.create(parsed.data, actor);
  if (!outcome.ok) return refused(outcome);
  return doneTo("/admin/announcements", args.params.id ? "saved" : "created");
}

export default function AnnouncementForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, item } = loaderData;
  const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null);
  const [expires, setExpires] = useState(item?.expires ?? false);
  const errors = clientErrors ?? actionData?.fields ?? {};
  return (
    <div className="max-w-3xl">
      <AdminHeading title={item ? "Edit announcement" : "New announcement"} lead="Announcements show newest first on the home page (the latest two) and on the Announcements page." />
      <AdminForm
        csrf={csrf}
        version={item?.version}
        error={clientErrors ? undefined : actionData?.error}
        schema={announcementSchema}
        onErrors={(fields) => setClientErrors(Object.keys(fields).length ? fields : null)}
        cancelTo="/admin/announcements"
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
