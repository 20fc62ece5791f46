/**
 * schema.org Events as Google reads them (issue 29 item 7): each date a start (and end) with its time
 * zone's offset, a Place with a name and a whole postal address, and its status. The home page's
 * times and the event pages build them here; app/testing/structured-data.ts checks them.
 */
import type { SiteSettings } from "../../shared/content/settings.ts";
import { meetsAway, readAddress } from "../../shared/events.ts";
import type { Occurrence } from "../../server/events/occurrences.ts";
import { postalAddressLd } from "./seo.ts";

type Ld = Record<string, unknown>;

/** schema.org's word for each state of a date. */
export const EVENT_STATUS = { scheduled: "https://schema.org/EventScheduled", cancelled: "https://schema.org/EventCancelled", moved: "https://schema.org/EventRescheduled" } as const;

/**
 * The wall-clock time `local` with the offset its zone had at `moment` ("2026-12-15T13:30:00-05:00"):
 * the offset comes from the moment, so a date after a daylight-saving change carries the new one.
 */
export function withOffset(moment: string, local: string): string {
  const offset = Math.round((Date.parse(`${local.slice(0, 16)}:00Z`) - Date.parse(moment)) / 60_000);
  const sign = offset < 0 ? "-" : "+";
  const abs = Math.abs(offset);
  return `${local.slice(0, 16)}:00${sign}${String(Math.floor(abs / 60)).padStart(2, "0")}:${String(abs % 60).padStart(2, "0")}`;
}

/**
 * Where a series meets. A weekly-schedule row's place is a room at the church ("Sanctuary"): the room
 * is the Place's name and the church's postal address its address. An event's location, or a row's
 * place that is a whole address, is an address away from the church staff typed ("Camp Wesley, 12
 * Lake Rd, Ripley, WV 25271", read into its parts); empty, the church itself.
 */
export function placeLd(series: { source: "event" | "schedule"; location: string }, settings: Pick<SiteSettings, "churchName" | "address">): Ld {
  const church = { "@type": "Place", name: settings.churchName, address: postalAddressLd(settings) };
  if (!series.location) return church;
  if (!meetsAway(series)) return { ...church, name: series.location };
  const typed = readAddress(series.location);
  if (!typed) {
    // Saved before the form asked for the whole address: the line as it is (the check flags it).
    return { "@type": "Place", name: series.location, address: { "@type": "PostalAddress", streetAddress: series.location } };
  }
  return {
    "@type": "Place",
    name: typed.name,
    address: { "@type": "PostalAddress", streetAddress: typed.street, addressLocality: typed.city, addressRegion: typed.region, postalCode: typed.postalCode, addressCountry: settings.address.country },
  };
}

/** The church as an Event's organizer. */
export const organizerLd = (settings: Pick<SiteSettings, "churchName">, origin: string): Ld => ({ "@type": "Organization", name: settings.churchName, url: `${origin}/` });

type EventDate = Pick<Occurrence, "allDay" | "start" | "startLocal" | "end" | "endLocal" | "status" | "movedFrom" | "movedFromStart">;

/** One date of a series as a schema.org Event; a day-long date is given by its days alone, as Google allows. */
export function eventLd({ name, description, url, date, place, image, organizer }: { name: string; description?: string; url: string; date: EventDate; place: Ld; image?: string; organizer: Ld }): Ld {
  const at = (moment: string, local: string) => (date.allDay ? local.slice(0, 10) : withOffset(moment, local));
  return {
    "@type": "Event",
    name,
    ...(description ? { description } : {}),
    url,
    startDate: at(date.start, date.startLocal),
    ...(date.end && date.endLocal ? { endDate: at(date.end, date.endLocal) } : {}),
    eventStatus: EVENT_STATUS[date.status],
    ...(date.status === "moved" && date.movedFrom && date.movedFromStart ? { previousStartDate: at(date.movedFromStart, date.movedFrom) } : {}),
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: place,
    ...(image ? { image } : {}),
    organizer,
  };
}
