/**
 * What an operator's Prometheus watches (prom-client, one registry per process, served at /metrics by
 * server/http/metrics.ts): requests by route pattern and status with a response-time histogram, the
 * page caches' hits and misses, the scheduled jobs' runs and failures, and, read from the database at
 * each scrape so that every instance tells the same truth, the outgoing mail queue, the last good
 * backup and the connection pool; plus Node's own process metrics (memory, event-loop lag).
 */
import { and, isNotNull, isNull, sql } from "drizzle-orm";
import cluster from "node:cluster";
import { AggregatorRegistry, Counter, Gauge, Histogram, collectDefaultMetrics } from "prom-client";
import type { Clock } from "../clock/clock.ts";
import type { Database } from "../db/client.ts";
import { backupRuns, outgoingMail } from "../db/schema.ts";
import type { JobWatcher } from "../jobs/repeat.ts";
import { allWorkersMetrics } from "./cluster.ts";

export type CacheResult = "hit" | "miss" | "stale";

export function createMetrics({ database, clock }: { database: Database; clock: Clock }) {
  // An AggregatorRegistry answers the primary's requests when this process is one of several workers (./cluster.ts).
  const registry = new AggregatorRegistry();
  if (cluster.isWorker) AggregatorRegistry.setRegistries([registry]);
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({ name: "steeple_http_requests_total", help: "HTTP requests answered, by route pattern, method and status.", labelNames: ["route", "method", "status"], registers });
  const duration = new Histogram({
    name: "steeple_http_request_duration_seconds",
    help: "Time to answer an HTTP request, by route pattern.",
    labelNames: ["route"],
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  const cache = new Counter({ name: "steeple_page_cache_requests_total", help: "Requests the page caches could answer (hit), had to render (miss) or answered with an expired copy.", labelNames: ["cache", "result"], registers });
  const jobRuns = new Counter({ name: "steeple_job_runs_total", help: "Runs of the scheduled jobs of this instance.", labelNames: ["job"], registers });
  const jobFailures = new Counter({ name: "steeple_job_failures_total", help: "Runs of the scheduled jobs of this instance that failed.", labelNames: ["job"], registers });

  // One reading of the database per scrape, shared by the gauges below: the first of them (registered
  // first, so collected first, in this process or when the primary asks for every worker's) starts it.
  let reading: Promise<Reading | null> | null = null;
  const read = () => (reading ??= readDatabase(database, clock).catch(() => null));
  // Every worker reads the same database: across workers the first one's reading stands.
  const fromDatabase = (name: string, help: string, labelNames: string[], set: (gauge: Gauge, value: Reading) => void) =>
    new Gauge({
      name,
      help,
      labelNames,
      registers,
      aggregator: "first",
      async collect() {
        this.reset();
        const value = await read();
        if (value) set(this, value);
      },
    });
  new Gauge({
    name: "steeple_database_up",
    help: "1 when the database answered this scrape, 0 when it did not.",
    registers,
    aggregator: "min",
    async collect() {
      reading = null;
      this.set((await read()) ? 1 : 0);
    },
  });
  fromDatabase("steeple_mail_messages", "Outgoing e-mails by state: waiting to be sent (queued), sent, or given up on (failed).", ["state"], (g, v) => {
    for (const state of ["queued", "sent", "failed"] as const) g.set({ state }, v.mail[state]);
  });
  fromDatabase("steeple_mail_oldest_queued_age_seconds", "How long the oldest e-mail still waiting to be sent has waited (0 when none waits).", [], (g, v) => g.set(v.mail.oldestAgeSeconds));
  fromDatabase("steeple_backup_last_good_timestamp_seconds", "When the last backup that was read back and checked was started (Unix time; absent before the first).", [], (g, v) => {
    if (v.backup) g.set(v.backup.at);
  });
  fromDatabase("steeple_backup_last_good_size_bytes", "What the last good backup holds (its archive and every file it names).", [], (g, v) => {
    if (v.backup) g.set(v.backup.bytes);
  });
  new Gauge({
    name: "steeple_database_pool_connections",
    help: "This instance's database connections: open (total), idle, and requests waiting for one.",
    labelNames: ["state"],
    registers,
    collect() {
      const use = database.poolUse();
      for (const state of ["total", "idle", "waiting"] as const) this.set({ state }, use[state]);
    },
  });

  const jobs: JobWatcher = {
    ran(job, ok) {
      jobRuns.inc({ job });
      if (!ok) jobFailures.inc({ job });
    },
  };

  return {
    registry,
    contentType: registry.contentType,
    /** One answered request: its route pattern, method, status and time in seconds. */
    request(route: string, method: string, status: number, seconds: number) {
      requests.inc({ route, method, status: String(status) });
      duration.observe({ route }, seconds);
    },
    /** A page cache ("pages" or "api") looked a request up. */
    cache(which: "pages" | "api", result: CacheResult) {
      cache.inc({ cache: which, result });
    },
    jobs,
    async text() {
      return cluster.isWorker ? allWorkersMetrics() : registry.metrics();
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

type Reading = {
  mail: { queued: number; sent: number; failed: number; oldestAgeSeconds: number };
  backup: { at: number; bytes: number } | null;
};

async function readDatabase({ db }: Database, clock: Clock): Promise<Reading> {
  const [mail] = await db
    .select({
      queued: sql<number>`count(*) filter (where ${outgoingMail.sentAt} is null and ${outgoingMail.failedAt} is null)::int`,
      sent: sql<number>`count(*) filter (where ${outgoingMail.sentAt} is not null)::int`,
      failed: sql<number>`count(*) filter (where ${outgoingMail.failedAt} is not null and ${outgoingMail.sentAt} is null)::int`,
    })
    .from(outgoingMail);
  const [oldest] = await db
    .select({ at: outgoingMail.createdAt })
    .from(outgoingMail)
    .where(and(isNull(outgoingMail.sentAt), isNull(outgoingMail.failedAt)))
    .orderBy(outgoingMail.createdAt)
    .limit(1);
  const [good] = await db
    .select({ at: backupRuns.startedAt, bytes: backupRuns.bytes })
    .from(backupRuns)
    .where(and(sql`${backupRuns.status} = 'good'`, isNotNull(backupRuns.finishedAt)))
    .orderBy(sql`${backupRuns.startedAt} desc`)
    .limit(1);
  return {
    mail: {
      queued: Number(mail?.queued ?? 0),
      sent: Number(mail?.sent ?? 0),
      failed: Number(mail?.failed ?? 0),
      oldestAgeSeconds: oldest ? Math.max(0, (clock.now().getTime() - oldest.at.getTime()) / 1000) : 0,
    },
    backup: good ? { at: good.at.getTime() / 1000, bytes: good.bytes ?? 0 } : null,
  };
}
