/**
 * Keeps `search_documents` current (issue 33). `change()` (server/admin/change.ts) calls `reindex`
 * inside every change's transaction, after its work: the documents of the records the change named
 * (or of its whole area) are written again, so what a change publishes is searchable the moment it
 * commits, on every instance, and a refused change leaves the index as it was.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { AreaKey } from "../../shared/areas.ts";
import type { ChangeLine, Tx } from "../admin/change.ts";
import type { Db } from "../db/client.ts";
import { searchDocuments, searchWords } from "../db/schema.ts";
import { SEARCH_SOURCES, type SearchDocument } from "./documents.ts";

/** Rows per INSERT: a transcript can be long, and a statement's parameters are limited. */
const BATCH = 200;

/** The text-search configuration of the migration: English stemming after unaccent. */
export const SEARCH_CONFIG = sql.raw("'steeple_search'::regconfig");

/** The ids a change's lines name for its own area, or null when it touched the area as a whole. */
function namedIds(area: AreaKey, changeLines: readonly ChangeLine[]): number[] | null {
  const ids: number[] = [];
  for (const line of changeLines) {
    const id = Number(line.entityId);
    if ((line.entity ?? area) !== area || line.entityId == null || !Number.isInteger(id)) return null;
    ids.push(id);
  }
  return ids.length ? ids : null;
}

const vector = (d: SearchDocument) =>
  sql`setweight(to_tsvector(${SEARCH_CONFIG}, ${d.title}), 'A') || setweight(to_tsvector(${SEARCH_CONFIG}, ${d.headings}), 'B') || setweight(to_tsvector(${SEARCH_CONFIG}, ${d.body}), 'C')`;

async function write(tx: Tx | Db, documents: SearchDocument[]) {
  for (let i = 0; i < documents.length; i += BATCH) {
    const batch = documents.slice(i, i + BATCH);
    await tx.insert(searchDocuments).values(batch.map((d) => ({ ...d, document: vector(d) as unknown as string })));
    // The words visitors may have meant, for "Did you mean ...?": unaccented, lower case, unstemmed.
    const words = [...new Set(batch.flatMap((d) => `${d.title} ${d.headings} ${d.body}`.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "").match(/[a-z]{4,}/g) ?? []))];
    if (words.length) await tx.insert(searchWords).values(words.map((word) => ({ word }))).onConflictDoNothing();
  }
}

export type SearchIndexer = ReturnType<typeof createSearchIndexer>;

export function createSearchIndexer({ db, timeZone }: { db: Db; timeZone: string }) {
  async function rebuild(tx: Tx | Db, area: AreaKey, ids: number[] | null) {
    const source = SEARCH_SOURCES[area];
    if (!source) return;
    const narrowed = source.byId ? ids : null;
    const documents = await source.load(tx as Tx, narrowed, timeZone);
    await tx
      .delete(searchDocuments)
      .where(and(inArray(searchDocuments.kind, source.kinds), narrowed ? inArray(searchDocuments.key, narrowed.map(String)) : undefined));
    await write(tx, documents);
  }

  return {
    /** The documents of what one change touched, in its transaction. */
    reindex: (tx: Tx, area: AreaKey, changeLines: readonly ChangeLine[]) => rebuild(tx, area, namedIds(area, changeLines)),
    /** Every area's documents again, in one transaction (start-up on an empty index, after a bulk load). */
    async rebuildAll() {
      await db.transaction(async (tx) => {
        await tx.delete(searchWords);
        for (const area of Object.keys(SEARCH_SOURCES) as AreaKey[]) await rebuild(tx, area, null);
      });
    },
    /** Whether the index holds nothing yet (a new site, or one from before search). */
    async isEmpty() {
      const [row] = await db.select({ key: searchDocuments.key }).from(searchDocuments).where(eq(searchDocuments.isPublic, true)).limit(1);
      return !row;
    },
  };
}
