import { data } from "react-router";
import { AdminHeading } from "../../../components/admin/admin-ui.tsx";
import { AdminForm, useFormErrors } from "../../../components/admin/admin-form.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, refused } from "../../../lib/admin.server.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { datesPath, outcomeOr404, seriesParam } from "../../../lib/events-admin.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { dayHeading } from "../../../../shared/events.ts";
import { isoDate } from "../../../../shared/schemas/admin/common.ts";
import { moveOccurrenceSchema } from "../../../../shared/schemas/admin/events.ts";
import type { Route } from "./+types/move";
import { redirect } from "react-router";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Move a date");

function dateParam(value: string | undefined): string {
  const parsed = isoDate().safeParse(value ?? "");
  if (!parsed.success) throw data({ error: STAFF_MESSAGES.notADateOfTheEvent }, { status: 404 });
  return parsed.data;
}

/** Moves or retimes one date of a series (it keeps its place in the series: RECURRENCE-ID in the feeds). */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const occurrence = outcomeOr404(await args.context.get(servicesContext).events.adminDate(seriesParam(args.params), dateParam(args.params.date), user.role));
  return { csrf: csrfToken, occurrence, back: datesPath(occurrence.ref) };
}

export async function action(args: Route.ActionArgs) {
  const { auth, actor, values } = await adminForm(args);
  const ref = seriesParam(args.params);
  const date = dateParam(args.params.date);
  const parsed = validateForm(moveOccurrenceSchema, values);
  if (!parsed.ok) return data({ error: "Please correct the fields marked below.", fields: parsed.fields }, { status: 400 });
  const outcome = await args.context.get(servicesContext).events.changeDate({ ref, date, change: { kind: "move", ...parsed.data }, actor, role: auth.user.role });
  if (!outcome.ok) return refused(outcome);
  return redirect(`${datesPath(ref)}?notice=moved`);
}

export default function MoveDate({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, occurrence: o, back } = loaderData;
  const { errors, formError, onErrors } = useFormErrors(actionData);
  return (
    <div className="max-w-2xl">
      <AdminHeading title={`Move ${o.title}`} lead={`The date planned for ${dayHeading(o.date, true)}. Only this date changes; the rest of the series stays as it is.`} />
      <AdminForm csrf={csrf} error={formError} schema={moveOccurrenceSchema} onErrors={onErrors} cancelTo={back} submitLabel="Move this date">
        {o.allDay ? <input type="hidden" name="allDay" value="on" /> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="New date" name="startDate" type="date" required defaultValue={o.startLocal.slice(0, 10)} error={errors.startDate} />
          {o.allDay ? null : <Field label="Starts at" name="startTime" type="time" required defaultValue={o.startLocal.slice(11, 16)} error={errors.startTime} />}
          <Field label="Ends on (optional)" name="endDate" type="date" defaultValue={o.endLocal.slice(0, 10)} error={errors.endDate} />
          {o.allDay ? null : <Field label="Ends at" name="endTime" type="time" required defaultValue={o.endLocal.slice(11, 16)} error={errors.endTime} />}
        </div>
        <Field label="Note for visitors (optional)" name="note" maxLength={200} defaultValue={o.note} hint="Such as: Moved for the Thanksgiving holiday." error={errors.note} />
      </AdminForm>
    </div>
  );
}
