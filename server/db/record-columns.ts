import { type Table, getTableColumns } from "drizzle-orm";

/** The columns that keep books on a record rather than say something about it. */
type Bookkeeping = "updatedAt" | "isDemo";

/**
 * A table's columns for reading its records: all of them but `updatedAt` (a record's version, read
 * where a form needs it) and `isDemo` (which marks the demo content that a real site can remove).
 */
export function recordColumns<T extends Table>(table: T): Omit<T["_"]["columns"], Bookkeeping> {
  const { updatedAt: _version, isDemo: _demo, ...columns } = getTableColumns(table) as Record<string, unknown>;
  return columns as Omit<T["_"]["columns"], Bookkeeping>;
}
