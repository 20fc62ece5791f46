import { useId } from "react";
import { type ListPage, type ListPlace, listAddress } from "../../../shared/admin-list.ts";

type Choice = { value: string; label: string };

/**
 * A staff list's filter box, sort and filter, and its pages of 50 (issue 33): a GET form and links, so
 * the list's place is in the address and works without JavaScript.
 */
export function ListControls({
  path,
  place,
  label,
  sorts,
  filters,
  filterLabel = "Show",
  placeholder = "Words in the title or text",
}: {
  /** The list's address; a query it carries (`?kind=directory`) is kept, as a GET form drops it. */
  path: string;
  place: ListPlace;
  label: string;
  sorts: Choice[];
  filters?: Choice[];
  filterLabel?: string;
  placeholder?: string;
}) {
  const id = useId();
  const [action, query] = path.split("?");
  // The boxes always say what the list shows: after Back the browser would otherwise put back words
  // typed on the earlier page (autocomplete off), and a navigation in the app would keep the old ones (the keys).
  const shown = `${place.q}|${place.filter ?? ""}|${place.sort}`;
  return (
    <form method="get" action={action} role="search" aria-label={`Filter ${label.toLowerCase()}`} autoComplete="off" className="mt-6 flex flex-wrap items-end gap-3" key={shown}>
      {[...new URLSearchParams(query)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="min-w-48 flex-1">
        <label htmlFor={`${id}-q`} className="block text-sm font-medium text-slate-800">
          Find
        </label>
        <input id={`${id}-q`} type="search" name="q" defaultValue={place.q} maxLength={200} className="mt-1 w-full rounded-md border border-slate-400 px-3 py-2" placeholder={placeholder} />
      </div>
      {filters ? (
        <div>
          <label htmlFor={`${id}-show`} className="block text-sm font-medium text-slate-800">
            {filterLabel}
          </label>
          <select id={`${id}-show`} name="show" defaultValue={place.filter ?? ""} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
            <option value="">All</option>
            {filters.map((f) => (
              <option key={f.value} value={f.value}>
                {f.label}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div>
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-800">
          Order
        </label>
        <select id={`${id}-sort`} name="sort" defaultValue={place.sort} className="mt-1 rounded-md border border-slate-400 px-3 py-2">
          {sorts.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn">
        Apply
      </button>
      {place.q || place.filter ? (
        <a href={path} className="py-2">
          Clear
        </a>
      ) : null}
    </form>
  );
}

/** "Showing 51–100 of 1,530" and the links to the pages before and after. */
export function ListPages({ path, place, list, what, defaultSort }: { path: string; place: ListPlace; list: ListPage<unknown>; what: string; defaultSort: string }) {
  if (list.total === 0) return null;
  const first = (list.page - 1) * 50 + 1;
  const last = first + list.items.length - 1;
  return (
    <nav aria-label={`Pages of ${what}`} className="mt-6 flex flex-wrap items-center justify-between gap-3">
      <p className="text-slate-700">
        Showing {first.toLocaleString("en-US")}–{last.toLocaleString("en-US")} of {list.total.toLocaleString("en-US")} {what}
      </p>
      {list.pages > 1 ? (
        <p className="flex items-center gap-4">
          {list.page > 1 ? <a href={listAddress(path, place, { page: list.page - 1 }, defaultSort)}>Previous page</a> : null}
          <span>
            Page {list.page} of {list.pages}
          </span>
          {list.page < list.pages ? <a href={listAddress(path, place, { page: list.page + 1 }, defaultSort)}>Next page</a> : null}
        </p>
      ) : null}
    </nav>
  );
}
