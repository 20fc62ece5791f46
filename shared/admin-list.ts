/**
 * The staff lists' place in the address (issue 33): what the filter box holds, the sort, a filter of
 * their own, and the page of 50 shown. Read from the address, so a reload, the Back button and a link
 * sent to a colleague all land on the same rows.
 */
export const ADMIN_PAGE_SIZE = 50;

export type ListPlace<S extends string = string, F extends string = string> = { q: string; sort: S; filter: F | null; page: number };

/** The list's place from its address: unknown sorts and filters fall back to the first, a page to 1. */
export function listPlace<S extends string, F extends string>(url: URL, sorts: readonly S[], filters: readonly F[] = []): ListPlace<S, F> {
  const q = (url.searchParams.get("q") ?? "").replace(/\s+/g, " ").trim().slice(0, 200);
  const sort = sorts.find((s) => s === url.searchParams.get("sort")) ?? sorts[0]!;
  const filter = filters.find((f) => f === url.searchParams.get("show")) ?? null;
  const page = Math.max(1, Math.floor(Number(url.searchParams.get("page"))) || 1);
  return { q, sort, filter, page };
}

/**
 * The address of the list at another place (defaults left out, so plain lists keep plain addresses).
 * `path` may carry a query of its own that the place does not hold (the messages list's `?kind=`).
 */
export function listAddress(path: string, place: ListPlace, changes: Partial<ListPlace> = {}, defaultSort?: string): string {
  const next = { ...place, ...changes };
  const params = new URLSearchParams();
  if (next.q) params.set("q", next.q);
  if (next.sort && next.sort !== defaultSort) params.set("sort", next.sort);
  if (next.filter) params.set("show", next.filter);
  if (next.page > 1) params.set("page", String(next.page));
  const query = params.toString();
  return query ? `${path}${path.includes("?") ? "&" : "?"}${query}` : path;
}

export type ListPage<T> = { items: T[]; total: number; page: number; pages: number };

/** Page `page` of `total` rows, kept within the pages there are. */
export function pageWithin(page: number, total: number): { page: number; pages: number; offset: number } {
  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const at = Math.min(Math.max(1, page), pages);
  return { page: at, pages, offset: (at - 1) * ADMIN_PAGE_SIZE };
}
