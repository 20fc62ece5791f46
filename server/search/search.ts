/**
 * Site search (issue 33): PostgreSQL full-text search over `search_documents` (server/search/indexer.ts
 * keeps it), the same on PGlite and PostgreSQL. Whatever a visitor types is read by
 * `websearch_to_tsquery`, which never fails on input ("& | ! :*", quotes, SQL), so a query gets results
 * or none, never an error. Only what a visitor may see now is found: public records, published, not
 * before their publish moment, not after their expiry date.
 */
import { type SQL, and, eq, gte, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../db/db.ts";
import { searchDocuments } from "../db/schema.ts";
import { RESULTS_PER_PAGE, type SearchAnswer, type SearchKind, type SnippetPart, cleanQuery } from "../../shared/search.ts";
import { SEARCH_CONFIG } from "./indexer.ts";

// Marks no text contains (control characters), turned into <mark> by the page, which escapes the rest.
const START = "\u0002";
const STOP = "\u0003";
const HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12, MaxFragments=2, FragmentDelimiter=" … "`;
// A transcript's snippet is one passage: choosing two fragments reads a long text about twice as slowly (issue 33).
const TRANSCRIPT_HEADLINE_OPTIONS = `StartSel=${START}, StopSel=${STOP}, MaxWords=28, MinWords=12`;

export function snippetParts(headline: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  for (const [i, piece] of headline.split(new RegExp(`[${START}${STOP}]`)).entries()) {
    if (piece) parts.push({ text: piece, marked: i % 2 === 1 });
  }
  return parts;
}


/** Optimal string alignment distance: insertions, deletions, substitutions and swaps of neighbours. */
export function editDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
    }
  }
  return d[a.length]![b.length]!;
}

export function createSearch({ db, now, today }: { db: Db; now: () => Date; today: () => string }) {
  const tsquery = (q: string) => sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${q})`;

  /** What a visitor may see at this moment. */
  const visible = (): SQL =>
    and(
      eq(searchDocuments.isPublic, true),
      or(isNull(searchDocuments.shownFrom), lte(searchDocuments.shownFrom, now())),
      or(isNull(searchDocuments.shownThrough), gte(searchDocuments.shownThrough, today())),
    )!;

  const matches = (q: string) => sql`(${searchDocuments.document} @@ ${tsquery(q)} or ${searchDocuments.transcriptDocument} @@ ${tsquery(q)})`;

  async function counts(q: string): Promise<Partial<Record<SearchKind, number>>> {
    const rows = await db
      .select({ kind: searchDocuments.kind, n: sql<number>`count(*)::int` })
      .from(searchDocuments)
      .where(and(matches(q), visible()))
      .groupBy(searchDocuments.kind);
    return Object.fromEntries(rows.map((r) => [r.kind, Number(r.n)]));
  }

  /** A close word of the index for each word that finds nothing ("baptsim" → "baptism"), or null. */
  async function suggest(q: string): Promise<string | null> {
    const words = q.toLowerCase().match(/[\p{L}]{4,}/gu) ?? [];
    if (!words.length) return null;
    let changedAny = false;
    const better: string[] = [];
    for (const word of words.slice(0, 6)) {
      const rows = (await db.execute(
        sql`select word from search_words where word % ${word} order by similarity(word, ${word}) desc, word limit 8`,
      )) as unknown as { rows: Array<{ word: string }> };
      // Of the words that share most trigrams, the fewest keystrokes away ("baptsim": baptism, not baptise).
      const close = rows.rows.map((r) => r.word).sort((a, b) => editDistance(a, word) - editDistance(b, word))[0];
      if (close && close !== word) changedAny = true;
      better.push(close ?? word);
    }
    if (!changedAny) return null;
    const suggestion = better.join(" ");
    const found = await counts(suggestion);
    return Object.values(found).some((n) => n > 0) ? suggestion : null;
  }

  return {
    async search({ q, kind = null, page = 1 }: { q: string; kind?: SearchKind | null; page?: number }): Promise<SearchAnswer> {
      const query = cleanQuery(q);
      const empty: SearchAnswer = { query, kind, results: [], counts: {}, total: 0, page: 1, pages: 0, suggestion: null };
      if (!query) return empty;
      const found = await counts(query);
      const total = kind ? (found[kind] ?? 0) : Object.values(found).reduce((a, b) => a + b, 0);
      if (total === 0) return { ...empty, counts: found, suggestion: await suggest(query) };
      const pages = Math.ceil(total / RESULTS_PER_PAGE);
      const at = Math.min(Math.max(1, Math.floor(page) || 1), pages);
      // The best page of matches first; the snippets only for those ten (ts_headline reads the whole text),
      // and a transcript read for its snippet only when the words are in it alone (issue 33: it is the longest text).
      const rows = (await db.execute(sql`
        with q as (select ${tsquery(query)} as query),
        best as (
          select kind, key, url, title, dated, headings, body, transcript, document @@ q.query as in_document, ts_rank_cd(document, q.query, 1) as rank
          from ${searchDocuments}, q
          where ${matches(query)} and ${visible()} ${kind ? sql`and kind = ${kind}` : sql``}
          order by rank desc, dated desc nulls last, key
          limit ${RESULTS_PER_PAGE} offset ${(at - 1) * RESULTS_PER_PAGE}
        )
        select kind, key, url, title, dated::text as dated,
          case when transcript = '' or (in_document and (headings <> '' or body <> ''))
            then ts_headline(${SEARCH_CONFIG}, concat_ws(' · ', nullif(headings, ''), nullif(body, '')), q.query, ${HEADLINE_OPTIONS})
            else ts_headline(${SEARCH_CONFIG}, concat_ws(' · ', nullif(headings, ''), nullif(body, ''), transcript), q.query, ${TRANSCRIPT_HEADLINE_OPTIONS}) end as headline
        from best, q
        order by rank desc, dated desc nulls last, key`)) as unknown as {
        rows: Array<{ kind: SearchKind; key: string; url: string; title: string; dated: string | null; headline: string }>;
      };
      const results = rows.rows.map((r) => ({ kind: r.kind, key: r.key, url: r.url, title: r.title, dated: r.dated, snippet: snippetParts(r.headline) }));
      return { query, kind, results, counts: found, total, page: at, pages, suggestion: null };
    },
  };
}

export type Search = ReturnType<typeof createSearch>;

/**
 * The ids of an area's records whose search document matches `q`, drafts and expired ones too: the
 * staff lists' filter boxes search as the site search does (issue 33), "bake sale" finding "Bake sale
 * for the youth trip". For `inArray(table.id, staffMatches(...))`.
 */
export function staffMatches(kind: SearchKind, q: string): SQL {
  const query = sql`websearch_to_tsquery(${SEARCH_CONFIG}, ${q})`;
  return sql`(select key::int from ${searchDocuments} where ${searchDocuments.kind} = ${kind} and (${searchDocuments.document} @@ ${query} or ${searchDocuments.transcriptDocument} @@ ${query}))`;
}
