import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Logger } from "pino";
import { changeNotices } from "./change-notices.ts";
import { tryLock } from "./lock.ts";
import { applyMigrations, readMigrations } from "./migrations.ts";
import type { Db } from "./db.ts";
import * as schema from "./schema.ts";

/** The extensions site search needs (issue 33), loaded into every embedded database. */
export const pgliteExtensions = { unaccent, pg_trgm };

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Runs pending migrations from server/db/migrations, all in one transaction (server/db/migrations.ts; server/db/upgrade.ts takes a backup first). */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other instance on this database runs work under the same `name` (a
   * PostgreSQL advisory lock, held on a connection of its own until `work` ends). The embedded
   * database has one process, so there it simply runs.
   */
  exclusively<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Runs `work` only if no other instance holds `name` now (PostgreSQL: `pg_try_advisory_lock` on a
   * connection of its own, released with that connection if the process dies); otherwise answers
   * `{ ran: false }` at once instead of waiting. The embedded database has one process: it runs.
   */
  tryExclusively<T>(name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Connections of the pool (PostgreSQL): open, idle, and requests waiting for one. PGlite has one connection and no pool. */
  poolUse(): { total: number; idle: number; waiting: number };
  /**
   * Subscribe to a NOTIFY channel; returns the unsubscribe function. `onGap` is called when the
   * subscription comes back after its connection was lost: notices sent meanwhile were missed.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * An external PostgreSQL when a URL is given, otherwise an embedded PGlite in `dataDir` (or in memory
 * for `memory://`). An in-memory PGlite can start from `pgliteImage`, a data folder `migratedPgliteImage`
 * made: the tests open hundreds of databases, and loading one takes a fifth of migrating an empty one.
 */
export async function openDatabase(options: { databaseUrl?: string; pgliteDir?: string; pgliteImage?: Blob; logger?: Logger }): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.logger);
  return openPglite(options.pgliteDir ?? "memory://", options.pgliteImage);
}

/** The data folder of an in-memory PGlite with every migration applied, as one tar file. */
export async function migratedPgliteImage(): Promise<Blob> {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  try {
    await applyMigrations(drizzlePglite(client, { schema }) as unknown as Db, readMigrations());
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
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

/**
 * PGlite's PostgreSQL keeps its shared buffers inside the WebAssembly memory, which grows and never
 * shrinks; at the default 128 MB a ten-year site's process passed 1 GB. The files are in the operating
 * system's page cache anyway, so 32 MB costs little speed (docs/performance.md, issue 33).
 */
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=32MB"];

async function openPglite(dataDir: string, image?: Blob): Promise<Database> {
  const inMemory = dataDir === "memory://";
  const lock = inMemory ? undefined : lockFolder(dataDir);
  let client: PGlite;
  try {
    const options = { extensions: pgliteExtensions, startParams: PGLITE_START_PARAMS };
    client = await (inMemory ? PGlite.create({ ...options, loadDataDir: image }) : PGlite.create(dataDir, options));
  } catch (error) {
    lock?.release();
    throw error;
  }
  return pgliteDatabase(client, async () => {
    try {
      await client.close();
    } finally {
      lock?.release();
    }
  });
}

/** The Database over an open PGlite client; `close` ends the client (and releases what came with it). */
export function pgliteDatabase(client: PGlite, close: () => Promise<void>): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => applyMigrations(db, readMigrations()),
    exclusively: (_name, work) => work(),
    tryExclusively: async (_name, work) => ({ ran: true, value: await work() }),
    ping: async () => {
      await client.query("select 1");
    },
    poolUse: () => ({ total: 1, idle: 1, waiting: 0 }),
    listen: async (channel, onMessage) => {
      const unsubscribe = await client.listen(channel, onMessage);
      return async () => unsubscribe();
    },
    notify: async (channel, payload) => {
      await client.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close,
  };
}

/** A connection attempt to an unreachable server fails after this long instead of hanging a request. */
const CONNECT_TIMEOUT_MS = 5_000;

async function openPostgres(url: string, logger?: Logger): Promise<Database> {
  // The pool opens connections when requests need them, so it comes back by itself once the server
  // answers again (each request tries once, failing within CONNECT_TIMEOUT_MS). Its loss and its return
  // are logged once each.
  let failing: { since: number; attempts: number } | null = null;
  function connected(error: Error | undefined) {
    if (error) {
      if (!failing) logger?.warn({ err: error.message }, "cannot open a database connection; requests will fail until the database answers");
      failing ??= { since: Date.now(), attempts: 0 };
      failing.attempts++;
    } else if (failing) {
      logger?.info({ failedAttempts: failing.attempts, downMs: Date.now() - failing.since }, "database connections work again");
      failing = null;
    }
  }
  type Callback = ((error: Error) => void) | ((error: null, client: pg.Client) => void);
  class WatchedClient extends pg.Client {
    override connect(): Promise<pg.Client>;
    override connect(callback: Callback): void;
    override connect(callback?: Callback): Promise<pg.Client> | void {
      if (!callback) {
        return super.connect().then(
          (client) => (connected(undefined), client),
          (error: Error) => (connected(error), Promise.reject(error)),
        );
      }
      super.connect((error: Error | null) => {
        connected(error ?? undefined);
        (callback as (error: Error | null, client: pg.Client) => void)(error, this);
      });
    }
  }
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, Client: WatchedClient });
  // When the server goes away, an idle pooled connection reports it here and is replaced on next use.
  pool.on("error", (error) => logger?.debug({ err: error.message }, "a pooled database connection was lost"));
  // A connection in use (a transaction) reports the loss to its query as well as by an 'error' event;
  // with no listener that event would end the process.
  pool.on("connect", (client) => client.on("error", () => undefined));
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  const notices = changeNotices(url, { connectTimeoutMs: CONNECT_TIMEOUT_MS, logger });
  return {
    db,
    kind: "postgres",
    migrate: () => applyMigrations(db, readMigrations()),
    async exclusively(name, work) {
      const client = await pool.connect();
      try {
        // hashtext gives the lock's 32-bit key; the name keeps different jobs apart.
        await client.query("select pg_advisory_lock(hashtext($1))", [`steeple:${name}`]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock(hashtext($1))", [`steeple:${name}`]);
        }
      } finally {
        client.release();
      }
    },
    async tryExclusively(name, work) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock(hashtext($1)) as locked", [`steeple:${name}`]);
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await client.query("select pg_advisory_unlock(hashtext($1))", [`steeple:${name}`]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query("select 1");
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: notices.listen,
    notify: async (channel, payload) => {
      await pool.query("select pg_notify($1, $2)", [channel, payload]);
    },
    close: async () => {
      await notices.close();
      await pool.end();
    },
  };
}
