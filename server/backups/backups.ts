/**
 * The backups service: a backup into the set (nightly, on demand, before an upgrade), recorded in
 * backup_runs, pruned by the retention rule afterwards, and the state the dashboard, the warnings and
 * the metrics read. Only one backup runs at a time across every instance (a PostgreSQL advisory lock),
 * and a nightly one claims its night first, so two instances never write the same night twice.
 */
import { and, desc, eq, gt, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { type Clock, systemClock } from "../clock/clock.ts";
import { type Config, siteBackupKey } from "../config.ts";
import { STEEPLE_VERSION } from "../version.ts";
import type { Database } from "../db/client.ts";
import { type Migration, migrationState, readMigrations, reasonOf } from "../db/migrations.ts";
import { backupRuns } from "../db/schema.ts";
import type { FileStore } from "../storage/store.ts";
import { type BackupSource, writeToFile, writeToSet } from "./archive.ts";
import type { Manifest } from "./manifest.ts";
import { type Keep, backupsToKeep } from "./retention.ts";
import { type BackupSet, type BackupSummary, archiveKey, listBackups, openBackupSet, summaryKey } from "./set.ts";

/** A good backup older than this turns the dashboard red and warns the site administrators. */
export const STALE_AFTER_MS = 36 * 60 * 60_000;
/** A backup still "running" after this long was cut off (its process stopped). */
const INTERRUPTED_AFTER_MS = 6 * 60 * 60_000;

export type BackupRun = typeof backupRuns.$inferSelect;

export type BackupOutcome = { ok: true; run: BackupRun | null; summary: BackupSummary } | { ok: false; run: BackupRun | null; error: string } | { ok: "skipped" };

export type BackupStatus = {
  lastGood: { id: number; name: string; at: Date; bytes: number } | null;
  /** The latest failed backup, when it is newer than the last good one. */
  failure: { id: number; name: string; at: Date; error: string } | null;
  /** No good backup for STALE_AFTER_MS. */
  stale: boolean;
};

/** A failure as the site administrators read it. */
export function describeFailure(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  if (code === "ENOSPC") return "the disk is full (no space left on device); the unfinished backup was removed and the older ones kept";
  return reasonOf(error);
}

/** 20261127T080000Z: the moment in UTC, sortable as text. */
const stamp = (moment: Date) => moment.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");

export function createBackups({
  database,
  clock,
  store,
  set,
  sessionSecret,
  backupKey,
  timeZone,
  keep,
  steeple,
  logger,
  migrations = readMigrations(),
  whileReading,
}: {
  database: Database;
  clock: Clock;
  store: FileStore;
  set: BackupSet;
  sessionSecret: string;
  backupKey: string;
  timeZone: string;
  keep: Keep;
  steeple: string;
  logger: Logger;
  migrations?: Migration[];
  /** Tests: runs inside the tables' snapshot. */
  whileReading?: () => Promise<void>;
}) {
  const { db } = database;
  // One backup at a time in this process too: the advisory lock is per connection, and PGlite has none.
  let turn: Promise<unknown> = Promise.resolve();
  const oneAtATime = <T>(work: () => Promise<T>): Promise<T> => {
    const mine = turn.then(work, work);
    turn = mine.catch(() => undefined);
    return mine;
  };

  /** Before the upgrade that creates backup_runs, a backup is written but not yet recorded. */
  async function recording(): Promise<boolean> {
    const { rows } = (await db.execute(sql`select to_regclass('public.backup_runs') is not null as found`)) as unknown as { rows: { found: boolean }[] };
    return Boolean(rows[0]?.found);
  }

  async function uniqueName(base: string): Promise<string> {
    const taken = new Set((await set.store.list("archives/")).map((f) => f.key));
    let name = base;
    for (let n = 2; taken.has(archiveKey(name)) || taken.has(summaryKey(name)); n++) name = `${base}-${n}`;
    return name;
  }

  /** Removes archives the retention rule does not keep, then every file no kept archive names, and archives never checked. */
  async function prune(): Promise<{ archives: string[]; files: number }> {
    const good = await listBackups(set);
    const kept = backupsToKeep(good, keep, timeZone);
    const goodNames = new Set(good.map((b) => b.name));
    const listed = await set.store.list("archives/");
    const dropped = good.filter((b) => !kept.has(b.name)).map((b) => b.name);
    // An archive without its summary was never checked: a backup cut off (only one runs at a time).
    const unchecked = listed.filter((f) => f.key.endsWith(".tar.gz") && !goodNames.has(f.key.slice("archives/".length, -".tar.gz".length))).map((f) => f.key);
    await set.store.remove([...dropped.flatMap((name) => [summaryKey(name), archiveKey(name)]), ...unchecked]);
    const named = new Set(good.filter((b) => kept.has(b.name)).flatMap((b) => b.files.map((f) => f.sha256)));
    const strays = (await set.store.list("files/")).filter((f) => !named.has(f.key.split("/").at(-1)!)).map((f) => f.key);
    await set.store.remove(strays);
    if (dropped.length || strays.length) logger.info({ archives: dropped, files: strays.length }, "pruned old backups");
    return { archives: dropped, files: strays.length };
  }

  /** Writes one backup into the set (see the module comment); never throws for a failed backup, it says so. */
  async function backUp({ reason, night, from }: { reason: Manifest["reason"] & ("nightly" | "manual" | "upgrade"); night?: string; from?: string }): Promise<BackupOutcome> {
    const startedAt = clock.now();
    const base = `${stamp(startedAt)}-${reason === "upgrade" ? `before-upgrade-from-${from}` : reason}`;
    const recorded = await recording();
    let run: BackupRun | null = null;
    if (recorded) {
      const [claimed] = await db
        .insert(backupRuns)
        .values({ name: base, reason, night: night ?? null, startedAt })
        .onConflictDoNothing()
        .returning();
      if (!claimed) return { ok: "skipped" };
      run = claimed;
    }
    return oneAtATime(() => database.exclusively("backups", async () => {
      try {
        if (run) {
          await db
            .update(backupRuns)
            .set({ status: "failed", finishedAt: clock.now(), error: "interrupted: the process stopped during the backup" })
            .where(and(eq(backupRuns.status, "running"), ne(backupRuns.id, run.id), lt(backupRuns.startedAt, new Date(clock.now().getTime() - INTERRUPTED_AFTER_MS))));
        }
        const { current } = await migrationState(db, migrations);
        if (!current) throw new Error("the database has no tables yet");
        const source: BackupSource = { db, store, sessionSecret, backupKey, steeple, schema: { tag: current.tag, when: current.when } };
        const name = await uniqueName(base);
        const [previous] = await listBackups(set);
        const summary = await writeToSet({ source, set, name, reason, createdAt: startedAt, previous, whileReading });
        if (run) run = (await db.update(backupRuns).set(goodRow(summary, clock.now())).where(eq(backupRuns.id, run.id)).returning())[0] ?? run;
        logger.info({ backup: name, bytes: summary.bytes, rows: summary.rows, files: summary.files.length, newFiles: summary.newFiles }, "backup written and checked");
        await prune().catch((error: unknown) => logger.warn({ err: error }, "pruning old backups failed"));
        return { ok: true as const, run, summary };
      } catch (error) {
        const reasonText = describeFailure(error);
        logger.error({ err: error, backup: base }, `backup failed: ${reasonText}`);
        if (run) run = (await db.update(backupRuns).set({ status: "failed", finishedAt: clock.now(), error: reasonText }).where(eq(backupRuns.id, run.id)).returning())[0] ?? run;
        return { ok: false as const, run, error: reasonText };
      }
    }));
  }

  const goodRow = (summary: BackupSummary, finishedAt: Date) => ({
    name: summary.name,
    status: "good" as const,
    finishedAt,
    bytes: summary.bytes,
    rows: summary.rows,
    files: summary.files.length,
    newFiles: summary.newFiles,
  });

  return {
    set,
    backUp,
    prune,
    /** An archive file of its own, with every uploaded file inside (npm run cli -- backup FILE); not part of the set. */
    async toFile(file: string) {
      const { current } = await migrationState(db, migrations);
      if (!current) throw new Error("the database has no tables yet");
      const source: BackupSource = { db, store, sessionSecret, backupKey, steeple, schema: { tag: current.tag, when: current.when } };
      return writeToFile({ source, file, createdAt: clock.now() });
    },
    /** The good archives of the set, newest first. */
    list: () => listBackups(set),
    /** Records a backup written before backup_runs existed (the one taken before the upgrade that made it). */
    async record(summary: BackupSummary, reason: "upgrade" | "manual") {
      await db.insert(backupRuns).values({ reason, startedAt: new Date(summary.createdAt), ...goodRow(summary, new Date(summary.checkedAt)) });
    },
    /** Whether a nightly backup of `night` has been claimed (by any instance). */
    async hasNight(night: string): Promise<boolean> {
      return (await db.select({ id: backupRuns.id }).from(backupRuns).where(eq(backupRuns.night, night)).limit(1)).length > 0;
    },
    /** What the dashboard, the warnings and the metrics say of the backups. */
    async status(): Promise<BackupStatus> {
      const now = clock.now();
      const [good] = await db.select().from(backupRuns).where(eq(backupRuns.status, "good")).orderBy(desc(backupRuns.startedAt), desc(backupRuns.id)).limit(1);
      const [failed] = await db
        .select()
        .from(backupRuns)
        .where(and(eq(backupRuns.status, "failed"), isNotNull(backupRuns.finishedAt), good ? gt(backupRuns.startedAt, good.startedAt) : undefined))
        .orderBy(desc(backupRuns.startedAt), desc(backupRuns.id))
        .limit(1);
      const [oldest] = good ? [] : await db.select({ at: backupRuns.startedAt }).from(backupRuns).orderBy(backupRuns.startedAt).limit(1);
      const since = good?.startedAt ?? oldest?.at;
      return {
        lastGood: good ? { id: good.id, name: good.name, at: good.startedAt, bytes: good.bytes ?? 0 } : null,
        failure: failed ? { id: failed.id, name: failed.name, at: failed.startedAt, error: failed.error ?? "unknown" } : null,
        stale: since !== undefined && now.getTime() - since.getTime() > STALE_AFTER_MS,
      };
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;

/** The backups of the site the configuration describes (server/main.ts, server/cli.ts). */
export function siteBackups({ config, database, store, logger, clock = systemClock }: { config: Config; database: Database; store: FileStore; logger: Logger; clock?: Clock }) {
  return createBackups({
    database,
    clock,
    store,
    set: openBackupSet(config),
    sessionSecret: config.sessionSecret,
    backupKey: siteBackupKey(config).key,
    timeZone: config.siteTimeZone,
    keep: config.backupKeep,
    steeple: STEEPLE_VERSION,
    logger,
  });
}
