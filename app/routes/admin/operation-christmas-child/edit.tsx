import { RecordForm } from "../../../components/admin/admin-form.tsx";
import { Field, TextAreaField } from "../../../components/admin/fields.tsx";
import { UploadField } from "../../../components/admin/upload-field.tsx";
import { servicesContext } from "../../../context.ts";
import { recordToEdit, saveFromForm } from "../../../lib/admin.server.ts";
import { recordMeta } from "../../../lib/private-meta.ts";
import { FIRST_OCC_YEAR, occHighlightSchema } from "../../../../shared/schemas/admin/occ.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = recordMeta("highlight");

/** One page for create-new and edit/{id} (spec section 2). */
export async function loader(args: Route.LoaderArgs) {
  const { occ, today } = args.context.get(servicesContext);
  return { ...(await recordToEdit(args, occ, "highlight")), thisYear: Number(today().slice(0, 4)) };
}

/** The form's schema and the list it returns to, for the action and the page alike. */
const FORM = { noun: "highlight", schema: occHighlightSchema, listPath: areaPath("operation-christmas-child") };

export function action(args: Route.ActionArgs) {
  return saveFromForm(args, { ...FORM, service: args.context.get(servicesContext).occ });
}

export default function OccHighlightForm({ loaderData, actionData }: Route.ComponentProps) {
  const { item, thisYear } = loaderData;
  return (
    <RecordForm
      title={item ? `Edit the ${item.occYear} highlight` : undefined}
      lead="One highlight per collection year: how many shoeboxes the congregation filled and a few words about it."
      opened={loaderData}
      answer={actionData}
      {...FORM}
    >
      {(errors) => (
        <>
          <div className="grid gap-5 sm:grid-cols-2">
            <Field
              label="Year"
              name="occYear"
              required
              inputMode="numeric"
              pattern="[0-9]{4}"
              maxLength={4}
              autoComplete="off"
              defaultValue={item ? String(item.occYear) : String(thisYear)}
              hint={`Four digits, from ${FIRST_OCC_YEAR} on.`}
              error={errors.occYear}
            />
            <Field
              label="Boxes filled"
              name="boxesFilled"
              required
              inputMode="numeric"
              maxLength={9}
              autoComplete="off"
              defaultValue={item ? String(item.boxesFilled) : ""}
              hint="A whole number, such as 148."
              error={errors.boxesFilled}
            />
          </div>
          <TextAreaField
            label="Description"
            name="description"
            required
            rows={4}
            maxLength={2000}
            defaultValue={item?.description}
            hint="A few words about the year: who packed, what was special, where the boxes went."
            error={errors.description}
          />
          <UploadField
            label="Picture (optional)"
            name="image"
            kind="image"
            current={item?.imageUrl ? { url: item.imageUrl, label: `the ${item.occYear} picture` } : undefined}
            hint="For example the boxes stacked at the altar. It is shown in a 3:2 frame."
            error={errors.image}
          />
        </>
      )}
    </RecordForm>
  );
}
