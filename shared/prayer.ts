/**
 * The prayer ministry's rules that the form, the pages and the server all read (issue 36): who may see a
 * request, how long it stays open, and what counts as contact details in a public text.
 *
 * Pure on purpose: the browser and the server both read it.
 */

/** Who sees a request, narrowest first. A request sent without a choice (the spec's API) is for the pastors only. */
export const PRAYER_VISIBILITIES = ["pastors", "team", "wall"] as const;
export type PrayerVisibility = (typeof PRAYER_VISIBILITIES)[number];

/** The choice's words, on the form and wherever a request is shown. */
export const VISIBILITY_LABELS: Record<PrayerVisibility, string> = {
  pastors: "Pastors only",
  team: "The prayer team",
  wall: "The prayer team and the public prayer wall",
};

/** Where a request is in its life: open (prayed for), answered, closed after its days, or taken down by the person. */
export type PrayerStatus = "open" | "answered" | "closed" | "withdrawn";

/** A public text's review: waiting, held for its contact details, approved by staff, or declined. */
export type WallReview = "pending" | "held" | "approved" | "declined";

/** How a team member takes requests: each as it arrives, or one e-mail a day. */
export const TEAM_DELIVERIES = ["each", "digest"] as const;
export type TeamDelivery = (typeof TEAM_DELIVERIES)[number];
export const DELIVERY_LABELS: Record<TeamDelivery, string> = {
  each: "Each request as it arrives",
  digest: "One e-mail a day with the new requests",
};

/** The consent a member gives on the confirmation page, in its words (server/people/consents.ts). */
export const TEAM_CONSENT = { purpose: "prayer-team", form: "/prayer/team/confirm", wording: "Send me the prayer requests of the prayer team by e-mail. I keep them to myself." };

/** A request stays open (and on the wall) this long after it was made or last renewed. */
export const OPEN_DAYS = 30;
/** An answered prayer stays in the wall's "answered prayers" this long. */
export const ANSWERED_SHOWN_DAYS = 30;
/** What the wall shows when the person gave no name for it. */
export const ANONYMOUS = "Anonymous";
export const LIMITS = { wallName: 40, wallText: 500, praiseNote: 500, encouragement: 1000 } as const;

/** Whether `later` shows the request to no one `earlier` did not: a person may narrow who sees it, never widen it. */
export function isNarrowing(earlier: PrayerVisibility, later: PrayerVisibility): boolean {
  return PRAYER_VISIBILITIES.indexOf(later) <= PRAYER_VISIBILITIES.indexOf(earlier);
}

const EMAIL_IN_TEXT = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/i;
/** Seven or more digits, as people write phone numbers: "555-0142", "(304) 555 0142", "+1.304.555.0142". */
const PHONE_IN_TEXT = /(?:\+?\d[\s().-]*){7,}/;

/** The contact details a public text holds, in words for the staff's note; null when it holds none. */
export function contactDetailsIn(text: string): string | null {
  const found = [EMAIL_IN_TEXT.test(text) ? "an e-mail address" : null, PHONE_IN_TEXT.test(text) ? "a phone number" : null].filter(Boolean);
  return found.length ? `It holds ${found.join(" and ")}.` : null;
}

/** The person's contact as an e-mail address they can be written to at, or null (a phone number). */
export function emailOf(contact: string): string | null {
  const trimmed = contact.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed.toLowerCase() : null;
}

/** The first name of a name, as the prayer team sees the person. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? "";
}

/** "Prayed for 1 time" / "5 times". */
export function prayedTimes(count: number): string {
  return count === 1 ? "1 time" : `${count} times`;
}

/** The wall, and the pages private links open (the token travels in `?token=`). */
export const PRAYER_WALL = "/prayer-wall";
export const PRAYER_PAGES = {
  /** The person's own request: counts, encouragements, update, answered, take down. */
  request: "/prayer/request",
  /** A team member's "I prayed" for one request. */
  prayed: "/prayer/prayed",
  /** A team member's word of encouragement for one request. */
  encourage: "/prayer/encourage",
  /** A new team member confirms before anything is sent. */
  confirm: "/prayer/team/confirm",
  /** A team member's own page: how often, or leave the team (also the List-Unsubscribe address). */
  member: "/prayer/team",
} as const;

/** The staff list's orders (issue 33), in the address as ?sort=. */
export const PRAYER_LIST_SORTS = ["newest", "oldest"] as const;
export type PrayerListSort = (typeof PRAYER_LIST_SORTS)[number];
/** What the staff list's "Show" may pick (?show=): the request's state and what waits for staff. */
export const PRAYER_LIST_FILTERS = ["open", "answered", "closed", "withdrawn", "review", "unread", "pastors", "contact"] as const;
export type PrayerListFilter = (typeof PRAYER_LIST_FILTERS)[number];
/** "New", "Pastors only" and "Please contact" are pastoral readers' alone: for anyone else they are no filter at all. */
const PASTORAL_FILTERS: ReadonlySet<PrayerListFilter> = new Set(["unread", "pastors", "contact"]);
export const prayerListFilters = (pastoral: boolean): readonly PrayerListFilter[] => (pastoral ? PRAYER_LIST_FILTERS : PRAYER_LIST_FILTERS.filter((f) => !PASTORAL_FILTERS.has(f)));
