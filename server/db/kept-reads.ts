import { type SQL, sql } from "drizzle-orm";
import type { AnyPgTable, PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./db.ts";

/**
 * What a table holds, in one short text that changes with every row added, removed or edited (issue
 * 33): the count, the highest id, and the sum of the rows' edit times (every edit moves its row's time
 * forward, `nextVersion` in server/admin/editing.ts). One scan of two columns, far cheaper than the
 * grouped or JSON reads it lets an instance keep; read on every request, so a change made on another
 * instance or outside the write path (a seed, a restore) is seen at once.
 */
export function tableState(table: AnyPgTable, id: PgColumn, updatedAt: PgColumn): SQL<string> {
  return sql<string>`(select concat_ws(':', count(*), max(${id}), sum(extract(epoch from ${updatedAt}))) from ${table})`;
}

/** The text `tableState` gives, read alone. */
export async function readTableState(db: Db, state: SQL<string>): Promise<string> {
  const result = (await db.execute(sql`select ${state} as state`)) as unknown as { rows: Array<{ state: string }> };
  return result.rows[0]!.state;
}

/** A value read again only when its key changes (the latest one kept; a failed read is not kept). */
export function keptRead<T>() {
  let kept: { key: string; value: Promise<T> } | null = null;
  return (key: string, read: () => Promise<T>): Promise<T> => {
    if (kept?.key === key) return kept.value;
    const value = read();
    const entry = { key, value };
    kept = entry;
    value.catch(() => {
      if (kept === entry) kept = null;
    });
    return value;
  };
}
