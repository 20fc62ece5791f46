import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { tryLock } from "./lock.ts";
import * as schema from "./schema.ts";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs pending migrations from server/db/migrations. */
  migrate(): Promise<void>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Subscribe to a NOTIFY channel; returns the unsubscribe function. */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

/** An external PostgreSQL when a URL is given, otherwise an embedded PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.pgliteDir ?? "memory://");
}

/** The embedded database folder is open in another process (the site, or an operator command). */
export class DatabaseInUseError extends Error {
  readonly folder: string;
  constructor(folder: string) {
    super(`Another process is using the embedded database in ${folder}.`);
    this.name = "DatabaseInUseError";
    this.folder = folder;
  }
}

/**
 * PGlite has no locking of its own, and two processes on one folder lose writes (or hang). So the
 * folder is opened only under an exclusive lock on `{folder}.lock` beside it, held until close().
 */
function lockFolder(dataDir: string) {
  const folder = path.resolve(dataDir);
  mkdirSync(path.dirname(folder), { recursive: true });
  const lock = tryLock(`${folder}.lock`);
  if (!lock) throw new DatabaseInUseError(folder);
  return lock;
}

async function openPglite(dataDir: string): Promise<Database> {
  const inMemory = dataDir === "memory://";
  const lock = inMemory ? undefined : lockFolder(dataDir);
  let client: PGlite;
  try {
    client = await PGlite.create(inMemory ? undefined : dataDir);
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    ping: async () => {
      await client.query("select 1");
    },
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  pool.on("error", () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const listeners: pg.PoolClient[] = [];
  return {
    db,
    kind: "postgres",
    migrate: () => migratePg(db as never, { migrationsFolder }),
    ping: async () => {
      await pool.query("select 1");
    },
    listen: async (channel, onMessage) => {
      const client = await pool.connect();
      listeners.push(client);
      client.on("notification", (message) => {
        if (message.channel === channel) onMessage(message.payload ?? "");
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.query(`unlisten ${pg.escapeIdentifier(channel)}`).catch(() => {});
        client.release();
        listeners.splice(listeners.indexOf(client), 1);
      };
    },
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {
      for (const client of listeners.splice(0)) client.release();
      await pool.end();
    },
  };
}
