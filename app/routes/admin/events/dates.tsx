import { Form, Link } from "react-router";
import { AdminHeading, Badge, ChangeNotice } from "../../../components/admin/admin-ui.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, refused } from "../../../lib/admin.server.ts";
import { validateForm } from "../../../lib/form-values.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { datesPath, outcomeOr404, seriesParam } from "../../../lib/events-admin.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { DEFAULT_WEEKS, MAX_WEEKS, shortDay, timeOfDay } from "../../../../shared/events.ts";
import { occurrenceActionSchema } from "../../../../shared/schemas/admin/events.ts";
import type { Route } from "./+types/dates";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => privateMeta(matches, loaderData ? `Dates of ${loaderData.event.title}` : "Dates");

const DATE_NOTICES = {
  created: "Added. Here are its dates: cancel or move any one of them below.",
  saved: "Saved. The website and the calendar feeds show your changes now.",
  cancelled: "That date is cancelled. The calendar shows it as cancelled.",
  removed: "That date is removed from the calendar.",
  restored: "That date is back as the series has it.",
  moved: "That date is moved.",
};

/** An event's (or a weekly-schedule row's) dates from today on (more weeks with `?weeks=`), each with its own buttons. */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const weeks = Math.min(MAX_WEEKS * 2, Math.max(DEFAULT_WEEKS * 2, Number(args.url.searchParams.get("weeks")) || DEFAULT_WEEKS * 2));
  const event = outcomeOr404(await args.context.get(servicesContext).events.adminDates(seriesParam(args.params), user.role, weeks));
  return { csrf: csrfToken, event, weeks, path: datesPath(event.ref) };
}

/** Cancel (shown as cancelled), remove (not shown) or restore one date. */
export async function action(args: Route.ActionArgs) {
  const { auth, actor, values } = await adminForm(args);
  const ref = seriesParam(args.params);
  const parsed = validateForm(occurrenceActionSchema, values);
  if (!parsed.ok) return refused({ ok: false, status: 400, error: Object.values(parsed.fields)[0] ?? STAFF_MESSAGES.unknownRequest, fields: parsed.fields });
  const { intent, date, note } = parsed.data;
  const outcome = await args.context.get(servicesContext).events.changeDate({ ref, date, change: { kind: intent, note }, actor, role: auth.user.role });
  if (!outcome.ok) return refused(outcome);
  return doneTo(datesPath(ref), ({ cancel: "cancelled", remove: "removed", restore: "restored" } as const)[intent] as never);
}

export default function EventDates({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, event, weeks, path } = loaderData;
  const fromSchedule = !("eventId" in event.ref);
  return (
    <div className="max-w-4xl">
      <AdminHeading
        title={`Dates of ${event.title}`}
        lead={`${event.words}. ${event.status === "draft" ? "This event is a draft: only staff see it." : fromSchedule ? "A row of the weekly schedule: cancel or move single dates here." : ""}`}
      />
      <ChangeNotice messages={DATE_NOTICES} />
      {actionData?.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
        {"eventId" in event.ref ? <Link to={`/admin/events/edit/${event.ref.eventId}`}>Edit the whole event</Link> : <Link to="/admin/schedule">Change its day or time in the Weekly Schedule</Link>}
        {event.status === "published" ? <a href={event.href}>Its page on the website</a> : null}
        <Link to="/admin/events">All events</Link>
      </p>
      <dl className="mt-6 grid gap-x-4 gap-y-1 rounded-lg border border-slate-200 bg-white p-4 text-slate-800 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">Cancel this date</dt>
        <dd id="cancel-explained">The date stays on the calendar, marked “Cancelled”, so anyone who planned to come sees that it is off.</dd>
        <dt className="font-semibold">Remove this date</dt>
        <dd id="remove-explained">The date disappears from the calendar and the calendar feeds, as if it had never been planned.</dd>
        <dt className="font-semibold">Restore</dt>
        <dd>Undoes either, and a move: the date is back as the series has it.</dd>
      </dl>
      {event.dates.length === 0 ? (
        <p className="mt-6 rounded-lg border border-dashed border-slate-300 bg-white p-6 text-center">No dates in the next {weeks} weeks.</p>
      ) : (
        <ul aria-label="Dates" className="mt-6 divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {event.dates.map((o) => {
            const label = `${shortDay(o.originalDate)}`;
            return (
              <li key={o.originalDate} className="flex flex-wrap items-center justify-between gap-3 p-4" data-date={o.originalDate}>
                <div>
                  <p className="font-semibold">
                    {shortDay(o.startLocal)}, {timeOfDay(o)}{" "}
                    {o.removed ? <Badge tone="neutral">Removed</Badge> : o.status === "cancelled" ? <Badge tone="warn">Cancelled</Badge> : o.status === "moved" ? <Badge tone="info">Moved</Badge> : null}
                  </p>
                  {o.status === "moved" && o.movedFrom ? <p className="text-sm text-slate-700">First planned for {shortDay(o.movedFrom)}</p> : null}
                  {o.note ? <p className="text-sm text-slate-700">{o.note}</p> : null}
                </div>
                <div className="flex flex-wrap items-center gap-2">
                  {o.status === "scheduled" ? (
                    <>
                      <DateButton csrf={csrf} date={o.originalDate} intent="cancel" label="Cancel this date" what={label} explained="cancel-explained" />
                      <DateButton csrf={csrf} date={o.originalDate} intent="remove" label="Remove this date" what={label} explained="remove-explained" />
                    </>
                  ) : (
                    <DateButton csrf={csrf} date={o.originalDate} intent="restore" label="Restore" what={label} />
                  )}
                  <Link to={`${path}/${o.originalDate}`} className="btn-outline px-3 py-1.5 text-sm">
                    Move<span className="sr-only"> {label}</span>
                  </Link>
                  {o.canSplit ? (
                    <Link to={`/admin/events/edit/${"eventId" in event.ref ? event.ref.eventId : ""}?from=${o.originalDate}`} className="btn-outline px-3 py-1.5 text-sm">
                      Change this and following<span className="sr-only"> from {label}</span>
                    </Link>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {event.more ? (
        <p className="mt-6">
          <Link to={`?weeks=${weeks + DEFAULT_WEEKS * 2}`} className="btn-outline">
            Show later dates
          </Link>
        </p>
      ) : null}
    </div>
  );
}

/** One button that posts one change of one date; its accessible name says which date, and its description what the change does. */
function DateButton({ csrf, date, intent, label, what, explained }: { csrf: string; date: string; intent: "cancel" | "remove" | "restore"; label: string; what: string; explained?: string }) {
  return (
    <Form method="post" className="inline">
      <input type="hidden" name="csrf" value={csrf} />
      <input type="hidden" name="date" value={date} />
      <button type="submit" name="intent" value={intent} className="btn-outline px-3 py-1.5 text-sm" aria-describedby={explained}>
        {label}
        <span className="sr-only"> {what}</span>
      </button>
    </Form>
  );
}
