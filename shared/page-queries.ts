/**
 * The query parameters each public page reads, and the only way a page reads them. The page cache
 * keys a page by these names alone (issue 29: `/events/archive?x=1`, `?x=2` … were each a render and a
 * cache entry of their own), so a page that read a name missing here would be served another query's
 * copy: `pageQuery` lets a route read only the names its line lists. Pages not listed read none.
 * Every page also reads `?preview=1`, but only for signed-in staff, whose pages are never cached.
 */
export const PAGE_QUERIES = {
  "/events": ["category", "view", "weeks", "month"],
  // Issue 33: the archives a page at a time (the readings a month at a time, past events a year at a time), with the list's filters.
  "/events/archive": ["year"],
  "/past-sessions": ["series", "speaker", "book", "page"],
  "/past-services": ["series", "speaker", "book", "page"],
  "/announcements": ["page"],
  "/daily-readings": ["month"],
  // Issue 35: the notice after an enquiry; the family's status page (answered private, never cached).
  "/childcare-preschool/enquire": ["sent"],
  "/childcare-preschool/enquiry": ["token", "answer", "new", "done"],
  // A registrant's private pages (issue 34): never cached (server/http/page-cache.ts), the link's token in the query.
  "/registration": ["token"],
  "/registration/confirm": ["token"],
  // Issue 36: the prayer ministry's private links (never cached: server/http/page-cache.ts).
  "/prayer/request": ["token"],
  "/prayer/prayed": ["token"],
  "/prayer/encourage": ["token"],
  "/prayer/team/confirm": ["token"],
  "/prayer/team": ["token"],
  // Never stored in the page cache (server/http/page-cache.ts), whatever its query.
  "/search": ["q", "kind", "page"],
} as const satisfies Record<string, readonly string[]>;

export type QueryPage = keyof typeof PAGE_QUERIES;

/** The names a page at `path` reads (none for a page the table does not list). */
export function queryNamesOf(path: string): readonly string[] {
  return Object.hasOwn(PAGE_QUERIES, path) ? PAGE_QUERIES[path as QueryPage] : [];
}

/** A page's query as the page may read it: the first value of each name its line lists. */
export function pageQuery<P extends QueryPage>(url: URL, page: P): { get(name: (typeof PAGE_QUERIES)[P][number]): string | null } {
  const names: readonly string[] = PAGE_QUERIES[page];
  return { get: (name) => (names.includes(name) ? url.searchParams.get(name) : null) };
}
