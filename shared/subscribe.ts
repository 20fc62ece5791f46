/**
 * The addresses people subscribe with (issue 30 item 5): the calendar feeds in a phone's calendar, the
 * podcast in a podcast app. Pure, so that pages, the feed and the tests build them alike.
 */

/** A feed's address for Apple Calendar, iOS and Outlook, which subscribe to `webcal:` links. */
export function webcalAddress(feedUrl: string): string {
  return feedUrl.replace(/^https?:/, "webcal:");
}

/**
 * Google Calendar's "add by URL" link: it opens Google Calendar (on the web, signed in) with the
 * subscription ready to add, which is how an Android phone subscribes (its calendar app cannot).
 */
export function googleCalendarSubscribeLink(feedUrl: string): string {
  return `https://calendar.google.com/calendar/r?cid=${encodeURIComponent(webcalAddress(feedUrl))}`;
}

/**
 * Bumped whenever the default artwork's drawing changes: podcast apps keep artwork by its address, so
 * a new drawing needs a new one.
 */
const ARTWORK_DRAWING = 1;

/** FNV-1a, 32 bits: a short, stable name for a text (not a secret). */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}

/**
 * Where the podcast's default artwork (the church's name, drawn; server/past-services/default-artwork.ts)
 * is served until staff upload their own. The name is in the address, so a renamed church gets a new
 * picture at a new address.
 */
export function defaultArtworkPath(churchName: string): string {
  return `/podcast/artwork-${fnv1a(`${ARTWORK_DRAWING}:${churchName}`).toString(36)}.jpg`;
}

/** The file names `defaultArtworkPath` gives (the server answers them). */
export const DEFAULT_ARTWORK_FILE = /^artwork-[0-9a-z]{1,7}\.jpg$/;
