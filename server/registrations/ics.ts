/**
 * The calendar file sent with every e-mail about a registration (issue 34): one VEVENT whose UID is
 * the registration's own and never changes, so a calendar that took the first file updates that entry
 * when a later one comes (SEQUENCE raised: a moved date, a promotion) and removes it on METHOD:CANCEL.
 * Written with ical-generator, as the calendar feeds are, with the date's own time zone.
 */
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { addDays } from "../../shared/dates.ts";
import { zoned } from "../events/feed.ts";
import type { DateFacts } from "./dates.ts";

export type RegistrationIcs = {
  uid: string;
  sequence: number;
  /** PUBLISH: add or update the entry; CANCEL: remove it. */
  method: "PUBLISH" | "CANCEL";
  /** A waitlisted registration is TENTATIVE until it gets a place. */
  status: "CONFIRMED" | "TENTATIVE" | "CANCELLED";
  title: string;
  facts: DateFacts;
  location: string;
  url: string;
  description: string;
  organizer: { name: string; email: string };
  stamp: Date;
};

/** The stable UID of a registration's calendar entry. */
export const registrationUid = (id: number, host: string) => `registration-${id}@${host}`;

export function registrationIcs(entry: RegistrationIcs): string {
  const calendar = ical({
    prodId: { company: "Steeple", product: "Registrations", language: "EN" },
    method: entry.method === "CANCEL" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
    timezone: { name: null, generator: getVtimezoneComponent },
  });
  const { facts } = entry;
  const start = facts.allDay ? zoned(`${facts.startLocal.slice(0, 10)}T00:00`, facts.timeZone) : zoned(facts.startLocal, facts.timeZone);
  // An all-day DTEND is the day after its last day (RFC 5545).
  const end = facts.endLocal === null ? undefined : facts.allDay ? zoned(`${addDays(facts.endLocal.slice(0, 10), 1)}T00:00`, facts.timeZone) : zoned(facts.endLocal, facts.timeZone);
  calendar.createEvent({
    id: entry.uid,
    sequence: entry.sequence,
    stamp: entry.stamp,
    timezone: facts.allDay ? null : facts.timeZone,
    allDay: facts.allDay,
    start,
    end,
    summary: entry.status === "CANCELLED" ? `Cancelled: ${entry.title}` : entry.status === "TENTATIVE" ? `Waitlist: ${entry.title}` : entry.title,
    status: ICalEventStatus[entry.status],
    location: entry.location,
    url: entry.url,
    description: entry.description,
    organizer: { name: entry.organizer.name, email: entry.organizer.email },
  });
  return calendar.toString();
}
