import { Form, Link, data, redirect } from "react-router";
import { CardSection, ChangeNotice, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { Field } from "../../../components/admin/fields.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, parseOr400, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { areaPath } from "../../../../shared/areas.ts";
import { tourSlotSchema } from "../../../../shared/schemas/admin/enquiries.ts";
import { parseRecordId } from "../../../../shared/record-id.ts";
import type { Route } from "./+types/tours";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Childcare tours");

export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const services = args.context.get(servicesContext);
  const { tours, rooms } = services.enquiries;
  const [slots, settings] = await Promise.all([tours.forDirector(), rooms.settings()]);
  return { csrf: csrfToken, tourFamilies: settings.tourFamilies, today: services.today(), slots };
}

const NOTICES = { created: "Tour added. Families can book it from their status page now.", deleted: "Tour cancelled. Its families were e-mailed to choose another time." } as const;

export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const { tours } = args.context.get(servicesContext).enquiries;
  const done = (notice: keyof typeof NOTICES) => redirect(`${areaPath("enquiries", "tours")}?notice=${notice}`);
  if (intent === "cancel") {
    const id = parseRecordId(values.id);
    if (id === null) return data({ error: "That tour no longer exists." }, { status: 404 });
    const outcome = await tours.cancel(id, actor);
    return outcome.ok ? done("deleted") : refused(outcome);
  }
  const parsed = parseOr400(tourSlotSchema, values);
  if (!parsed.ok) return parsed.response;
  const outcome = await tours.create(parsed.data, actor);
  return outcome.ok ? done("created") : refused(outcome);
}

export default function EnquiryTours({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, slots, tourFamilies, today } = loaderData;
  const fields = actionData && "fields" in actionData ? (actionData.fields ?? {}) : {};
  return (
    <>
      <p>
        <Link to={areaPath("enquiries")}>← All enquiries</Link>
      </p>
      <h1 className="mt-2 text-3xl sm:text-4xl">Tours</h1>
      <p className="mt-2 max-w-2xl text-slate-700">Families book a tour from their status page and get it as a calendar file; a reminder goes out the day before.</p>
      <ChangeNotice messages={NOTICES} />
      {actionData && "error" in actionData && actionData.error ? (
        <div className="mt-4">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      <CardSection title="Add a tour">
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-4 sm:items-end">
          <input type="hidden" name="csrf" value={csrf} />
          <Field label="Day" name="date" type="date" min={today} error={fields.date} />
          <Field label="Time" name="time" type="time" defaultValue="10:00" error={fields.time} />
          <Field label="Families" name="families" inputMode="numeric" defaultValue={String(tourFamilies)} error={fields.families} />
          <Field label="Minutes" name="minutes" inputMode="numeric" defaultValue="45" error={fields.minutes} />
          <div>
            <button type="submit" name="intent" value="create" className="btn">
              Add tour
            </button>
          </div>
        </Form>
      </CardSection>
      <CardSection title="Coming tours">
        {slots.length === 0 ? (
          <EmptyState>No tours yet. Add one above so families can book it.</EmptyState>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {slots.map((slot) => (
              <li key={slot.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div>
                  <p className="font-semibold">{slot.when}</p>
                  <p className="text-sm text-slate-700">
                    {slot.booked} of {slot.families} booked · {slot.minutes} minutes
                  </p>
                  {slot.who.length ? (
                    <ul className="mt-1 text-sm">
                      {slot.who.map((f) => (
                        <li key={f.id}>
                          <Link to={areaPath("enquiries", f.id)}>
                            {f.parentName} ({f.childName}, {f.reference})
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </div>
                <Form method="post">
                  <input type="hidden" name="csrf" value={csrf} />
                  <input type="hidden" name="id" value={slot.id} />
                  <button type="submit" name="intent" value="cancel" className="btn-outline px-3 py-1.5 text-sm">
                    Cancel tour<span className="sr-only"> on {slot.when}</span>
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </CardSection>
    </>
  );
}
