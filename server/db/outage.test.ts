import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Cluster, postgresBin, startCluster } from "../testing/postgres-cluster.ts";
import { type ServerProcess, ensureBuild, startServerProcess } from "../testing/server-process.ts";
import { signedInUser } from "../testing/sessions.ts";
import { openDatabase } from "./client.ts";

const API_KEY = "outage-test-api-key-0123456789";
const SESSION_SECRET = "outage-test-session-secret-0123456789abcdef";
const TRY_AGAIN = /try again in a few minutes/;

const bin = postgresBin();
if (!bin) console.warn("outage.test.ts: no PostgreSQL server binaries (initdb, pg_ctl) found; the database outage tests are skipped.");

/** The CSP nonce a page was rendered with: the same nonce twice means the second answer came from the page cache. */
async function nonceOf(res: Response) {
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
}

/**
 * Issue 14, item 7: with DATABASE_URL on PostgreSQL, the database going away (stopped, restarted, or
 * just the LISTEN connection killed) must not end the process, and the site must come back by itself.
 * The server runs as a child process: an unhandled 'error' event would end it, which the tests see.
 */
describe.skipIf(!bin)("the site on PostgreSQL when the database goes away", () => {
  let cluster: Cluster;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    ensureBuild();
    cluster = await startCluster(bin!);
  }, 300_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    cluster?.destroy();
  });

  async function siteOn(database: string) {
    cluster.ensureRunning();
    const url = await cluster.createDatabase(database);
    const server = await startServerProcess({
      DATABASE_URL: url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "steeple-outage-")),
      PUBLIC_URL: "https://church.example",
      API_KEY,
      SESSION_SECRET,
    });
    servers.push(server);
    return { url, server };
  }

  it(
    "keeps running while PostgreSQL is stopped: cached pages, 503s that say to try again, a closed admin area; then reconnects and clears the cache once",
    { timeout: 240_000 },
    async () => {
      const { url, server } = await siteOn("outage_stop");
      const staff = await openDatabase({ databaseUrl: url });
      const admin = await signedInUser(staff.db, { role: "siteadmin", sessionSecret: SESSION_SECRET, name: "Marguerite Oduya" });
      await staff.close();
      const signedIn = { cookie: admin.headers.cookie };
      expect(await (await fetch(`${server.url}/admin/dashboard`, { headers: signedIn })).text()).toContain("Marguerite Oduya");
      const home = await nonceOf(await fetch(`${server.url}/`));
      expect(await nonceOf(await fetch(`${server.url}/`))).toBe(home);

      cluster.stop();
      await server.waitForLog((l) => /database connection .*lost/.test(l.msg), "the LISTEN connection is lost");

      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
      const ready = await fetch(`${server.url}/readyz`);
      expect([ready.status, await ready.json()]).toEqual([503, { status: "database unavailable" }]);
      // A page in the cache is still served; one that is not says plainly to come back later.
      expect(await nonceOf(await fetch(`${server.url}/`))).toBe(home);
      const uncached = await fetch(`${server.url}/announcements`);
      expect(uncached.status).toBe(503);
      expect(uncached.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await uncached.text()).toMatch(TRY_AGAIN);
      // A public form: a clear answer the page shows (it keeps what was typed, see app/lib/forms.ts).
      const form = await fetch(`${server.url}/api/contact-message`, {
        method: "POST",
        headers: { "x-api-key": API_KEY, "content-type": "application/json" },
        body: JSON.stringify({ name: "Ruth", email: "ruth@example.org", message: "Hello", recaptchaToken: "token", website: "" }),
      });
      expect(form.status).toBe(503);
      expect(((await form.json()) as { error: string }).error).toMatch(TRY_AGAIN);
      // The staff area fails closed: no page, no name, not even as signed out.
      const dashboard = await fetch(`${server.url}/admin/dashboard`, { headers: signedIn, redirect: "manual" });
      expect(dashboard.status).toBe(503);
      const page = await dashboard.text();
      expect(page).not.toContain("Marguerite Oduya");
      expect(page).toMatch(TRY_AGAIN);
      const me = await fetch(`${server.url}/api/auth/me`, { headers: { ...signedIn, "x-api-key": API_KEY } });
      expect(me.status).toBe(503);
      expect(server.running()).toBe(true);
      // Stay down until the change-notice connection has failed to come back at least once, however fast the checks above ran.
      await server.waitForLog((l) => /still unreachable/.test(l.msg), "a reconnect attempt fails while the database is down");

      cluster.start();
      const restored = await server.waitForLog((l) => /database connection .*restored/.test(l.msg), "reconnected", 90_000);
      expect(restored.attempts).toEqual(expect.any(Number));
      await server.waitForLog((l) => /notices may have been missed/.test(l.msg), "the page cache is cleared after the gap");
      // Retries were spaced out and logged, each with its wait.
      const retries = server.logs.filter((l) => /still unreachable/.test(l.msg));
      expect(retries.length).toBeGreaterThan(0);
      expect(retries.map((l) => l.retryInMs as number)).toEqual([...retries.map((l) => l.retryInMs as number)].sort((a, b) => a - b));

      expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
      expect((await fetch(`${server.url}/announcements`)).status).toBe(200);
      // The pool's loss and return were logged once each; no query (nor what a visitor typed) in the log.
      expect(server.logs.filter((l) => /cannot open a database connection/.test(l.msg))).toHaveLength(1);
      expect(server.logs.filter((l) => /database connections work again/.test(l.msg))).toEqual([expect.objectContaining({ failedAttempts: expect.any(Number) })]);
      const failures = server.logs.filter((l) => /request failed/.test(l.msg));
      expect(failures.map((l) => l.path)).toEqual(expect.arrayContaining(["/api/contact-message", "/admin/dashboard"]));
      expect(JSON.stringify(failures)).not.toMatch(/ruth@example\.org|Failed query/);
      expect(await nonceOf(await fetch(`${server.url}/`))).not.toBe(home);
      expect(await (await fetch(`${server.url}/admin/dashboard`, { headers: signedIn })).text()).toContain("Marguerite Oduya");
      expect(server.logs.filter((l) => /notices may have been missed/.test(l.msg))).toHaveLength(1);
      expect(server.running()).toBe(true);
    },
  );

  it("gets its LISTEN connection back after pg_terminate_backend, and content changes clear its cache again", { timeout: 240_000 }, async () => {
    const { url, server } = await siteOn("outage_listen");
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      const listeners = async () =>
        (await admin.query("select pid from pg_stat_activity where query ilike 'listen%' and datname = current_database()")).rowCount;
      expect(await listeners()).toBe(1);
      const terminated = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and datname = current_database()");
      expect(terminated.rowCount).toBe(1);

      await server.waitForLog((l) => /database connection .*lost/.test(l.msg), "the LISTEN connection is lost");
      await server.waitForLog((l) => /database connection .*restored/.test(l.msg), "reconnected", 60_000);
      expect(server.running()).toBe(true);
      expect(await listeners()).toBe(1);

      // Another instance's change notice (server/admin/change.ts; an empty one clears everything) reaches this one again.
      const before = await nonceOf(await fetch(`${server.url}/`));
      expect(await nonceOf(await fetch(`${server.url}/`))).toBe(before);
      const notices = server.logs.filter((l) => /content changed/.test(l.msg)).length;
      await admin.query("select pg_notify('content_changed', '')");
      await server.waitForLog((l) => /content changed/.test(l.msg) && server.logs.indexOf(l) >= notices, "the change notice");
      expect(await nonceOf(await fetch(`${server.url}/`))).not.toBe(before);
    } finally {
      await admin.end();
    }
  });
});
