/**
 * Site search's words shared by the server (server/search) and the search page (issue 33).
 */
export type SearchKind = "page" | "ministry" | "announcement" | "event" | "sermon" | "staff";

export const SEARCH_KINDS: readonly SearchKind[] = ["page", "ministry", "sermon", "event", "announcement", "staff"];
export const isSearchKind = (value: unknown): value is SearchKind => (SEARCH_KINDS as readonly unknown[]).includes(value);

/** Longer queries are cut here: no one types more, and a long one only costs work. */
export const MAX_QUERY_LENGTH = 200;
export const RESULTS_PER_PAGE = 10;

/** A stretch of a snippet, marked when it is one of the words searched for. */
export type SnippetPart = { text: string; marked: boolean };

export type SearchResult = { kind: SearchKind; key: string; url: string; title: string; dated: string | null; snippet: SnippetPart[] };

export type SearchAnswer = {
  query: string;
  kind: SearchKind | null;
  results: SearchResult[];
  /** How many were found of each kind (whatever the kind filter). */
  counts: Partial<Record<SearchKind, number>>;
  /** Found of the filtered kind (or of all). */
  total: number;
  page: number;
  pages: number;
  /** A query that finds something, when this one found nothing and a word looks misspelt. */
  suggestion: string | null;
};

/** A query as the search reads it: one line, trimmed, at most MAX_QUERY_LENGTH characters. */
// eslint-disable-next-line no-control-regex -- control characters (our snippet marks among them) become spaces
export const cleanQuery = (q: string) => q.replace(/[\u0000-\u001f]+/g, " ").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
