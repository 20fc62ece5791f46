import { type SQL, asc, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/db.ts";
import { orderVersion, sameItems } from "../../shared/reorder.ts";
import type { ReorderInput } from "../../shared/schemas/admin/reorder.ts";
import type { Outcome } from "./outcome.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** One ordered list: its table, id and position columns, and which rows belong to it. */
export type OrderedList = { table: PgTable; id: PgColumn; position: PgColumn; scope?: SQL };

/** The list's ids in order, with its rows locked until the transaction ends (two reorders never interleave). */
export async function lockedOrder(tx: Tx, list: OrderedList): Promise<number[]> {
  await tx.select({ id: list.id }).from(list.table).where(list.scope).for("update");
  // Read again once the lock is held: a locking read that waited for another reorder returns the rows
  // sorted by the positions it saw before the wait, while the next statement sees the committed order.
  const rows = await tx.select({ id: list.id }).from(list.table).where(list.scope).orderBy(asc(list.position), asc(list.id));
  return rows.map((row) => Number(row.id));
}

/**
 * Writes positions 1..n in `order`. Every position is first parked below zero, so the unique index on
 * the list's positions holds after each statement (PostgreSQL checks it row by row).
 */
export async function writeOrder(tx: Tx, list: OrderedList, order: readonly number[]): Promise<void> {
  if (order.length === 0) return;
  const column = sql.identifier(list.position.name);
  const scope = list.scope ? sql` where ${list.scope}` : sql``;
  await tx.execute(sql`update ${list.table} set ${column} = -1 - ${list.position}${scope}`);
  const ids = sql.join(
    order.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`update ${list.table} set ${column} = v.n from unnest(array[${ids}]::int[]) with ordinality as v(id, n) where ${list.id} = v.id`);
}

/** The position after the last item of the list (positions start at 1). */
export async function nextPosition(tx: Tx, list: OrderedList): Promise<number> {
  const [row] = await tx
    .select({ last: sql<number | null>`max(${list.position})` })
    .from(list.table)
    .where(list.scope);
  return Math.max(0, Number(row?.last ?? 0)) + 1;
}

/**
 * Adds rows to a list, after the others or first (in the order `insert` returns them): `insert` writes
 * them from position `start` on (free places after the last) and returns their ids.
 */
export async function addToList(tx: Tx, list: OrderedList, placement: "first" | "last", insert: (start: number) => Promise<Array<{ id: number }>>): Promise<void> {
  const existing = await lockedOrder(tx, list);
  const added = (await insert(await nextPosition(tx, list))).map((row) => row.id);
  await writeOrder(tx, list, placement === "first" ? [...added, ...existing] : [...existing, ...added]);
}

/**
 * Applies a reorder sent from a page: refused (409) when the list changed since the page showed it
 * (`version`), refused (400) unless it names every item of the list exactly once; otherwise the list
 * is renumbered 1..n. Run inside the transaction that also writes the audit line.
 */
export async function applyOrder(tx: Tx, list: OrderedList, input: ReorderInput, what: string): Promise<Outcome<{ order: number[] }>> {
  return applyGroupOrder(tx, list, { groups: [await lockedOrder(tx, list)], group: 0 }, input, what);
}

/**
 * The same for one group of a list whose positions are shared by several groups shown apart (church
 * staff: pastors, then everyone else; event categories: by calendar). `groups` is the current order
 * split into its groups (rows locked by the caller); the whole list is renumbered with `group` replaced.
 */
export async function applyGroupOrder(
  tx: Tx,
  list: OrderedList,
  { groups, group }: { groups: readonly (readonly number[])[]; group: number },
  input: ReorderInput,
  what: string,
): Promise<Outcome<{ order: number[] }>> {
  const current = groups[group] ?? [];
  if (orderVersion(current) !== input.version) {
    return {
      ok: false,
      status: 409,
      error: `Someone else changed ${what} after you opened this page, so the new order was not saved. Please reload the page and try again.`,
    };
  }
  if (!sameItems(current, input.order)) return { ok: false, status: 400, error: `The new order does not match ${what}. Please reload the page and try again.` };
  await writeOrder(
    tx,
    list,
    groups.flatMap((ids, i) => (i === group ? input.order : ids)),
  );
  return { ok: true, value: { order: [...input.order] } };
}
