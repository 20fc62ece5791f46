/**
 * The public archives a page at a time (issue 33): /announcements and /past-sessions show 20 a page,
 * the page in the address (`?page=2`, none for the first), so a reload, the Back button and a shared
 * link land on the same items and the page cache keeps one copy per page.
 */
export const ARCHIVE_PAGE_SIZE = 20;

export type ArchivePlace = { page: number; pages: number; offset: number };

/** The number `?page=` names, or null when it names none ("abc", "0", "1.5", "01"). */
export function requestedPage(value: string | null): number | null {
  return value !== null && /^[1-9][0-9]{0,8}$/.test(value) ? Number(value) : null;
}

/**
 * Where page `page` of `total` items lies. `canonical` is false for an address that should be answered
 * elsewhere: a page past the last (the items it held have gone) or a `?page=` naming no page, which
 * lead to the last page or the first; the first page's own address has no `?page=`.
 */
export function archivePlace(value: string | null, total: number): ArchivePlace & { canonical: boolean } {
  const pages = Math.max(1, Math.ceil(total / ARCHIVE_PAGE_SIZE));
  const asked = requestedPage(value);
  const page = asked === null ? 1 : Math.min(asked, pages);
  const canonical = value === null || (asked !== null && asked === page && page > 1);
  return { page, pages, offset: (page - 1) * ARCHIVE_PAGE_SIZE, canonical };
}

/** The address of page `page` of a list at `path` whose other query names are `keep` (empty ones left out). */
export function archivePageAddress(path: string, page: number, keep: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(keep)) if (value) params.set(name, value);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
