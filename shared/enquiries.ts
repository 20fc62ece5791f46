/**
 * Childcare enquiries (issue 35): the rules both the pages and the server need. A family's room
 * follows from the child's age on the day care would start (the later of the month they asked for and
 * today), so a child who ages out of a room before an offer is in the next room at once, keeping the
 * moment they enquired. Each room's waiting list is ordered by priority, then by that moment.
 *
 * Pure on purpose: the browser and the server both read it.
 */

export const WEEKDAYS = ["mon", "tue", "wed", "thu", "fri"] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const WEEKDAY_LABELS: Record<Weekday, string> = { mon: "Monday", tue: "Tuesday", wed: "Wednesday", thu: "Thursday", fri: "Friday" };
export const WEEKDAY_SHORT: Record<Weekday, string> = { mon: "Mon", tue: "Tue", wed: "Wed", thu: "Thu", fri: "Fri" };

/** "Mon, Wed, Fri"; every weekday is "Monday to Friday". */
export function daysText(days: readonly Weekday[]): string {
  const sorted = WEEKDAYS.filter((d) => days.includes(d));
  return sorted.length === WEEKDAYS.length ? "Monday to Friday" : sorted.map((d) => WEEKDAY_SHORT[d]).join(", ");
}

/**
 * Where a family stands. "unconfirmed": sent without the captcha (no JavaScript), waiting for the
 * parent to confirm from the e-mail; nobody but the parent sees it. The board's columns run from
 * "enquiry" to "enrolled"; "declined" and "withdrawn" close an enquiry.
 */
export const ENQUIRY_STATUSES = ["unconfirmed", "enquiry", "tour-booked", "toured", "waitlisted", "offered", "enrolled", "declined", "withdrawn"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const STATUS_LABELS: Record<EnquiryStatus, string> = {
  unconfirmed: "Not yet confirmed",
  enquiry: "Enquiry",
  "tour-booked": "Tour booked",
  toured: "Toured",
  waitlisted: "Waitlisted",
  offered: "Offered",
  enrolled: "Enrolled",
  declined: "Declined",
  withdrawn: "Withdrawn",
};

/** The director's board, left to right, then the two closing columns. */
export const BOARD_COLUMNS = ["enquiry", "tour-booked", "toured", "waitlisted", "offered", "enrolled", "declined", "withdrawn"] as const satisfies readonly EnquiryStatus[];
export type BoardStatus = (typeof BOARD_COLUMNS)[number];

/** Families still waiting for a place: they hold their place in their room's order. */
export const WAITING_STATUSES = ["enquiry", "tour-booked", "toured", "waitlisted"] as const satisfies readonly EnquiryStatus[];
/** Families holding a place (an offer not yet answered, or enrolled). */
export const PLACED_STATUSES = ["offered", "enrolled"] as const satisfies readonly EnquiryStatus[];
/** Closed: kept for the set time, then removed, leaving only counts. */
export const CLOSED_STATUSES = ["declined", "withdrawn"] as const satisfies readonly EnquiryStatus[];

export const isWaiting = (status: EnquiryStatus) => (WAITING_STATUSES as readonly string[]).includes(status);
export const isClosed = (status: EnquiryStatus) => (CLOSED_STATUSES as readonly string[]).includes(status);

/** Where the director may move a family by hand (an offer goes through "Offer a place", which checks the places). */
export const MOVABLE_TO = ["enquiry", "tour-booked", "toured", "waitlisted", "enrolled", "declined", "withdrawn"] as const satisfies readonly BoardStatus[];

// --- Priority ------------------------------------------------------------------------------------

export const PRIORITIES = ["staff", "sibling", "member"] as const;
export type Priority = (typeof PRIORITIES)[number];
export const PRIORITY_LABELS: Record<Priority, string> = { staff: "Staff child", sibling: "Sibling attends", member: "Church member" };

export type PriorityFlags = { staffChild: boolean; sibling: boolean; churchMember: boolean };

/** 0 comes first: a staff member's child, then a sibling of a child already here, then a church member's, then everyone else. */
export function priorityRank(flags: PriorityFlags): number {
  if (flags.staffChild) return 0;
  if (flags.sibling) return 1;
  if (flags.churchMember) return 2;
  return 3;
}

export function priorityLabels(flags: PriorityFlags): string[] {
  return [flags.staffChild && PRIORITY_LABELS.staff, flags.sibling && PRIORITY_LABELS.sibling, flags.churchMember && PRIORITY_LABELS.member].filter((l): l is string => Boolean(l));
}

// --- Ages and rooms ------------------------------------------------------------------------------

export const AGE_UNITS = ["weeks", "months", "years"] as const;
export type AgeUnit = (typeof AGE_UNITS)[number];
export type Age = { value: number; unit: AgeUnit };

/** "6 weeks", "18 months", "1 year". */
export function ageText({ value, unit }: Age): string {
  return `${value} ${value === 1 ? unit.slice(0, -1) : unit}`;
}

/** The date a child born on `birth` reaches `age` (calendar arithmetic; the 31st of a short month is its last day). */
export function dateAtAge(birth: string, { value, unit }: Age): string {
  const [y, m, d] = birth.split("-").map(Number) as [number, number, number];
  if (unit === "weeks") return new Date(Date.UTC(y, m - 1, d + value * 7)).toISOString().slice(0, 10);
  const months = unit === "years" ? value * 12 : value;
  const year = y + Math.floor((m - 1 + months) / 12);
  const month = (((m - 1 + months) % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

/** A room's age band: from `minAge` up to (not including) `maxAge`. */
export type RoomBand = { id: number; name: string; minAge: Age; maxAge: Age };

/** "6 weeks to 18 months". */
export function bandText(room: Pick<RoomBand, "minAge" | "maxAge">): string {
  return room.minAge.unit === room.maxAge.unit ? `${room.minAge.value} to ${ageText(room.maxAge)}` : `${ageText(room.minAge)} to ${ageText(room.maxAge)}`;
}

export const fitsRoom = (room: Pick<RoomBand, "minAge" | "maxAge">, birth: string, on: string) => dateAtAge(birth, room.minAge) <= on && on < dateAtAge(birth, room.maxAge);

/** The room a child born (or due) on `birth` belongs in on `on`; null when no room's band holds that age. */
export function roomFor<R extends RoomBand>(rooms: readonly R[], birth: string, on: string): R | null {
  return rooms.find((room) => fitsRoom(room, birth, on)) ?? null;
}

/** Why no room fits a child on a day: too young for every room, or older than the oldest (null when one fits or there are no rooms). */
export function noRoomReason(rooms: readonly RoomBand[], birth: string, on: string): "too-young" | "too-old" | "between" | null {
  if (rooms.length === 0 || roomFor(rooms, birth, on)) return null;
  if (rooms.every((room) => on < dateAtAge(birth, room.minAge))) return "too-young";
  if (rooms.every((room) => on >= dateAtAge(birth, room.maxAge))) return "too-old";
  return "between";
}

/** Two bands overlap (compared for a child born on one fixed day, so weeks and months compare alike for every room). */
export function bandsOverlap(a: Pick<RoomBand, "minAge" | "maxAge">, b: Pick<RoomBand, "minAge" | "maxAge">): boolean {
  const birth = "2000-01-01";
  return dateAtAge(birth, a.minAge) < dateAtAge(birth, b.maxAge) && dateAtAge(birth, b.minAge) < dateAtAge(birth, a.maxAge);
}

export const bandIsEmpty = (band: Pick<RoomBand, "minAge" | "maxAge">) => dateAtAge("2000-01-01", band.minAge) >= dateAtAge("2000-01-01", band.maxAge);

/** The first day of a start month ("2027-01" → "2027-01-01"). */
export const monthStart = (month: string) => `${month.slice(0, 7)}-01`;

/** The day care would start: the first of the month asked for, or today once that has passed. */
export function effectiveStart(startMonth: string, today: string): string {
  const first = monthStart(startMonth);
  return first > today ? first : today;
}

/** "January 2027". */
export function monthName(month: string): string {
  return new Date(`${monthStart(month)}T12:00:00Z`).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}

/** The months a family may ask to start in: this month and the next `count - 1`, as "YYYY-MM". */
export function startMonths(today: string, count = 24): string[] {
  const [y, m] = today.split("-").map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = m - 1 + i;
    return `${y + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
  });
}

/** A child's age in words on a day: "5 months", "2 years 3 months", "3 weeks"; "not yet born". */
export function ageOn(birth: string, on: string): string {
  if (on < birth) return "not yet born";
  let months = 0;
  while (dateAtAge(birth, { value: months + 1, unit: "months" }) <= on) months++;
  if (months === 0) {
    const weeks = Math.floor((Date.parse(`${on}T00:00:00Z`) - Date.parse(`${birth}T00:00:00Z`)) / (7 * 86_400_000));
    return ageText({ value: weeks, unit: "weeks" });
  }
  if (months < 24) return ageText({ value: months, unit: "months" });
  const years = Math.floor(months / 12);
  const rest = months % 12;
  return rest ? `${ageText({ value: years, unit: "years" })} ${ageText({ value: rest, unit: "months" })}` : ageText({ value: years, unit: "years" });
}

// --- The waiting list ----------------------------------------------------------------------------

/** What orders a waiting list: priority first, then the moment of the enquiry, then the record (for two in one millisecond). */
export type Queued = PriorityFlags & { id: number; enquiredAt: Date | string };

export function compareQueued(a: Queued, b: Queued): number {
  return priorityRank(a) - priorityRank(b) || new Date(a.enquiredAt).getTime() - new Date(b.enquiredAt).getTime() || a.id - b.id;
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** "Waiting: 4th of 11 for Toddlers": a count only, never anything of the other families. */
export const standingText = (position: number, of: number, room: string) => `Waiting: ${ordinal(position)} of ${of} for ${room}`;

// --- Dates a parent gives ------------------------------------------------------------------------

/** How far ahead an expected due date may be. */
export const DUE_DATE_MONTHS_AHEAD = 10;

/** A valid calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
