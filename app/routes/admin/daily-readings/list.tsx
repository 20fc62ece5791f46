import { Form, Link, redirect, useSearchParams } from "react-router";
import { AdminHeading, AdminList, AdminListItem, Badge, ChangeNotice, EditLink, EmptyState } from "../../../components/admin/admin-ui.tsx";
import { NOTICES } from "../../../lib/change-notices.ts";
import { DeleteButton } from "../../../components/admin/delete-button.tsx";
import { ListControls, ListPages } from "../../../components/admin/list-controls.tsx";
import { listPlace } from "../../../../shared/admin-list.ts";
import { READING_SORTS, READING_STATES } from "../../../../shared/schemas/admin/daily-readings.ts";
import type { AdminReading } from "../../../../server/readings/admin-list.ts";
import { SelectField } from "../../../components/admin/fields.tsx";
import { Alert } from "../../../components/auth-ui.tsx";
import { servicesContext } from "../../../context.ts";
import { adminForm, refused } from "../../../lib/admin.server.ts";
import { requireArea } from "../../../lib/auth.server.ts";
import { longDate } from "../../../../shared/dates.ts";
import { privateMeta } from "../../../lib/private-meta.ts";
import { recordId } from "../../../../shared/schemas/admin/common.ts";
import { readingsListPath } from "./paths.ts";
import type { Route } from "./+types/list";
import { STAFF_MESSAGES } from "../../../../shared/staff-messages.ts";
import { areaPath } from "../../../../shared/areas.ts";

export const meta: Route.MetaFunction = ({ matches }) => privateMeta(matches, "Daily Readings");

const PATH = areaPath("daily-readings");

/**
 * One month at a time (the current one unless `?month=YYYY-MM`): staff plan readings a month ahead, and
 * the month shows the days still without one. The filter box, an order or a page (`?q=`, `?show=`,
 * `?sort=`, `?page=`) turn it into the list of every reading that matches, 50 a page (issue 33).
 */
export async function loader(args: Route.LoaderArgs) {
  const { csrfToken } = requireArea(args);
  const { readings } = args.context.get(servicesContext);
  const listing = ["q", "show", "sort", "page"].some((name) => args.url.searchParams.get(name)?.trim());
  const place = listPlace(args.url, READING_SORTS, READING_STATES);
  if (listing) return { csrf: csrfToken, place, list: await readings.adminPage(place), view: null };
  return { csrf: csrfToken, place, list: null, view: await readings.adminMonth(args.url.searchParams.get("month")) };
}

/** The list's only change: delete, after the confirmation in the browser; back to the same month or page of the list. */
export async function action(args: Route.ActionArgs) {
  const { actor, values, intent } = await adminForm(args);
  const id = recordId.safeParse(values.id);
  if (intent !== "delete" || !id.success) return refused({ ok: false, status: 400, error: STAFF_MESSAGES.unknownRequest });
  const outcome = await args.context.get(servicesContext).readings.remove(id.data, actor);
  if (!outcome.ok) return refused(outcome);
  const place = new URLSearchParams(args.url.searchParams);
  place.delete("index");
  place.set("notice", "deleted");
  return redirect(`${PATH}?${place}`);
}

export default function DailyReadingsAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { csrf, place, list, view } = loaderData;
  const [params] = useSearchParams();
  const imported = `Imported: ${count(params.get("added"), "reading")} added, ${count(params.get("replaced"), "reading")} replaced. The website shows them now.`;
  const thisMonth = view?.today.slice(0, 7);
  return (
    <>
      <AdminHeading
        title="Daily Readings"
        lead="The scripture for each day, one reading per date. The home page shows the latest three and the Daily Readings page shows today, yesterday, tomorrow and the archive."
        action={{ to: `${areaPath("daily-readings", "create-new")}${!view || view.month === thisMonth ? "" : `?date=${view.month}-01`}`, label: "Add reading" }}
      />
      <p className="mt-4">
        <Link to={areaPath("daily-readings", "import")} className="btn-outline">
          Import several readings
        </Link>
      </p>
      <ChangeNotice messages={{ ...NOTICES, imported }} />
      {actionData?.error ? (
        <div className="mt-6">
          <Alert>{actionData.error}</Alert>
        </div>
      ) : null}
      <ListControls
        path={PATH}
        place={place}
        label="Daily readings"
        placeholder="A book, chapter or verse: Psalm 23"
        sorts={[
          { value: "newest", label: "Newest first" },
          { value: "oldest", label: "Oldest first" },
        ]}
        filters={[
          { value: "upcoming", label: "Today and later" },
          { value: "past", label: "Before today" },
        ]}
      />
      {list ? (
        <>
          <h2 className="mt-6 text-2xl">{place.q ? `Readings with “${place.q}”` : "All readings"}</h2>
          <p className="mt-2">
            <Link to={PATH}>Back to the month view</Link>
          </p>
          {list.items.length === 0 ? (
            <EmptyState>No reading matches. Try other words, or show all of them.</EmptyState>
          ) : (
            <ReadingList readings={list.items} csrf={csrf} label={place.q ? `Readings with “${place.q}”` : "All readings"} />
          )}
          <ListPages path={PATH} place={place} list={list} what="readings" defaultSort="newest" />
        </>
      ) : (
        <MonthView view={view!} csrf={csrf} />
      )}
    </>
  );
}

function MonthView({ view, csrf }: { view: NonNullable<Route.ComponentProps["loaderData"]["view"]>; csrf: string }) {
  const thisMonth = view.today.slice(0, 7);
  const daysInMonth = view.readings.length + view.missing.length;
  return (
    <>
      <nav aria-label="Months" className="mt-8 flex flex-wrap items-end justify-between gap-4 border-b border-slate-200 pb-4">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={readingsListPath(view.previous.month)} className="btn-outline px-3 py-1.5 text-sm">
            <span aria-hidden="true">&larr;</span>&nbsp;{view.previous.label}
          </Link>
          <Link to={readingsListPath(view.next.month)} className="btn-outline px-3 py-1.5 text-sm">
            {view.next.label}&nbsp;<span aria-hidden="true">&rarr;</span>
          </Link>
          {view.month === thisMonth ? null : (
            <Link to={readingsListPath(null)} className="px-2 py-1.5 text-sm font-semibold text-brand-700 underline">
              Back to this month
            </Link>
          )}
        </div>
        <Form method="get" className="flex flex-wrap items-end gap-2">
          <SelectField
            label="Show month"
            name="month"
            defaultValue={view.month}
            options={view.months.map((m) => ({ value: m.month, label: m.label }))}
            key={view.month}
          />
          <button type="submit" className="btn-outline">
            Show
          </button>
        </Form>
      </nav>

      <h2 className="mt-6 text-2xl">
        {view.label}
        {view.month === thisMonth ? <span className="ml-2 align-middle text-base font-normal text-slate-700">(this month)</span> : null}
      </h2>
      {view.readings.length === 0 ? (
        <EmptyState>
          There are no readings for {view.label} yet. Add one, or import the whole month at once with <Link to={areaPath("daily-readings", "import")}>Import several readings</Link>.
        </EmptyState>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            {view.missing.length === 0
              ? `Every day of ${view.label} has a reading.`
              : `${view.readings.length} of ${daysInMonth} days have a reading.`}
          </p>
          {view.missing.length > 0 ? <MissingDays days={view.missing} /> : null}
          <ReadingList readings={view.readings} csrf={csrf} label={`Readings for ${view.label}, newest first`} />
        </>
      )}
    </>
  );
}

function ReadingList({ readings, csrf, label }: { readings: AdminReading[]; csrf: string; label: string }) {
  return (
    <AdminList label={label}>
      {readings.map((item) => (
        <AdminListItem
          key={item.id}
          highlight={item.isToday}
          title={longDate(item.readingDate)}
          badges={item.isToday ? <Badge tone="good">Today</Badge> : null}
          meta={item.scripture}
          actions={
            <>
              <EditLink to={areaPath("daily-readings", "edit", item.id)} what={`the reading for ${longDate(item.readingDate)}`} />
              <DeleteButton csrf={csrf} id={item.id} thing="reading" what={`the reading for ${longDate(item.readingDate)} (${item.scripture})`} />
            </>
          }
        />
      ))}
    </AdminList>
  );
}

function count(value: string | null, noun: string) {
  const n = Number(value ?? 0) || 0;
  return `${n} ${n === 1 ? noun : `${noun}s`}`;
}

/** The days of the month still without a reading, each a link to add it. */
function MissingDays({ days }: { days: string[] }) {
  return (
    <details className="mt-3 rounded-lg border border-amber-300 bg-amber-50 px-4 py-2">
      <summary className="min-h-6 cursor-pointer font-semibold text-amber-900">
        {days.length} {days.length === 1 ? "day has" : "days have"} no reading yet
      </summary>
      <ul className="mt-2 flex flex-wrap gap-2 pb-2">
        {days.map((day) => (
          <li key={day}>
            <Link to={`${areaPath("daily-readings", "create-new")}?date=${day}`} className="inline-block rounded border border-amber-400 bg-white px-2 py-1 text-sm text-slate-900">
              <span className="sr-only">Add a reading for </span>
              {longDate(day)}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
