/**
 * Keeps `search_documents` current (issue 33). `change()` (server/admin/change.ts) calls `reindex`
 * inside every change's transaction, after its work: the documents of the records the change named
 * (or of its whole area) are written again, so what a change publishes is searchable the moment it
 * commits, on every instance, and a refused change leaves the index as it was.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AreaKey } from "../../shared/areas.ts";
import type { ChangeLine, Tx } from "../admin/change.ts";
import type { Db } from "../db/db.ts";
import { searchDocuments, searchWords } from "../db/schema.ts";
import { SEARCH_SOURCES, type Scope, type SearchDocument, type Source } from "./documents.ts";

/** Rows per INSERT: a transcript can be long, and a statement's parameters are limited. */
const BATCH = 200;

/** The text-search configuration of the migration: English stemming after unaccent. */
export const SEARCH_CONFIG = sql.raw("'steeple_search'::regconfig");

/**
 * What a change touched, from its lines: the records of the area it names by id, or those a change of
 * another entity of the area touches (`related`); null when it cannot tell (the whole area is read again).
 */
function scopeOf(source: Source, area: AreaKey, changeLines: readonly ChangeLine[]): { scope: Scope; keys: string[] } | "none" {
  const ids = (lines: readonly ChangeLine[]) => lines.map((line) => Number(line.entityId));
  const whole = { scope: null, keys: [] };
  if (changeLines.length === 0 || changeLines.some((line) => line.entityId == null || !Number.isInteger(Number(line.entityId)))) return whole;
  const own = changeLines.filter((line) => (line.entity ?? area) === area);
  const others = changeLines.filter((line) => (line.entity ?? area) !== area);
  if (own.length && others.length) return whole;
  if (own.length) return source.byId ? { scope: { ids: ids(own) }, keys: ids(own).map(String) } : whole;
  const entity = others[0]!.entity!;
  const action = others[0]!.action;
  const related = source.related?.[entity];
  if (!related || others.some((line) => line.entity !== entity || line.action !== action)) return whole;
  const picked = related(ids(others), action);
  return picked === "none" ? "none" : picked === null ? whole : { scope: { where: picked }, keys: [] };
}

const vector = (d: SearchDocument) =>
  sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${d.title}), 'A') || setweight(to_tsvector(${SEARCH_CONFIG}, ${d.headings}), 'B') || setweight(to_tsvector(${SEARCH_CONFIG}, ${d.body}), 'C')`;

async function write(tx: Tx | Db, documents: SearchDocument[]) {
  for (let i = 0; i < documents.length; i += BATCH) {
    const batch = documents.slice(i, i + BATCH);
    await tx
      .insert(searchDocuments)
      .values(batch.map((d) => ({ ...d, document: vector(d) as unknown as string, transcriptDocument: d.transcript ? (sql`to_tsvector(${SEARCH_CONFIG}, ${d.transcript})` as unknown as string) : null })));
    // The words visitors may have meant, for "Did you mean ...?": unaccented, lower case, unstemmed.
    const words = [...new Set(batch.flatMap((d) => `${d.title} ${d.headings} ${d.body} ${d.transcript}`.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").match(/[a-z]{4,}/g) ?? []))];
    if (words.length) await tx.insert(searchWords).values(words.map((word) => ({ word }))).onConflictDoNothing();
  }
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;

export function createSearchIndexer({ db, timeZone }: { db: Db; timeZone: string }) {
  async function rebuild(tx: Tx | Db, area: AreaKey, changeLines: readonly ChangeLine[] | null) {
    const source = SEARCH_SOURCES[area];
    if (!source) return;
    const touched = changeLines ? scopeOf(source, area, changeLines) : { scope: null, keys: [] };
    if (touched === "none") return;
    const documents = await source.load(tx as Tx, touched.scope, timeZone);
    // A deleted record is named by the change but no longer read; a record read again replaces its document.
    const keys = [...new Set([...touched.keys, ...documents.map((d) => d.key)])];
    if (touched.scope !== null && keys.length === 0) return;
    await tx.delete(searchDocuments).where(and(inArray(searchDocuments.kind, source.kinds), touched.scope === null ? undefined : inArray(searchDocuments.key, keys)));
    await write(tx, documents);
  }

  return {
    /** The documents of what one change touched, in its transaction. */
    reindex: (tx: Tx, area: AreaKey, changeLines: readonly ChangeLine[]) => rebuild(tx, area, changeLines),
    /** Every area's documents again, in one transaction (start-up on an empty index, after a bulk load). */
    async rebuildAll() {
      await db.transaction(async (tx) => {
        await tx.delete(searchWords);
        for (const area of Object.keys(SEARCH_SOURCES) as AreaKey[]) await rebuild(tx, area, null);
      });
    },
    /** Whether the index lacks the pages (a new site, or one from before search): it is then built whole. */
    async isEmpty() {
      const [row] = await db.select({ key: searchDocuments.key }).from(searchDocuments).where(eq(searchDocuments.kind, "page")).limit(1);
      return !row;
    },
  };
}
