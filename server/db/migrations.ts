/**
 * The migration set and where a database stands in it. drizzle's migrator (readMigrationFiles and the
 * dialect's migrate) does the work: every pending migration in one transaction, recorded in
 * drizzle.__drizzle_migrations by its journal time. This module adds what an upgrade needs around it:
 * which migrations are applied and pending, migrating only up to a given one (a restore brings a
 * database to the schema its backup was made with), and the name of the migration that failed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { Db } from "./db.ts";

export const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** One migration of the journal: its tag ("0008_ordered_lists"), its journal time (drizzle's key) and statements. */
export type Migration = { tag: string; when: number; hash: string; statements: string[] };

/** Every migration of a folder (server/db/migrations unless a test gives another), oldest first. */
export function readMigrations(folder = MIGRATIONS_FOLDER): Migration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  const files = readMigrationFiles({ migrationsFolder: folder });
  return journal.entries.map((entry, i) => ({ tag: entry.tag, when: entry.when, hash: files[i]!.hash, statements: files[i]!.sql }));
}

export type MigrationState = {
  /** The last migration applied (null: a database no version of the site has used). */
  current: Migration | null;
  applied: Migration[];
  pending: Migration[];
  /** The last applied migration is not in this set: a newer version of the site used the database. */
  newer: { when: number } | null;
};

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

/** Where the database stands in `migrations`, read from drizzle's own table (as its migrator reads it). */
export async function migrationState(db: Db, migrations: Migration[]): Promise<MigrationState> {
  const [exists] = rowsOf<{ found: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`));
  const [last] = exists?.found ? rowsOf<{ created_at: string | number }>(await db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1`)) : [];
  const lastWhen = last ? Number(last.created_at) : null;
  const applied = lastWhen === null ? [] : migrations.filter((m) => m.when <= lastWhen);
  const current = applied.at(-1) ?? null;
  return {
    current,
    applied,
    pending: lastWhen === null ? migrations : migrations.filter((m) => m.when > lastWhen),
    newer: lastWhen !== null && current?.when !== lastWhen ? { when: lastWhen } : null,
  };
}

/** A migration failed; its transaction was rolled back, so none of the pending ones is applied. */
export class MigrationError extends Error {
  readonly migration: string;
  constructor(migration: string, reason: string, cause: unknown) {
    super(`Migration ${migration} failed: ${reason}`, { cause });
    this.name = "MigrationError";
    this.migration = migration;
  }
}

/** The innermost message of an error (a DrizzleQueryError wraps the database's own words). */
export function reasonOf(error: unknown): string {
  let at: unknown = error;
  while (at instanceof Error && at.cause instanceof Error) at = at.cause;
  return at instanceof Error ? at.message : String(at);
}

/**
 * Applies the migrations of `migrations` that the database lacks, up to and including `upTo` (all of
 * them by default), in one transaction: when one fails, none is applied and the error names it.
 */
export async function applyMigrations(db: Db, migrations: Migration[], { upTo }: { upTo?: string } = {}): Promise<void> {
  const end = upTo === undefined ? migrations.length : migrations.findIndex((m) => m.tag === upTo) + 1;
  if (end === 0) throw new Error(`No migration ${upTo} in this version.`);
  const chosen = migrations.slice(0, end);
  // What drizzle's migrate() does after reading the folder; called directly so that a restore can stop at a migration.
  const dialect = (db as unknown as { dialect: { migrate(m: unknown[], session: unknown, config: object): Promise<void> } }).dialect;
  const session = (db as unknown as { session: unknown }).session;
  try {
    await dialect.migrate(
      chosen.map((m) => ({ sql: m.statements, folderMillis: m.when, hash: m.hash, bps: true })),
      session,
      {},
    );
  } catch (error) {
    const statement = (error as { query?: string }).query;
    const failed = statement === undefined ? undefined : chosen.find((m) => m.statements.includes(statement));
    if (failed) throw new MigrationError(failed.tag, reasonOf(error), error);
    throw error;
  }
}

/**
 * Removes every table of an empty database and drizzle's record of its migrations, so that a restore
 * can build the schema its backup was made with. The caller has checked that no table holds a row.
 */
export async function dropSchema(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = rowsOf<{ name: string }>(await tx.execute(sql`select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`));
    if (tables.length) await tx.execute(sql.raw(`drop table ${tables.map((t) => t.name).join(", ")} cascade`));
    await tx.execute(sql`drop schema if exists drizzle cascade`);
  });
}
