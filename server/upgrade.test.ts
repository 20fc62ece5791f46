import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { generate } from "otplib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bareDatabase, testDatabaseKinds } from "./testing/database.ts";
import { testBrowser } from "./testing/browser.ts";
import { OLD_SCHEMA, OLD_SITE, loadOldSite, oldUpload, oldUploads } from "./testing/old-site.ts";
import { type ServerProcess, ensureBuild, startServerProcess } from "./testing/server-process.ts";

const PUBLIC_URL = "https://church.example";
const API_KEY = "upgrade-test-api-key-0123456789";

/**
 * Issue 32 item 3: today's server started on a database of the first released schema (decision 0014)
 * backs it up, upgrades it, and the site works: two-step sign-in, every public page, every upload.
 */
describe.each(testDatabaseKinds)("today's server on a site of the first released schema (%s)", (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-upgrade-"));
  let server: ServerProcess;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ensureBuild();
    const old = await bareDatabase(kind, { pgliteDir: path.join(dataDir, "db") });
    await loadOldSite(old);
    await old.close();
    drop = kind === "postgres" ? old.drop : undefined;
    oldUploads(path.join(dataDir, "uploads"));
    server = await startServerProcess({
      DATA_DIR: dataDir,
      PUBLIC_URL,
      API_KEY,
      SESSION_SECRET: OLD_SITE.sessionSecret,
      // Midnight has passed: the night's backup is due, and taken once the site serves.
      BACKUP_AT: "00:00",
      ...(old.url ? { DATABASE_URL: old.url } : {}),
    });
  }, 240_000);
  afterAll(async () => {
    await server?.stop();
    await drop?.();
  });

  it("took a backup named for the schema it came from before upgrading", () => {
    const upgraded = server.logs.find((line) => line.msg === "database upgraded");
    expect(upgraded).toMatchObject({ from: OLD_SCHEMA, backup: expect.stringMatching(new RegExp(`^\\d{8}T\\d{6}Z-before-upgrade-from-${OLD_SCHEMA}$`)) });
    expect(existsSync(path.join(dataDir, "backups", "archives", `${upgraded!.backup as string}.json`))).toBe(true);
  });

  it("takes the night's backup once it serves, and /metrics names pages by their route pattern", async () => {
    await server.waitForLog((line) => line.msg === "backup written and checked" && String(line.backup).endsWith("-nightly"), "the nightly backup");
    // The first look of the backup job ends after the backup (pruning, the warnings): then it is counted.
    await server.waitForLog((line) => line.msg === "job finished" && line.job === "backups", "the backup job's first run");
    await fetch(`${server.url}/past-session/1`).then((res) => res.arrayBuffer());
    await fetch(`${server.url}/past-session/1`).then((res) => res.arrayBuffer());
    const metrics = await (await fetch(`${server.url}/metrics`)).text();
    expect(metrics).toMatch(/^steeple_http_requests_total\{route="\/past-session\/:id",method="GET",status="200"\} 2$/m);
    expect(metrics).toMatch(/^steeple_page_cache_requests_total\{cache="pages",result="hit"\} [1-9]/m);
    expect(metrics).toMatch(/^steeple_job_runs_total\{job="backups"\} [1-9]/m);
    expect(metrics).toMatch(/^steeple_backup_last_good_timestamp_seconds \d+/m);
  });

  it("signs in with the authenticator app, and with a backup code", async () => {
    const site = { request: (url: string, init?: RequestInit) => fetch(`${server.url}${url}`, init) };
    const browser = testBrowser(site, { apiKey: API_KEY, origin: PUBLIC_URL });
    const first = await browser.post("/api/auth/login", { identifier: OLD_SITE.username, password: OLD_SITE.password });
    expect(first.status).toBe(206);
    const { userId } = (await first.json()) as { userId: string };
    const verified = await browser.post("/api/auth/verify-login-2fa", { userId, otp: await generate({ secret: OLD_SITE.totpSecret }) });
    expect(verified.status).toBe(200);
    expect(((await (await browser.get("/api/auth/me")).json()) as { user: { username: string } }).user.username).toBe(OLD_SITE.username);

    const other = testBrowser(site, { apiKey: API_KEY, origin: PUBLIC_URL });
    const pending = ((await (await other.post("/api/auth/login", { identifier: OLD_SITE.username, password: OLD_SITE.password })).json()) as { userId: string }).userId;
    expect((await other.post("/api/auth/verify-login-2fa", { userId: pending, backupCode: OLD_SITE.backupCode })).status).toBe(200);
  });

  it("serves every public page of the sitemap and the feeds", { timeout: 120_000 }, async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // The old site's own records are among them.
    expect(paths).toEqual(expect.arrayContaining(["/", "/announcements", "/mission-trips/1", "/past-session/1", "/about", "/childcare-preschool", "/first-responders"]));
    const failed: string[] = [];
    for (const page of [...paths, "/podcast.xml", "/events.ics"]) {
      const res = await fetch(`${server.url}${page}`);
      if (res.status !== 200) failed.push(`${page} ${res.status}`);
      await res.arrayBuffer();
    }
    expect(failed).toEqual([]);
  });

  it("serves every file the old site had uploaded", async () => {
    for (const key of oldUploads()) {
      const res = await fetch(`${server.url}/uploads/${key}`);
      expect(res.status, key).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(oldUpload(key)), key).toBe(true);
    }
  });
});
