import { Link, data, redirect } from "react-router";
import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { servicesContext } from "../../../context.ts";
import { type FormFailure, adminForm, idParam, parseOr400, recordToEdit, refused } from "../../../lib/admin.server.ts";
import { longDate } from "../../../../shared/dates.ts";
import { recordMeta, recordTitle } from "../../../lib/private-meta.ts";
import { SCRIPTURE_MAX, readingSchema } from "../../../../shared/schemas/admin/daily-readings.ts";
import { readingsListPath } from "./paths.ts";
import type { Route } from "./+types/edit";
import { areaPath } from "../../../../shared/areas.ts";

/** A refused date names the reading that already has it. */
type DuplicateFailure = FormFailure & { duplicate?: { id: number; readingDate: string } };

export const meta: Route.MetaFunction = recordMeta("reading");

/** One page for create-new (a `?date=` from the list fills in the day) and edit/{id} (spec section 2). */
export async function loader(args: Route.LoaderArgs) {
  const opened = await recordToEdit(args, args.context.get(servicesContext).readings, "reading");
  const date = args.url.searchParams.get("date") ?? "";
  return { ...opened, date: /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : "" };
}

export async function action(args: Route.ActionArgs) {
  const { actor, values } = await adminForm(args);
  const { readings } = args.context.get(servicesContext);
  const parsed = parseOr400(readingSchema, values);
  if (!parsed.ok) return parsed.response;
  const outcome = args.params.id
    ? await readings.update({ id: idParam(args.params.id), input: parsed.data, version: values.version ?? "", actor })
    : await readings.create(parsed.data, actor);
  if (!outcome.ok) {
    // The date is taken: say so at the field, with the way to the reading that has it.
    if ("duplicate" in outcome) return data<DuplicateFailure>({ error: outcome.error, fields: outcome.fields, duplicate: outcome.duplicate }, { status: 400 });
    return refused(outcome);
  }
  return redirect(readingsListPath(parsed.data.readingDate.slice(0, 7), args.params.id ? "saved" : "created"));
}

export default function ReadingForm({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, item, date } = loaderData;
  const { errors, formError, onErrors, showsServerAnswer } = useFormErrors(actionData);
  const duplicate = !showsServerAnswer ? null : ((actionData as DuplicateFailure | undefined)?.duplicate ?? null);
  return (
    <div className="max-w-3xl">
      <AdminHeading
        title={recordTitle("reading", item !== null)}
        lead={item ? `The reading for ${longDate(item.readingDate)}.` : "Each day has one reading. It appears on the home page and the Daily Readings page on its date."}
      />
      <AdminForm
        csrf={csrf}
        version={item?.version}
        error={formError}
        schema={readingSchema}
        onErrors={onErrors}
        cancelTo={readingsListPath(item?.readingDate.slice(0, 7) ?? (date ? date.slice(0, 7) : null))}
      >
        <div>
          <Field label="Date" name="readingDate" type="date" required className="max-w-xs" defaultValue={item?.readingDate ?? date} error={errors.readingDate} />
          {duplicate ? (
            <p className="mt-1 text-sm">
              <Link to={areaPath("daily-readings", "edit", duplicate.id)} className="font-semibold text-brand-700 underline">
                Edit the reading for {longDate(duplicate.readingDate)}
              </Link>{" "}
              or choose another date.
            </p>
          ) : null}
        </div>
        <Field
          label="Scripture"
          name="scripture"
          required
          maxLength={SCRIPTURE_MAX}
          defaultValue={item?.scripture}
          hint="The passage for the day, for example Psalm 23:1-6 or Luke 2:1-20."
          error={errors.scripture}
        />
      </AdminForm>
    </div>
  );
}
