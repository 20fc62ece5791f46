/**
 * The calendar feeds (RFC 5545), generated with ical-generator: every series is one VEVENT with its
 * RRULE, removed dates as EXDATE, and each cancelled or moved date as an override VEVENT with the
 * same UID and a RECURRENCE-ID (cancelled ones with STATUS:CANCELLED). Times carry the series' time
 * zone (TZID) with a VTIMEZONE from @touch4it/ical-timezones; all-day series are DATE values.
 */
import { createHash } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalEventStatus } from "ical-generator";
import { addDays, zonedMoment } from "../../shared/dates.ts";
import type { Series } from "./occurrences.ts";
import { addMinutes, feedRuleString, startOn } from "./recurrence.ts";
import { plainTextOf } from "../../shared/rich-text.ts";
import { meetsAway } from "../../shared/events.ts";

/** How often subscribed calendars are asked to look again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
export const FEED_REFRESH_SECONDS = 60 * 60;

/**
 * How far back the calendar feeds look (issue 33, docs/decisions): a series whose dates all ended
 * longer ago than this is left out, so ten years of events do not make a feed of ten years.
 */
export const FEED_DAYS_BACK = 366;

/** A wall-clock time in a zone, as ical-generator takes it (the zone's own date and time fields). */
export function zoned(local: string, timeZone: string): TZDate {
  return new TZDate(Number(local.slice(0, 4)), Number(local.slice(5, 7)) - 1, Number(local.slice(8, 10)), Number(local.slice(11, 13)), Number(local.slice(14, 16)), 0, timeZone);
}

const compact = (local: string, allDay: boolean) => (allDay ? local.slice(0, 10).replace(/-/g, "") : `${local.slice(0, 10).replace(/-/g, "")}T${local.slice(11, 13)}${local.slice(14, 16)}00`);

/** An all-day series' DTEND is the day after its last day (RFC 5545: DTEND is not part of the event). */
const allDayEnd = (endLocal: string) => `${addDays(endLocal.slice(0, 10), 1)}T00:00`;

export type FeedPlace = { name: string; address: string };

/**
 * Where a series takes place, in words: an address away from the church as it was typed, or the
 * church's name and address; a weekly-schedule row's room of the church comes first, then the church.
 */
export function placeOf(series: Pick<Series, "location" | "source">, church: FeedPlace): string {
  const atChurch = `${church.name}, ${church.address}`;
  if (!series.location) return atChurch;
  return meetsAway(series) ? series.location : `${series.location}, ${atChurch}`;
}

/**
 * A calendar of series. `name` is X-WR-CALNAME ("Cedar Hill UMC – Children"); `origin` makes each
 * event's URL. DTSTAMP is each series' last change, so the same content always gives the same bytes.
 */
export function buildFeed({ name, description, series, origin, church }: { name: string; description: string; series: readonly Series[]; origin: string; church: FeedPlace }): string {
  const calendar = ical({
    name,
    description,
    prodId: { company: "Steeple", product: "Events calendar", language: "EN" },
    // No calendar-wide zone: DTSTAMP stays UTC, and each series' own zone gets its VTIMEZONE.
    timezone: { name: null, generator: getVtimezoneComponent },
    ttl: FEED_REFRESH_SECONDS,
    url: `${origin}/events`,
  });
  for (const s of series) {
    const allDay = s.allDay;
    const start = (local: string) => (allDay ? zoned(`${local.slice(0, 10)}T00:00`, s.timeZone) : zoned(local, s.timeZone));
    const endOf = (startLocal: string, endLocal: string | null) => (endLocal === null ? undefined : allDay ? zoned(allDayEnd(endLocal), s.timeZone) : zoned(endLocal, s.timeZone));
    const common = {
      id: s.uid,
      sequence: s.sequence,
      stamp: s.updatedAt,
      timezone: allDay ? null : s.timeZone,
      allDay,
      location: placeOf(s, church),
      url: `${origin}${s.href}`,
      categories: s.categories.map((c) => ({ name: c.name })),
      description: [s.summary, plainTextOf(s.description)].filter(Boolean).join("\n\n") || undefined,
    };
    const removed = s.changes.filter((c) => c.kind === "removed" && startOn(s, c.originalDate));
    const rule = s.rrule
      ? [
          `RRULE:${feedRuleString(s.rrule, { allDay, utcUntil: (local) => zonedMoment(local, s.timeZone) })}`,
          ...(removed.length
            ? [allDay ? `EXDATE;VALUE=DATE:${removed.map((c) => compact(c.originalDate, true)).join(",")}` : `EXDATE;TZID=${s.timeZone}:${removed.map((c) => compact(startOn(s, c.originalDate)!, false)).join(",")}`]
            : []),
        ].join("\n")
      : null;
    calendar.createEvent({
      ...common,
      start: start(s.startLocal),
      end: endOf(s.startLocal, s.endLocal),
      summary: s.title,
      status: ICalEventStatus.CONFIRMED,
      repeating: rule,
    });
    if (!s.rrule) continue;
    const duration = s.endLocal ? (new Date(`${s.endLocal}:00Z`).getTime() - new Date(`${s.startLocal}:00Z`).getTime()) / 60_000 : null;
    for (const change of s.changes) {
      if (change.kind === "removed") continue;
      const planned = startOn(s, change.originalDate);
      if (!planned) continue;
      const newStart = change.kind === "moved" && change.startLocal ? change.startLocal : planned;
      const newEnd = change.kind === "moved" && change.endLocal ? change.endLocal : duration === null ? null : addMinutes(planned, duration);
      calendar.createEvent({
        ...common,
        recurrenceId: start(planned),
        start: start(newStart),
        end: endOf(newStart, newEnd),
        summary: change.kind === "cancelled" ? `Cancelled: ${s.title}` : s.title,
        status: change.kind === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
        description: [change.note, common.description].filter(Boolean).join("\n\n") || undefined,
      });
    }
  }
  return calendar.toString();
}

/** A strong validator for a feed's bytes. */
export function etagOf(body: string): string {
  return `"${createHash("sha1").update(body).digest("base64url")}"`;
}

/** A link that adds one event (its whole series) to Google Calendar. */
export function googleCalendarLink(s: Series, church: FeedPlace, origin: string): string {
  const end = s.endLocal ?? (s.allDay ? s.startLocal : addMinutes(s.startLocal, 60));
  const dates = s.allDay ? `${compact(s.startLocal, true)}/${compact(allDayEnd(end), true)}` : `${compact(s.startLocal, false)}/${compact(end, false)}`;
  const params = new URLSearchParams({ action: "TEMPLATE", text: s.title, dates, ctz: s.timeZone, location: placeOf(s, church), details: [s.summary, `${origin}${s.href}`].filter(Boolean).join("\n\n") });
  if (s.rrule) params.set("recur", `RRULE:${feedRuleString(s.rrule, { allDay: s.allDay, utcUntil: (local) => zonedMoment(local, s.timeZone) })}`);
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
