import { useId } from "react";
import { SearchIcon } from "./icons.tsx";

/**
 * The site search box: a plain GET form to /search, so it works without JavaScript. `compact` is the
 * header's (its label read by screen readers only); the search page shows its label.
 */
export function SearchForm({ query = "", compact = false, className = "" }: { query?: string; compact?: boolean; className?: string }) {
  const id = useId();
  return (
    <form role="search" action="/search" method="get" className={`flex items-stretch gap-2 ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search the site
      </label>
      <input
        id={id}
        type="search"
        name="q"
        defaultValue={query}
        maxLength={200}
        placeholder={compact ? "Search" : "Sermons, events, pages…"}
        className={`min-w-0 rounded-md border border-slate-400 bg-white px-3 text-slate-900 placeholder:text-slate-600 ${compact ? "w-32 py-1.5 text-sm" : "flex-1 py-2 text-base"}`}
      />
      <button type="submit" className={compact ? "rounded-md p-2 text-brand-900 hover:bg-brand-50" : "btn gap-2"} aria-label={compact ? "Search" : undefined}>
        <SearchIcon className="h-5 w-5" />
        {compact ? null : <span>Search</span>}
      </button>
    </form>
  );
}
