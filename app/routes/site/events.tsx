import { data } from "react-router";
import { type CategoryLink, OccurrencesByDay } from "../../components/events.tsx";
import { PageHeader } from "../../components/page-header.tsx";
import { CalendarSubscribe } from "../../components/subscribe.tsx";
import { servicesContext } from "../../context.ts";
import { pageContent } from "../../lib/content.server.ts";
import { pageMeta } from "../../lib/seo.ts";
import type { Occurrence } from "../../../server/events/occurrences.ts";
import { pageQuery } from "../../../shared/page-queries.ts";
import { DAY_NAMES, DEFAULT_WEEKS, MAX_WEEKS, dayHeading, lastDayOf, monthGrid, monthRange, monthTitle, shiftMonth, timeOfDay } from "../../../shared/events.ts";
import type { Route } from "./+types/events";
import { addDays } from "../../../shared/dates.ts";

export const meta: Route.MetaFunction = ({ matches, loaderData }) => (loaderData ? pageMeta({ matches, page: loaderData.page, path: "/events" }) : []);

/**
 * The calendar (issue 12): the next weeks' dates grouped by day, or a month grid; a category filter and
 * "show more" are plain links, so all of it works without JavaScript. At the top, subscribing to the
 * calendar shown: everything, or the chosen category (issue 30 item 5).
 */
export async function loader(args: Route.LoaderArgs) {
  const { events, site } = args.context.get(servicesContext);
  const { page, snapshot, today } = await pageContent(args, "/events");
  const query = pageQuery(args.url, "/events");
  const categories = await events.categories();
  const category = categories.find((c) => c.slug === query.get("category")) ?? null;
  if (query.get("category") && !category) throw data(null, { status: 404 });
  const view = query.get("view") === "month" ? "month" : "list";
  const weeks = Math.min(MAX_WEEKS, Math.max(DEFAULT_WEEKS, Math.round(Number(query.get("weeks")) / DEFAULT_WEEKS) * DEFAULT_WEEKS || DEFAULT_WEEKS));
  const months = monthRange(today);
  const askedMonth = query.get("month");
  const month = view === "month" && askedMonth !== null ? askedMonth : today.slice(0, 7);
  if (!/^\d{4}-(0[1-9]|1[0-2])$/.test(month) || month < months.first || month > months.last) throw data(null, { status: 404 });
  const from = view === "month" ? `${month}-01` : today;
  const to = view === "month" ? lastDayOf(month) : addDays(today, weeks * 7 - 1);
  const occurrences = await events.window({ from, to, category: category?.slug });
  return {
    page,
    today,
    view,
    weeks,
    month,
    months,
    to,
    category: category ? { slug: category.slug, name: category.name } : null,
    categories: categories.map(({ slug, name }): CategoryLink => ({ slug, name })),
    occurrences,
    place: snapshot.settings.churchName,
    feedUrl: `${site.publicUrl.replace(/\/$/, "")}${category ? `/events/${category.slug}.ics` : "/events.ics"}`,
  };
}

/** The page's address with some of its choices changed. */
function hrefWith(current: { category: string | null; view: string; weeks: number; month: string }, change: Partial<{ category: string | null; view: string; weeks: number; month: string }>) {
  const next = { ...current, ...change };
  const params = new URLSearchParams();
  if (next.category) params.set("category", next.category);
  if (next.view === "month") {
    params.set("view", "month");
    params.set("month", next.month);
  } else if (next.weeks !== DEFAULT_WEEKS) params.set("weeks", String(next.weeks));
  const query = params.toString();
  return `/events${query ? `?${query}` : ""}`;
}

export default function Events({ loaderData }: Route.ComponentProps) {
  const { page, view, weeks, month, months, to, category, categories, occurrences, place, feedUrl, today } = loaderData;
  const current = { category: category?.slug ?? null, view, weeks, month };
  const words = page.sections;
  return (
    <main id="main">
      <PageHeader title={category ? `${page.title}: ${category.name}` : page.title} lead={words.lead} hero={page.hero} />
      <div className="container-page pb-10">
        <CalendarSubscribe feedUrl={feedUrl} calendar={category?.name ?? null} intro={words["subscribe-intro"] ?? ""} help={[words["subscribe-phones"] ?? "", words["subscribe-other-apps"] ?? ""]} />
        <nav aria-label="Categories" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            <Chip href={hrefWith(current, { category: null })} chosen={!category}>
              All events
            </Chip>
            {categories.map((c) => (
              <Chip key={c.slug} href={hrefWith(current, { category: c.slug })} chosen={category?.slug === c.slug}>
                {c.name}
              </Chip>
            ))}
          </ul>
        </nav>
        <nav aria-label="Calendar view" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            <Chip href={hrefWith(current, { view: "list" })} chosen={view === "list"}>
              List
            </Chip>
            <Chip href={hrefWith(current, { view: "month" })} chosen={view === "month"}>
              Month
            </Chip>
            <Chip href="/events/archive">Past events</Chip>
          </ul>
        </nav>

        {view === "list" ? (
          <>
            <OccurrencesByDay occurrences={occurrences} place={place} categories={categories} empty={`Nothing is on the calendar${category ? ` for ${category.name}` : ""} in the next ${weeks} weeks.`} />
            {weeks < 52 ? (
              <p className="mt-8">
                <a href={`${hrefWith(current, { weeks: weeks + 8 })}#day-${addDays(to, 1)}`} className="btn-outline" rel="nofollow">
                  Show 8 more weeks
                </a>
              </p>
            ) : null}
          </>
        ) : (
          <MonthGrid
            month={month}
            today={today}
            occurrences={occurrences}
            place={place}
            categories={categories}
            prev={month > months.first ? hrefWith(current, { month: shiftMonth(month, -1) }) : null}
            next={month < months.last ? hrefWith(current, { month: shiftMonth(month, 1) }) : null}
          />
        )}

      </div>
    </main>
  );
}

const chip = "inline-flex min-h-11 items-center rounded-full border px-4 py-1 no-underline";
const chipOn = `${chip} border-brand-800 bg-brand-800 text-white`;
const chipOff = `${chip} border-slate-300 bg-white text-brand-900 hover:bg-brand-50`;

/**
 * A link of the calendar's category and view choices; the chosen one is filled in and is the current
 * page. A link with a query is another view of the same calendar: crawlers are asked not to follow it.
 */
function Chip({ href, chosen = false, children }: { href: string; chosen?: boolean; children: React.ReactNode }) {
  return (
    <li>
      <a href={href} className={chosen ? chipOn : chipOff} aria-current={chosen ? "page" : undefined} rel={href.includes("?") ? "nofollow" : undefined}>
        {children}
      </a>
    </li>
  );
}

/**
 * A month as a table (a row per week, a column per weekday). On a wide screen each day lists its
 * events; on a phone a day shows its number and how many events it has, linked to that day in the
 * list below the grid, which only phones show. Every link is reachable with the Tab key.
 */
function MonthGrid({ month, today, occurrences, place, categories, prev, next }: { month: string; today: string; occurrences: Occurrence[]; place: string; categories: CategoryLink[]; prev: string | null; next: string | null }) {
  const byDay = new Map<string, Occurrence[]>();
  for (const o of occurrences) byDay.set(o.startLocal.slice(0, 10), [...(byDay.get(o.startLocal.slice(0, 10)) ?? []), o]);
  const days = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"] as const;
  return (
    <section className="mt-8" aria-labelledby="month-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {prev ? (
          <a href={prev} className="btn-outline" rel="nofollow">
            <span aria-hidden="true">←</span> {monthTitle(shiftMonth(month, -1))}
          </a>
        ) : (
          <span />
        )}
        <h2 id="month-heading" className="text-2xl">
          {monthTitle(month)}
        </h2>
        {next ? (
          <a href={next} className="btn-outline" rel="nofollow">
            {monthTitle(shiftMonth(month, 1))} <span aria-hidden="true">→</span>
          </a>
        ) : (
          <span />
        )}
      </div>
      <table className="mt-4 w-full table-fixed border-collapse">
        <caption className="sr-only">Events in {monthTitle(month)}</caption>
        <thead>
          <tr>
            {days.map((d) => (
              <th key={d} scope="col" className="border border-slate-200 bg-brand-50 p-1 text-center text-sm">
                <abbr title={DAY_NAMES[d]} className="no-underline">
                  {DAY_NAMES[d].slice(0, 3)}
                </abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week, w) => (
            <tr key={w}>
              {week.map((date, d) => {
                const items = date ? (byDay.get(date) ?? []) : [];
                return (
                  <td key={d} className={`h-16 border border-slate-200 p-1 align-top sm:h-28 ${date === today ? "bg-amber-50" : ""}`}>
                    {date ? (
                      <>
                        <p className="text-sm font-semibold">
                          {items.length ? (
                            <a href={`#day-${date}`} className="sm:hidden" aria-label={`${dayHeading(date)}: ${items.length} event${items.length === 1 ? "" : "s"}`}>
                              {Number(date.slice(8))}
                            </a>
                          ) : null}
                          <span className={items.length ? "hidden sm:inline" : ""}>{Number(date.slice(8))}</span>
                          {date === today ? <span className="sr-only"> (today)</span> : null}
                        </p>
                        {items.length ? (
                          <>
                            <p className="text-xs text-slate-700 sm:hidden" aria-hidden="true">
                              {"•".repeat(Math.min(items.length, 3))}
                            </p>
                            <ul className="hidden space-y-1 sm:block">
                              {items.map((o) => (
                                <li key={`${o.seriesKey}-${o.originalDate}`} className="text-xs leading-tight">
                                  <a href={o.href} className={o.status === "cancelled" ? "line-through" : undefined}>
                                    {o.allDay ? "" : `${timeOfDay({ ...o, endLocal: null })} `}
                                    {o.title}
                                  </a>
                                  {o.status === "cancelled" ? " (cancelled)" : o.status === "moved" ? " (moved)" : ""}
                                </li>
                              ))}
                            </ul>
                          </>
                        ) : null}
                      </>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sm:hidden">
        <OccurrencesByDay occurrences={occurrences} place={place} categories={categories} empty={`Nothing is on the calendar in ${monthTitle(month)}.`} />
      </div>
    </section>
  );
}
