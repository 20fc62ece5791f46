import parsePrometheusTextFormat, { type ParsedFamily } from "parse-prometheus-text-format";
import { describe, expect, it } from "vitest";
import { backupRuns, outgoingMail } from "../db/schema.ts";
import { fixedClock } from "../testing/clock.ts";
import { freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { httpAppForSuite, listening, testHttpApp } from "../testing/http.ts";

const TOKEN = "metrics-token-0123456789abcdef";
const NOW = "2026-11-21T15:00:00Z";

/** GET /metrics as a client at `address` (TRUST_PROXY=true in the test app reads X-Forwarded-For). */
const scrape = (app: ReturnType<typeof testHttpApp>, address: string, extra: Record<string, string> = {}) => app.http.request("/metrics", { headers: { "x-forwarded-for": address, ...extra } });

const family = (families: ParsedFamily[], name: string) => families.find((f) => f.name === name);
const sample = (families: ParsedFamily[], name: string, labels: Record<string, string> = {}) =>
  family(families, name)?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v));

describe.each(testDatabaseKinds)("/metrics (%s)", (kind) => {
  const suite = httpAppForSuite({ clock: fixedClock(NOW), env: { METRICS_TOKEN: TOKEN }, withMetrics: true }, kind);

  it("opens to this machine and to the bearer of METRICS_TOKEN, and to nobody else", async () => {
    const { app } = suite;
    expect((await scrape(app, "127.0.0.1")).status).toBe(200);
    expect((await scrape(app, "::1")).status).toBe(200);
    expect((await scrape(app, "203.0.113.5", { authorization: `Bearer ${TOKEN}` })).status).toBe(200);
    for (const refused of [{}, { authorization: "Bearer wrong-token-0123456789" }, { authorization: TOKEN }] as Record<string, string>[]) {
      const res = await scrape(app, "203.0.113.5", refused);
      expect(res.status).toBe(401);
      expect(res.headers.get("www-authenticate")).toBe('Bearer realm="metrics"');
      expect(await res.text()).not.toContain("steeple_");
    }
  });

  it("counts requests by route pattern and status, times them, and reads the mail queue, the last backup and the pool", async () => {
    const { app, database } = suite;
    const clock = fixedClock(NOW);
    await database.db.insert(outgoingMail).values({ to: "office@example.org", subject: "Stuck", text: "x", nextAttemptAt: new Date("2026-11-21T16:00:00Z"), createdAt: new Date(clock.now().getTime() - 2 * 3600_000) });
    await database.db.insert(backupRuns).values({ name: "20261121T080000Z-nightly", reason: "nightly", night: "2026-11-21", status: "good", startedAt: new Date("2026-11-21T08:00:00Z"), finishedAt: new Date("2026-11-21T08:01:00Z"), bytes: 48 * 1024 * 1024 });
    for (const path of ["/api/announcements", "/api/announcements", "/api/past-services/12345", "/healthz"]) await app.get(path);
    app.metrics!.jobs.ran("backups", true);
    app.metrics!.jobs.ran("backups", false);

    const res = await scrape(app, "127.0.0.1");
    expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parsePrometheusTextFormat(await res.text());
    expect(sample(families, "steeple_http_requests_total", { route: "/api/announcements", method: "GET", status: "200" })?.value).toBe("2");
    expect(sample(families, "steeple_http_requests_total", { route: "/api/past-services/:id", status: "404" })?.value).toBe("1");
    // The parser folds a histogram's labelled series into one set of buckets (as prom2json does for unlabelled ones); each has every bound up to +Inf.
    const histogram = family(families, "steeple_http_request_duration_seconds");
    expect(histogram).toMatchObject({ type: "HISTOGRAM", metrics: [{ buckets: expect.objectContaining({ "0.005": expect.any(String), "0.05": expect.any(String), "+Inf": expect.any(String) }) }] });
    expect(sample(families, "steeple_mail_messages", { state: "queued" })?.value).toBe("1");
    expect(Number(sample(families, "steeple_mail_oldest_queued_age_seconds")?.value)).toBe(7200);
    expect(Number(sample(families, "steeple_backup_last_good_timestamp_seconds")?.value)).toBe(Date.parse("2026-11-21T08:00:00Z") / 1000);
    expect(Number(sample(families, "steeple_backup_last_good_size_bytes")?.value)).toBe(48 * 1024 * 1024);
    expect(sample(families, "steeple_job_runs_total", { job: "backups" })?.value).toBe("2");
    expect(sample(families, "steeple_job_failures_total", { job: "backups" })?.value).toBe("1");
    expect(sample(families, "steeple_database_up")?.value).toBe("1");
    expect(Number(sample(families, "steeple_database_pool_connections", { state: "total" })?.value)).toBeGreaterThanOrEqual(1);
    for (const name of ["process_resident_memory_bytes", "nodejs_eventloop_lag_seconds", "nodejs_heap_size_used_bytes"]) expect(family(families, name), name).toBeDefined();
  });
});

describe("/metrics without TRUST_PROXY", () => {
  it("judges by the connection's address: a proxy on this machine makes every request loopback, whatever X-Forwarded-For says", async () => {
    const database = await freshDatabase(testDatabaseKinds[0]!);
    const app = testHttpApp(database, { env: { TRUST_PROXY: "false" }, withMetrics: true });
    const server = await listening(app.http);
    try {
      expect((await fetch(`${server.base}/metrics`, { headers: { "x-forwarded-for": "203.0.113.5" } })).status).toBe(200);
    } finally {
      await server.close();
      await app.services.mailer.close();
      await database.drop();
    }
  });
});
