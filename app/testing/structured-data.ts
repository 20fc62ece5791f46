/**
 * Google's rules for a schema.org Event in JSON-LD (Search Central, "Event structured data"), as one
 * check that the Vitest page tests and the Playwright SEO spec both run on every Event a public page
 * carries (issue 29 item 7). Pure: no test runner, no DOM.
 *
 * Errors are what Google requires, plus what this site promises for every Event: a start with its
 * time zone offset, a `Place` with a name and a whole `PostalAddress`, an `eventStatus`, and a
 * `previousStartDate` (with its offset) only on a rescheduled date. Warnings are the recommended fields
 * Google's Rich Results Test reports as missing; a page may go without them.
 */

export const EVENT_STATUSES = ["EventScheduled", "EventCancelled", "EventPostponed", "EventRescheduled", "EventMovedOnline"].map((s) => `https://schema.org/${s}`);
export const ATTENDANCE_MODES = ["OfflineEventAttendanceMode", "OnlineEventAttendanceMode", "MixedEventAttendanceMode"].map((s) => `https://schema.org/${s}`);
export const ADDRESS_PARTS = ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"] as const;

/** "2026-12-15T13:30:00-05:00": an ISO 8601 date-time that says its offset from UTC. */
const DATE_TIME_WITH_OFFSET = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-](\d{2}):(\d{2}))$/;
/** "2026-12-15": Google takes a date alone for an event that lasts the whole day. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

type Ld = Record<string, unknown>;

const isObject = (value: unknown): value is Ld => typeof value === "object" && value !== null && !Array.isArray(value);
const typesOf = (node: Ld) => (Array.isArray(node["@type"]) ? (node["@type"] as unknown[]) : [node["@type"]]);
const text = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** Every Event anywhere in one or more JSON-LD documents: top level, in `@graph`, or nested (a Church's `event`). */
export function eventsIn(jsonLd: unknown): Ld[] {
  const found: Ld[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (isObject(node)) {
      if (typesOf(node).includes("Event")) found.push(node);
      Object.values(node).forEach(visit);
    }
  };
  visit(jsonLd);
  return found;
}

/** The moment a date-time with offset names (ms), or null when it is not one or names no real time. */
function momentOf(value: unknown): number | null {
  if (typeof value !== "string") return null;
  const m = DATE_TIME_WITH_OFFSET.exec(value);
  if (!m) return null;
  const [year, month, day, hour, minute] = [m[1], m[2], m[3], m[4], m[5]].map(Number) as [number, number, number, number, number];
  const real = new Date(Date.UTC(year, month - 1, day, hour, minute));
  if (real.getUTCMonth() !== month - 1 || real.getUTCDate() !== day || hour > 23 || minute > 59) return null;
  if (m[8] !== undefined && (Number(m[8]) > 14 || Number(m[9]) > 59)) return null;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : at;
}

function isRealDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const m = DATE_ONLY.exec(value);
  if (!m) return false;
  const real = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(real.getTime()) && real.getUTCDate() === Number(m[3]);
}

const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^\s/]+/.test(value);

/** What Google would refuse (errors) and what its test lists as missing but optional (warnings). */
export function eventProblems(event: Ld): { errors: string[]; warnings: string[] } {
  const errors: string[] = [];
  const warnings: string[] = [];

  if (!text(event.name)) errors.push("name: missing");

  // Dates: all with an offset, or (an all-day event) all dates alone.
  const allDay = isRealDate(event.startDate);
  const dateField = (field: "startDate" | "endDate" | "previousStartDate") => {
    const value = event[field];
    if (value === undefined) return;
    if (allDay ? !isRealDate(value) : momentOf(value) === null) {
      errors.push(`${field}: ${JSON.stringify(value)} is not ${allDay ? "a date (YYYY-MM-DD) like the start" : "an ISO 8601 date-time with its offset from UTC"}`);
    }
  };
  if (event.startDate === undefined) errors.push("startDate: missing");
  else if (!allDay && momentOf(event.startDate) === null) errors.push(`startDate: ${JSON.stringify(event.startDate)} is not an ISO 8601 date-time with its offset from UTC`);
  dateField("endDate");
  dateField("previousStartDate");
  if (event.endDate === undefined) warnings.push("endDate: missing (recommended)");
  else if (allDay ? isRealDate(event.endDate) && (event.endDate as string) < (event.startDate as string) : (momentOf(event.endDate) ?? Infinity) < (momentOf(event.startDate) ?? -Infinity)) {
    errors.push("endDate: before startDate");
  }

  // Where: a Place with a name and the whole postal address.
  const location = event.location;
  if (location === undefined) errors.push("location: missing");
  else if (!isObject(location) || !typesOf(location).includes("Place")) errors.push(`location: ${JSON.stringify(location)} is not a Place`);
  else {
    if (!text(location.name)) errors.push("location.name: missing");
    const address = location.address;
    if (!isObject(address) || !typesOf(address).includes("PostalAddress")) errors.push(`location.address: ${JSON.stringify(address)} is not a PostalAddress`);
    else for (const part of ADDRESS_PARTS) if (!text(address[part])) errors.push(`location.address.${part}: missing`);
  }

  // State: always said; a previous start only on a rescheduled date (Google: "don't use other statuses").
  if (event.eventStatus === undefined) errors.push("eventStatus: missing");
  else if (!EVENT_STATUSES.includes(event.eventStatus as string)) errors.push(`eventStatus: ${JSON.stringify(event.eventStatus)} is not a schema.org EventStatusType`);
  if (event.previousStartDate !== undefined && event.eventStatus !== "https://schema.org/EventRescheduled") errors.push("previousStartDate: only with eventStatus EventRescheduled");
  if (event.eventStatus === "https://schema.org/EventRescheduled" && event.previousStartDate === undefined) warnings.push("previousStartDate: missing on a rescheduled date (recommended)");

  if (event.eventAttendanceMode === undefined) warnings.push("eventAttendanceMode: missing (recommended)");
  else if (!ATTENDANCE_MODES.includes(event.eventAttendanceMode as string)) errors.push(`eventAttendanceMode: ${JSON.stringify(event.eventAttendanceMode)} is not a schema.org EventAttendanceModeEnumeration`);

  if (event.description === undefined) warnings.push("description: missing (recommended)");
  else if (!text(event.description)) errors.push("description: empty");
  if (event.image === undefined) warnings.push("image: missing (recommended)");
  else if (![event.image].flat().every(isAbsoluteUrl)) errors.push(`image: ${JSON.stringify(event.image)} is not an absolute URL`);
  if (event.organizer === undefined) warnings.push("organizer: missing (recommended)");
  else if (!isObject(event.organizer) || !text(event.organizer.name)) errors.push("organizer: needs a name");
  else if (event.organizer.url !== undefined && !isAbsoluteUrl(event.organizer.url)) errors.push("organizer.url: not an absolute URL");
  if (event.url !== undefined && !isAbsoluteUrl(event.url)) errors.push(`url: ${JSON.stringify(event.url)} is not an absolute URL`);

  return { errors, warnings };
}

/** Each Event of a page that Google would refuse, with why (empty: every one passes). */
export function refusedEvents(jsonLd: unknown): Array<{ event: string; errors: string[] }> {
  return eventsIn(jsonLd)
    .map((event) => ({ event: `${String(event.name)} ${String(event.startDate)}`, errors: eventProblems(event).errors }))
    .filter((e) => e.errors.length > 0);
}
