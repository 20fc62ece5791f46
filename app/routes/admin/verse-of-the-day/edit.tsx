import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { CheckboxField, Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { Notice } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { recordToEdit, saveFromForm } from "../../../lib/admin.server.ts";
import { recordMeta, recordTitle } from "../../../lib/private-meta.ts";
import { verseSchema } from "../../../../shared/schemas/admin/verse-of-the-day.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("verse");

/** One page for create-new and edit/{id} (spec section 2). */
export function loader(args: Route.LoaderArgs) {
  return recordToEdit(args, args.context.get(servicesContext).verse, "verse");
}

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { schema: verseSchema, service: args.context.get(servicesContext).verse, listPath: areaPath("verse-of-the-day") });
}

export default function VerseForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, item } = loaderData;
  const { errors, formError, onErrors } = useFormErrors(actionData);
  return (
    <div className="max-w-3xl">
      <AdminHeading title={recordTitle("verse", item !== null)} lead="The active verse is shown at the top of the home page." />
      <AdminForm
        csrf={csrf}
        version={item?.version}
        error={formError}
        schema={verseSchema}
        onErrors={onErrors}
        cancelTo={areaPath("verse-of-the-day")}
      >
        <TextAreaField label="Verse" name="verseText" required rows={4} maxLength={1000} defaultValue={item?.verseText} hint="The words of the verse, without quotation marks." error={errors.verseText} />
        <Field
          label="Where it is found"
          name="scriptureLocation"
          required
          maxLength={100}
          defaultValue={item?.scriptureLocation}
          hint="Book, chapter and verse, for example John 3:16 or Psalm 23:1-2."
          error={errors.scriptureLocation}
        />
        {item?.isActive ? (
          <Notice tone="info">This is the active verse: your changes show on the home page as soon as you save.</Notice>
        ) : (
          <CheckboxField label="Make this the active verse" name="makeActive" defaultChecked={!item} hint="It replaces the verse on the home page as soon as you save." />
        )}
      </AdminForm>
    </div>
  );
}
