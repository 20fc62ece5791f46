import type { Occurrence } from "../../server/events/occurrences.ts";
import { dayHeading, timeOfDay } from "../../shared/events.ts";
import type { Loaded } from "../lib/load.ts";

/**
 * The calendar's public parts, rendered on the server without script: a list of dates grouped by day,
 * one date's line, and the category filter. Cancelled dates stay listed, marked; moved ones say when
 * they were first planned.
 */

export type CategoryLink = { slug: string; name: string };

/** "Cancelled" / "Moved" beside a date, in words (never colour alone). */
export function StatusBadge({ occurrence }: { occurrence: Pick<Occurrence, "status" | "movedFrom" | "allDay"> }) {
  if (occurrence.status === "cancelled") return <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-900">Cancelled</span>;
  if (occurrence.status === "moved" && occurrence.movedFrom) {
    return (
      <span className="rounded bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-950">
        Moved from {dayHeading(occurrence.movedFrom, true)}
        {occurrence.allDay ? "" : `, ${timeOfDay({ startLocal: occurrence.movedFrom, endLocal: null, allDay: false })}`}
      </span>
    );
  }
  return null;
}

/** One date: when, what (linked to its page), where, and its state. */
export function OccurrenceItem({ occurrence, place, categories, headingLevel = 3 }: { occurrence: Occurrence; place: string; categories: readonly CategoryLink[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as "h3" | "h4";
  const cancelled = occurrence.status === "cancelled";
  const names = categories.filter((c) => occurrence.categories.includes(c.slug)).map((c) => c.name);
  return (
    <li className="grid gap-1 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-[10rem_1fr] sm:gap-4" data-occurrence={occurrence.originalDate} data-status={occurrence.status}>
      <p className="font-semibold text-brand-900">{timeOfDay(occurrence)}</p>
      <div>
        <Heading className="text-lg leading-snug">
          <a href={occurrence.href} className={cancelled ? "line-through decoration-2" : undefined}>
            {occurrence.title}
          </a>{" "}
          <StatusBadge occurrence={occurrence} />
        </Heading>
        <p className="text-slate-700">{occurrence.location || place}</p>
        {occurrence.note ? <p className="text-slate-700">{occurrence.note}</p> : null}
        {names.length ? <p className="text-sm text-slate-600">{names.join(" · ")}</p> : null}
      </div>
    </li>
  );
}

/** Dates grouped under a heading per day ("Tuesday, December 15"). */
export function OccurrencesByDay({ occurrences, place, categories, withYear = false, empty }: { occurrences: readonly Occurrence[]; place: string; categories: readonly CategoryLink[]; withYear?: boolean; empty: string }) {
  if (occurrences.length === 0) return <p className="mt-6 text-lg">{empty}</p>;
  const days: Array<{ date: string; items: Occurrence[] }> = [];
  for (const o of occurrences) {
    const date = o.startLocal.slice(0, 10);
    const last = days.at(-1);
    if (last?.date === date) last.items.push(o);
    else days.push({ date, items: [o] });
  }
  return (
    <div className="mt-6 space-y-8">
      {days.map((day) => (
        <section key={day.date} id={`day-${day.date}`} aria-labelledby={`day-${day.date}-heading`} className="scroll-mt-4">
          <h2 id={`day-${day.date}-heading`} className="text-2xl">
            {dayHeading(day.date, withYear)}
          </h2>
          <ul className="mt-3 space-y-3">
            {day.items.map((o) => (
              <OccurrenceItem key={`${o.seriesKey}-${o.originalDate}`} occurrence={o} place={place} categories={categories} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** A short list of dates for the home page and ministry pages. */
export function UpcomingList({ occurrences, place }: { occurrences: readonly Occurrence[]; place: string }) {
  return (
    <ul className="mt-3 space-y-3">
      {occurrences.map((o) => (
        <li key={`${o.seriesKey}-${o.originalDate}`} data-status={o.status}>
          <p className="text-sm font-semibold tracking-wide text-accent-600 uppercase">{dayHeading(o.startLocal, true)}</p>
          <p className="font-semibold">
            <a href={o.href} className={o.status === "cancelled" ? "line-through decoration-2" : undefined}>
              {o.title}
            </a>{" "}
            <StatusBadge occurrence={o} />
          </p>
          <p className="text-slate-700">
            {timeOfDay(o)} · {o.location || place}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Whether a ministry page shows its own next dates (issue 12): when it has some, or to say they could not be loaded. */
export function showsUpcoming(upcoming: Loaded<Occurrence[]> | undefined): upcoming is Loaded<Occurrence[]> {
  return upcoming !== undefined && (!upcoming.ok || upcoming.data.length > 0);
}

/** A ministry page's next dates, or why they are missing, and the way to the whole calendar. */
export function UpcomingDates({ upcoming, place, linkClassName }: { upcoming: Loaded<Occurrence[]>; place: string; linkClassName?: string }) {
  return (
    <>
      {upcoming.ok ? <UpcomingList occurrences={upcoming.data} place={place} /> : <p className="mt-2 text-red-800">Could not load the upcoming dates. Please try again later.</p>}
      <p className="mt-3">
        <a href="/events" className={linkClassName}>
          The whole calendar
        </a>
      </p>
    </>
  );
}
