import { Link } from "react-router";
import { AdminList, AdminListItem, Badge, EditLink, EmptyState, ListPageTop } from "../../../components/admin/admin-ui.tsx";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, doneTo, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import { shortDay, timeOfDay } from "../../../../shared/events.ts";
import { CALENDAR_PURPOSE } from "../../../../shared/similar-meetings.ts";
import type { Route } from "./+types/list";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Events Calendar");

/** The events a role may change (church staff the church calendars, childcare staff the childcare calendar). */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken, user } = requireArea(args);
  const { events } = args.context.get(servicesContext);
  return { csrf: csrfToken, items: await events.adminList(user.role), schedule: await events.adminScheduleRows(user.role) };
}

/** The list's only change: delete, after the confirmation in the browser. */
export async function action(args: Route.ActionArgs) {
  const { auth, actor, values, intent } = await adminForm(args);
  const id = recordId.safeParse(values.id);
  if (intent !== "delete" || !id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  const outcome = await args.context.get(servicesContext).events.remove(id.data, actor, auth.user.role);
  return outcome.ok ? doneTo("/admin/events", "deleted") : refused(outcome);
}

export default function EventsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, items, schedule } = loaderData;
  return (
    <>
      <ListPageTop
        title="Events Calendar"
        lead={`${CALENDAR_PURPOSE} Next date first: open an event's dates to cancel or move one date. Drafts stay off the website and the calendar feeds.`}
        action={{ to: "/admin/events/create-new", label: "Add event" }}
        related={[
          { to: "/admin/events/categories", label: "Categories" },
          ...(schedule.length ? [{ to: "/admin/schedule", label: "Weekly schedule (its rows are in the calendar too)" }] : []),
          { to: "/events", label: "The public calendar", document: true },
        ]}
        error={actionData?.error}
      />
      {items.length === 0 ? (
        <EmptyState>There are no events yet. Add one and it appears on the calendar, the home page and the calendar feeds.</EmptyState>
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
                  <Link to={`/admin/events/${item.id}/dates`} className="btn-outline px-3 py-1.5 text-sm">
                    Dates<span className="sr-only"> of “{item.title}”</span>
                  </Link>
                  <EditLink to={`/admin/events/edit/${item.id}`} what={`“${item.title}”`} />
                  <DeleteButton csrf={csrf} id={item.id} thing="event" what={`the event “${item.title}” with all its dates`} />
                </>
              }
            />
          ))}
        </AdminList>
      )}
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
                  <Link to={`/admin/events/schedule/${row.entry}/dates`} className="btn-outline px-3 py-1.5 text-sm">
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
