import { Link } from "react-router";
import { AdminList, AdminListItem, Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { ListControls, ListPages } from "../../../components/admin/list-controls.tsx";
import { listPlace } from "../../../../shared/admin-list.ts";
import { EVENT_SORTS, EVENT_STATES } from "../../../../shared/schemas/admin/events.ts";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import { shortDay, timeOfDay } from "../../../../shared/events.ts";
import { CALENDAR_PURPOSE } from "../../../../shared/similar-meetings.ts";
import type { Route } from "./+types/list";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";
import { areaPath, canEnterArea } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Events Calendar");

const PATH = areaPath("events");

/**
 * The events a role may change (church staff the church calendars, childcare staff the childcare
 * calendar), a page of 50 at a time. The weekly schedule's rows follow the first page of the whole list.
 */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const { events } = args.context.get(servicesContext);
  const categories = await events.adminFilters(user.role);
  const place = listPlace(new URL(args.request.url), EVENT_SORTS, [...EVENT_STATES, ...categories.map((c) => c.value)]);
  const list = await events.adminPage(place, user.role);
  const whole = !place.q && !place.filter && list.page === 1;
  return { csrf: csrfToken, place, list, categories, keepsSchedule: canEnterArea(user.role, "schedule"), schedule: whole ? await events.adminScheduleRows(user.role) : [] };
}

/** The list's only change: delete, after the confirmation in the browser. */
export async function action(args: Route.ActionArgs) {
  const { auth, actor, values, intent } = await adminForm(args);
  const id = recordId.safeParse(values.id);
  if (intent !== "delete" || !id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  const outcome = await args.context.get(servicesContext).events.remove(id.data, actor, auth.user.role);
  return outcome.ok ? doneTo(areaPath("events"), "deleted") : refused(outcome);
}

export default function EventsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, place, list, categories, keepsSchedule, schedule } = loaderData;
  const items = list.items;
  const filtered = Boolean(place.q || place.filter);
  return (
    <>
      <ListPageTop
        title="Events Calendar"
        lead={`${CALENDAR_PURPOSE} Next date first: open an event's dates to cancel or move one date. Drafts stay off the website and the calendar feeds.`}
        action={{ to: areaPath("events", "create-new"), label: "Add event" }}
        related={[
          { to: areaPath("events", "categories"), label: "Categories" },
          ...(keepsSchedule ? [{ to: areaPath("schedule"), label: "Weekly schedule (its rows are in the calendar too)" }] : []),
          { to: "/events", label: "The public calendar", document: true },
        ]}
        error={actionData?.error}
      />
      <ListControls
        path={PATH}
        place={place}
        label="Events"
        sorts={[
          { value: "next", label: "Next date first" },
          { value: "title", label: "By title" },
          { value: "changed", label: "Recently changed" },
        ]}
        filters={[{ value: "upcoming", label: "With dates ahead" }, { value: "past", label: "No dates ahead" }, { value: "drafts", label: "Drafts" }, ...categories]}
      />
      {items.length === 0 ? (
        <EmptyState>
          {filtered ? "No event matches. Try other words, or show all of them." : "There are no events yet. Add one and it appears on the calendar, the home page and the calendar feeds."}
        </EmptyState>
      ) : (
        <AdminList label="Events">
          {items.map((item) => (
            <AdminListItem
              key={item.id}
              title={item.title}
              badges={
                <>
                  {item.status === "draft" ? <Badge tone="warn">Draft</Badge> : <Badge tone="good">Published</Badge>}
                  {item.cancelledSoon ? <Badge tone="info">{item.cancelledSoon} cancelled soon</Badge> : null}
                </>
              }
              meta={
                <>
                  {item.words}
                  {item.next ? ` · Next: ${shortDay(item.next)}, ${timeOfDay({ startLocal: item.next, endLocal: null, allDay: item.next.endsWith("T00:00") })}` : " · No dates ahead"}
                  {item.categories.length ? ` · ${item.categories.join(", ")}` : ""}
                </>
              }
              actions={
                <>
                  <Link to={areaPath("events", item.id, "dates")} className="btn-outline px-3 py-1.5 text-sm">
                    Dates<span className="sr-only"> of “{item.title}”</span>
                  </Link>
                  <EditLink to={areaPath("events", "edit", item.id)} what={`“${item.title}”`} />
                  <DeleteButton csrf={csrf} id={item.id} thing="event" what={`the event “${item.title}” with all its dates`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
      <ListPages path={PATH} place={place} list={list} what="events" defaultSort="next" />
      {schedule.length ? (
        <>
          <h2 className="mt-10 text-2xl">From the weekly schedule</h2>
          <p className="mt-2 text-slate-700">These meetings come from the Weekly Schedule, where their day and time are changed. Cancel or move a single date here.</p>
          <AdminList label="Weekly schedule in the calendar">
            {schedule.map((row) => (
              <AdminListItem
                key={row.entry}
                title={row.title}
                badges={row.cancelledSoon ? <Badge tone="info">{row.cancelledSoon} cancelled soon</Badge> : null}
                meta={row.words}
                actions={
                  <Link to={areaPath("events", "schedule", row.entry, "dates")} className="btn-outline px-3 py-1.5 text-sm">
                    Dates<span className="sr-only"> of “{row.title}”</span>
                  </Link>
                }
              />
            ))}
          </AdminList>
        </>
      ) : null}
    </>
  );
}
