/**
 * Every table of the site as lines of JSON, read in one consistent snapshot, and loaded back. The
 * database itself writes and reads the rows (row_to_json, json_populate_recordset), so the dump holds
 * whatever columns the schema of the moment has: a backup taken before an upgrade, on the old schema,
 * is read by the new version's code, and restored onto that same old schema (server/backups/restore.ts).
 */
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { sql } from "drizzle-orm";
import { secretBox } from "../auth/crypto.ts";
import type { Db } from "../db/db.ts";

/**
 * Tables a backup leaves out: half-finished uploads (nothing a restored site could use), and the
 * record of backups and warnings, which describes the backup set rather than the site.
 */
export const TABLES_LEFT_OUT = ["staged_uploads", "backup_runs", "operator_alerts"];

/** The authenticator secrets in `users`, sealed with SESSION_SECRET in the database and with the backup key in a backup. */
const SEALED_COLUMNS = ["totp_secret", "pending_totp_secret"];

export type TableDump = Record<string, { rows: number; sha256: string }>;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** The site's tables (public schema, the left-out ones aside), by name. */
export async function siteTables(db: Pick<Db, "execute">): Promise<string[]> {
  const found = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`));
  return found.map((t) => t.name).filter((name) => !TABLES_LEFT_OUT.includes(name));
}

/** Re-seals the authenticator secrets of a `users` row from one key to another. */
export function resealUser(line: string, from: string, to: string): string {
  const row = JSON.parse(line) as Record<string, unknown>;
  const [opener, sealer] = [secretBox(from), secretBox(to)];
  for (const column of SEALED_COLUMNS) {
    if (typeof row[column] !== "string") continue;
    try {
      row[column] = sealer.seal(opener.open(row[column]));
    } catch {
      throw new Error(`the authenticator secret of user ${String(row.id)} cannot be opened with the key it should be sealed with (SESSION_SECRET for the site, the backup key for a backup)`);
    }
  }
  return JSON.stringify(row);
}

/** Whether a `users` line holds an authenticator secret. */
export const holdsSecrets = (line: string) => {
  const row = JSON.parse(line) as Record<string, unknown>;
  return SEALED_COLUMNS.some((column) => typeof row[column] === "string");
};

/**
 * Writes every table to `{dir}/{table}.jsonl`, all read in one REPEATABLE READ, READ ONLY transaction:
 * one consistent moment of the site, while staff go on editing (on PostgreSQL their writes are not held
 * up at all; PGlite runs one statement at a time, so there they wait only while the rows are read,
 * never while files are copied). `reseal` turns the users' authenticator secrets to the backup key.
 * `whileReading` runs inside the snapshot, after the first table (tests use it to write meanwhile).
 */
export async function dumpTables(
  db: Db,
  { dir, reseal, whileReading }: { dir: string; reseal: { from: string; to: string }; whileReading?: () => Promise<void> },
): Promise<{ tables: TableDump; sealed: boolean }> {
  await mkdir(dir, { recursive: true });
  const tables: TableDump = {};
  let sealed = false;
  await db.transaction(
    async (tx) => {
      const names = await siteTables(tx);
      for (const [i, name] of names.entries()) {
        const lines = rowsOf<{ line: string }>(await tx.execute(sql.raw(`select row_to_json(t)::text as line from ${ident(name)} as t`))).map((r) => r.line);
        const out = name === "users" ? lines.map((line) => (holdsSecrets(line) ? ((sealed = true), resealUser(line, reseal.from, reseal.to)) : line)) : lines;
        tables[name] = await writeLines(path.join(dir, `${name}.jsonl`), out);
        if (i === 0) await whileReading?.();
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  return { tables, sealed };
}

/** Writes lines to a file (one row each), returning how many and the file's SHA-256. */
async function writeLines(file: string, lines: string[]) {
  const hash = createHash("sha256");
  const out = createWriteStream(file);
  for (const line of lines) {
    const chunk = `${line}\n`;
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, "drain");
  }
  out.end();
  await once(out, "finish");
  return { rows: lines.length, sha256: hash.digest("hex") };
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Site tables holding at least one row: a restore goes only into a database without any. */
export async function tablesWithRows(db: Db): Promise<string[]> {
  const names = await siteTables(db);
  const full: string[] = [];
  for (const name of names) {
    const [row] = rowsOf<{ found: boolean }>(await db.execute(sql.raw(`select exists (select 1 from ${ident(name)}) as found`)));
    if (row?.found) full.push(name);
  }
  return full;
}

/** Parents before children, by the foreign keys the database holds now. */
async function loadOrder(db: Pick<Db, "execute">, names: string[]): Promise<string[]> {
  const links = rowsOf<{ child: string; parent: string }>(
    await db.execute(sql`select ch.relname as child, pa.relname as parent from pg_constraint c
      join pg_class ch on ch.oid = c.conrelid join pg_class pa on pa.oid = c.confrelid
      where c.contype = 'f' and c.connamespace = 'public'::regnamespace`),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: Set<string>) => {
    if (ordered.includes(name) || path.has(name)) return;
    path.add(name);
    for (const link of links) if (link.child === name && link.parent !== name && names.includes(link.parent)) visit(link.parent, path);
    ordered.push(name);
  };
  for (const name of names) visit(name, new Set());
  return ordered;
}

const BATCH = 500;

/**
 * Loads the rows of each table (lines of JSON) into an empty database of the same schema, in one
 * transaction, and moves every id sequence past the restored ids. `lines(table)` gives a table's
 * lines, or null when the backup holds none.
 */
export async function loadTables(db: Db, lines: (table: string) => Promise<string[] | null>): Promise<number> {
  let count = 0;
  await db.transaction(async (tx) => {
    const names = await siteTables(tx);
    for (const name of await loadOrder(tx, names)) {
      const rows = await lines(name);
      for (let at = 0; rows && at < rows.length; at += BATCH) {
        const batch = `[${rows.slice(at, at + BATCH).join(",")}]`;
        await tx.execute(sql`insert into ${sql.raw(ident(name))} select * from json_populate_recordset(null::${sql.raw(ident(name))}, ${batch}::json)`);
      }
      count += rows?.length ?? 0;
    }
    const sequences = rowsOf<{ tbl: string; col: string; seq: string }>(
      await tx.execute(sql`select c.relname as tbl, a.attname as col, pg_get_serial_sequence(format('%I', c.relname), a.attname) as seq
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and a.attnum > 0 and not a.attisdropped
          and pg_get_serial_sequence(format('%I', c.relname), a.attname) is not null`),
    );
    for (const { tbl, col, seq } of sequences) {
      await tx.execute(sql.raw(`select setval('${seq.replace(/'/g, "''")}', coalesce((select max(${ident(col)}) from ${ident(tbl)}), 0) + 1, false)`));
    }
  });
  return count;
}
