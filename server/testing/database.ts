import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase, pgliteDatabase, pgliteExtensions } from "../db/client.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * The engines the integration tests run on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set;
 * TEST_DATABASE_KINDS=postgres leaves PGlite out (.ci/run's second pass, after `npm test` ran the PGlite one).
 */
export const testDatabaseKinds: TestDatabaseKind[] = (process.env.TEST_DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)).filter(
  (kind) => !process.env.TEST_DATABASE_KINDS || process.env.TEST_DATABASE_KINDS.split(",").includes(kind),
);

export type TestDatabase = Database & { drop(): Promise<void> };

/**
 * A fresh, migrated, empty database: an in-memory PGlite, or a new throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by `drop()`). Both start from the migrated
 * templates server/testing/database-templates.ts made for this run, when there are some.
 */
export async function freshDatabase(kind: TestDatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") return leasePglite();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = inject("postgresTemplate");
  const name = `steeple_test_${randomBytes(6).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  if (!template) await database.migrate();
  return {
    ...database,
    drop: async () => {
      await database.close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/**
 * A fresh, migrated, empty database on the PostgreSQL server of TEST_DATABASE_URL, by its address: for
 * a test that opens it from a second process too.
 */
export async function freshPostgresUrl(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = inject("postgresTemplate");
  const name = `steeple_test_${randomBytes(6).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  return { url: databaseUrl(adminUrl, name), drop: () => onServer(adminUrl, `drop database if exists ${name} with (force)`) };
}

let pgliteImage: Promise<Blob> | undefined;

/** An in-memory PGlite opened from the run's template, with the digest of its schema and its tables as they were then. */
type PooledPglite = { client: PGlite; schema: string; tables: string[] };

/** PGlites that `drop()` emptied, ready for the next test file of this worker process. */
const emptied: PooledPglite[] = [];

async function openPglite(): Promise<PooledPglite> {
  const imageFile = inject("pgliteImageFile");
  if (imageFile) pgliteImage ??= readFile(imageFile).then((bytes) => new Blob([bytes]));
  const client = await PGlite.create({ loadDataDir: imageFile ? await pgliteImage : undefined, extensions: pgliteExtensions });
  if (!imageFile) await pgliteDatabase(client, () => client.close()).migrate();
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables where schemaname <> 'drizzle' order by 1`,
  );
  return { client, schema: await schemaOf(client), tables: tables.rows.map((row) => row.name) };
}

/**
 * Opening a PGlite from the template takes about 0.65 s and 0.85 s of CPU, emptying one about 0.1 s;
 * the suite opens about eighty. So `drop()` empties the database (every table, every sequence, the
 * session's state) and keeps it for this process's next `freshDatabase("pglite")`, unless the test
 * changed its schema, listened on it or closed it: then it is closed. Each lease talks to the client
 * through a handle of its own that stops working at `drop()`, so anything the last test left running
 * fails as it would on a closed database instead of writing into the next test's rows.
 */
async function leasePglite(): Promise<TestDatabase> {
  const pooled = emptied.pop() ?? (await openPglite());
  let dropped = false;
  let listened = false;
  const handle = new Proxy(pooled.client, {
    get(client, property) {
      const value: unknown = Reflect.get(client, property, client);
      if (typeof value !== "function") return value;
      if (dropped) return () => Promise.reject(new Error("this test database was dropped"));
      return (value as (...args: unknown[]) => unknown).bind(client);
    },
  });
  const database = pgliteDatabase(handle, async () => {
    dropped = true;
    await pooled.client.close();
  });
  return {
    ...database,
    listen: (...args) => {
      listened = true;
      return database.listen(...args);
    },
    drop: async () => {
      if (dropped) return;
      dropped = true;
      if (pooled.client.closed) return;
      if (listened || !(await emptyAsTemplate(pooled))) await pooled.client.close();
      else emptied.push(pooled);
    },
  };
}

/** Empties a PGlite back to the template's state; false when its schema is no longer the template's. */
async function emptyAsTemplate({ client, schema, tables }: PooledPglite): Promise<boolean> {
  try {
    if ((await schemaOf(client)) !== schema) return false;
    await client.exec(`truncate ${tables.join(", ")} restart identity cascade`);
    await client.query(`select setval(format('%I.%I', schemaname, sequencename), start_value, false) from pg_sequences where schemaname <> 'drizzle'`);
    // Settings, prepared statements, temporary tables and advisory locks of the last test.
    await client.exec("discard all");
    return true;
  } catch {
    return false;
  }
}

/** A digest of every table, column, default, constraint, index, trigger, function, enum and schema. */
async function schemaOf(client: PGlite): Promise<string> {
  const userObjects = `not in ('pg_catalog', 'information_schema', 'pg_toast')`;
  const result = await client.query<{ digest: string }>(`select md5(string_agg(line, E'\\n' order by line)) as digest from (
    select format('c %s.%s %s', n.nspname, c.relname, c.relkind) as line from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname ${userObjects}
    union all select format('a %s %s %s %s %s', a.attrelid::regclass, a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
      from pg_attribute a join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum where n.nspname ${userObjects} and a.attnum > 0 and not a.attisdropped
    union all select format('k %s %s %s', conrelid::regclass, conname, pg_get_constraintdef(oid)) from pg_constraint where connamespace::regnamespace::text ${userObjects}
    union all select format('i %s', pg_get_indexdef(indexrelid)) from pg_index i join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace where n.nspname ${userObjects}
    union all select format('t %s %s', tgrelid::regclass, tgname) from pg_trigger where not tgisinternal
    union all select format('f %s %s', p.oid::regprocedure, md5(p.prosrc)) from pg_proc p where p.pronamespace::regnamespace::text ${userObjects}
    union all select format('e %s %s', enumtypid::regtype, enumlabel) from pg_enum
    union all select format('n %s', nspname) from pg_namespace
  ) objects`);
  return result.rows[0]!.digest;
}

/** The address of another database on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** Runs one statement (CREATE or DROP DATABASE, which take no parameters) on its own connection. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database no version of the site has used yet (no tables, no migrations): an in-memory PGlite
 * (or one in `pgliteDir`, for a server process to open afterwards), or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL. `url` is what a server process connects to.
 */
export async function bareDatabase(kind: TestDatabaseKind, { pgliteDir }: { pgliteDir?: string } = {}): Promise<TestDatabase & { url?: string }> {
  if (kind === "pglite") {
    const database = await openDatabase({ pgliteDir });
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `steeple_test_${randomBytes(6).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}`);
  const url = databaseUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  let closed = false;
  return {
    ...database,
    url,
    close: async () => {
      if (!closed) await database.close();
      closed = true;
    },
    drop: async () => {
      if (!closed) await database.close();
      closed = true;
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
