import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { demoText } from "./db/seed/demo-text.ts";
import { solvedCaptcha } from "./testing/altcha.ts";
import { type Cluster, postgresBin, startCluster } from "./testing/postgres-cluster.ts";
import { type ServerProcess, ensureBuild, startServerProcess } from "./testing/server-process.ts";
import { signedInUser } from "./testing/sessions.ts";
import { jpeg } from "./testing/files.ts";
import { startS3 } from "./testing/s3.ts";
import { startSmtpSink } from "./testing/smtp.ts";
import { openDatabase } from "./db/client.ts";

const API_KEY = "two-instances-api-key-0123456789";
const SESSION_SECRET = "two-instances-session-secret-0123456789abcdef";
const ORIGIN = "https://church.example";

const bin = postgresBin();
if (!bin) console.warn("multi-instance.test.ts: no PostgreSQL server binaries (initdb, pg_ctl) found; the two-instance tests are skipped.");

/**
 * Issue 15, item 2: two instances of the site on one PostgreSQL, as behind a load balancer. Each runs
 * in its own process with its own data folder; PostgreSQL and the S3 bucket are all they share.
 */
describe.skipIf(!bin)("two instances on one PostgreSQL", () => {
  let cluster: Cluster;
  let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
  let s3: Awaited<ReturnType<typeof startS3>>;
  const dataDirs: string[] = [];
  let databaseUrl: string;
  let one: ServerProcess;
  let two: ServerProcess;

  beforeAll(async () => {
    ensureBuild();
    [cluster, smtp, s3] = await Promise.all([startCluster(bin!), startSmtpSink(), startS3()]);
    databaseUrl = await cluster.createDatabase("two_instances");
    const instance = () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-instance-"));
      dataDirs.push(dataDir);
      return startServerProcess({
        ...s3.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        PUBLIC_URL: ORIGIN,
        API_KEY,
        SESSION_SECRET,
        DEMO_CONTENT: "true",
        SMTP_URL: smtp.url,
        NOTIFY_EMAIL: "office@church.example",
      });
    };
    // Started at the same moment on an empty database: both migrate and seed, or one of them would crash.
    [one, two] = await Promise.all([instance(), instance()]);
  }, 300_000);
  afterAll(async () => {
    await Promise.all([one?.stop(), two?.stop()]);
    await smtp?.close();
    await s3?.close();
    cluster?.destroy();
  });

  const query = async <T>(sql: string, values: unknown[] = []) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  it("both start together on an empty database, which is migrated and seeded once", async () => {
    expect(one.running() && two.running()).toBe(true);
    for (const server of [one, two]) expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    // Each demo announcement once (the other tests here add announcements of their own).
    const demoSubjects = demoText.announcements.map((a) => a.subject);
    expect(await query<{ subject: string }>("select subject from announcements where subject = any($1) order by subject", [demoSubjects])).toEqual(
      demoSubjects.sort((a, b) => a.localeCompare(b)).map((subject) => ({ subject })),
    );
    const [migrations] = await query<{ count: string }>("select count(*) from drizzle.__drizzle_migrations");
    const [distinct] = await query<{ count: string }>("select count(distinct hash) from drizzle.__drizzle_migrations");
    expect(migrations!.count).toBe(distinct!.count);
    // Exactly one of them says it seeded.
    expect([one, two].filter((server) => server.logs.some((l) => l.msg === "seeding demo content"))).toHaveLength(1);
  });

  it("a session made on one instance works on the other", async () => {
    const staff = await openDatabase({ databaseUrl });
    const member = await signedInUser(staff.db, { role: "church", sessionSecret: SESSION_SECRET, name: "Priscilla Obi" });
    await staff.close();
    for (const server of [one, two]) {
      const res = await fetch(`${server.url}/admin/dashboard`, { headers: { cookie: member.headers.cookie }, redirect: "manual" });
      expect(res.status, server.url).toBe(200);
      expect(await res.text()).toContain("Priscilla Obi");
    }
  });

  it("an announcement saved on one instance is on the other's cached page within 2 seconds", async () => {
    const staff = await openDatabase({ databaseUrl });
    const member = await signedInUser(staff.db, { role: "church", sessionSecret: SESSION_SECRET, name: "Lydia Achebe" });
    await staff.close();
    // The other instance has the page in its cache before the change.
    const before = await fetch(`${two.url}/announcements`);
    expect(await before.text()).not.toContain("Choir moves to Thursdays");

    const saved = await fetch(`${one.url}/admin/announcements/create-new`, {
      method: "POST",
      redirect: "manual",
      headers: { cookie: member.headers.cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: member.csrfToken, subject: "Choir moves to Thursdays", announcement: "<p>From next week.</p>", publishOn: "", expirationDate: "" }),
    });
    expect(saved.status, await saved.clone().text()).toBe(302);
    const savedAt = Date.now();
    await expect
      .poll(async () => (await (await fetch(`${two.url}/announcements`)).text()).includes("Choir moves to Thursdays"), { timeout: 2_000, interval: 100 })
      .toBe(true);
    expect(Date.now() - savedAt).toBeLessThan(2_000);
  });

  it("keeps the demo pictures in the bucket, served by both, with nothing under either DATA_DIR/uploads", async () => {
    for (const server of [one, two]) {
      const picture = await fetch(`${server.url}/uploads/staff/demo-staff-1.webp`);
      expect(picture.status, server.url).toBe(200);
      expect(picture.headers.get("content-type")).toBe("image/webp");
    }
    for (const dataDir of dataDirs) {
      const uploads = path.join(dataDir, "uploads");
      expect(existsSync(uploads) ? readdirSync(uploads, { recursive: true }) : []).toEqual([]);
    }
  });

  it("a picture uploaded on one instance, saved with a form on the other, is served by both", async () => {
    const staff = await openDatabase({ databaseUrl });
    const member = await signedInUser(staff.db, { role: "church", sessionSecret: SESSION_SECRET, name: "Phoebe Mensah" });
    await staff.close();
    const headers = { cookie: member.headers.cookie, origin: ORIGIN };
    const staged = await fetch(`${one.url}/api/admin/uploads?kind=image&area=church-staff`, {
      method: "POST",
      headers: { ...headers, "x-api-key": API_KEY, "x-csrf-token": member.csrfToken, "content-type": "application/octet-stream", "x-file-name": "phoebe.jpg" },
      body: await jpeg(900, 900),
    });
    expect(staged.status, await staged.clone().text()).toBe(201);
    const { upload } = (await staged.json()) as { upload: string };
    const saved = await fetch(`${two.url}/admin/church-staff/create-new`, {
      method: "POST",
      redirect: "manual",
      headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ csrf: member.csrfToken, name: "Phoebe Mensah", roleTitle: "Deacon", email: "", phone: "", displayOrder: "50", photo: upload }),
    });
    expect(saved.status, await saved.clone().text()).toBe(302);
    const [row] = await query<{ image: string }>("select image from church_staff where name = 'Phoebe Mensah'");
    expect(row?.image).toMatch(/\.webp$/);
    for (const server of [one, two]) {
      const picture = await fetch(`${server.url}/uploads/staff/${row!.image}`);
      expect(picture.status, server.url).toBe(200);
      expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    }
  });

  it("counts the public form's limit across both instances, and sends each staff notice once", async () => {
    const send = async (server: ServerProcess, n: number) => {
      const http = { request: (url: string, init?: RequestInit) => fetch(`${server.url}${url}`, init) };
      return fetch(`${server.url}/api/contact-message`, {
        method: "POST",
        headers: { "x-api-key": API_KEY, "content-type": "application/json", origin: ORIGIN },
        body: JSON.stringify({ name: `Visitor ${n}`, email: "visitor@example.org", message: `Question number ${n}`, recaptchaToken: await solvedCaptcha(http, API_KEY), website: "" }),
      });
    };
    // Five an hour from one address (server/http/forms-api.ts), whichever instance answers.
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) statuses.push((await send(n % 2 ? one : two, n)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);

    // Both instances run a mail worker. A row is marked sent after the mail server took it, so once all
    // five are marked, any second sending would already have arrived.
    await expect
      .poll(async () => (await query<{ count: string }>("select count(*) from outgoing_mail where subject like 'New message from Visitor%' and sent_at is not null"))[0]!.count, {
        timeout: 30_000,
      })
      .toBe("5");
    const subjects = smtp.received.filter((m) => m.subject.startsWith("New message from Visitor")).map((m) => m.subject).sort();
    expect(subjects).toEqual([1, 2, 3, 4, 5].map((n) => `New message from Visitor ${n}`));
  });
});

/** Issue 15, item 3: WEB_CONCURRENCY worker processes under one primary, replaced when one dies. */
describe.skipIf(!bin)("WEB_CONCURRENCY=2 on PostgreSQL", () => {
  let cluster: Cluster;
  let server: ServerProcess;

  beforeAll(async () => {
    ensureBuild();
    cluster = await startCluster(bin!);
    server = await startServerProcess({
      DATABASE_URL: await cluster.createDatabase("workers"),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), "steeple-workers-")),
      PUBLIC_URL: ORIGIN,
      API_KEY,
      SESSION_SECRET,
      WEB_CONCURRENCY: "2",
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  const listening = () => server.logs.filter((l) => l.msg === "listening");

  it("runs two workers on one port, starts another when one dies, and stops them all on SIGTERM", { timeout: 120_000 }, async () => {
    await expect.poll(() => listening().length, { timeout: 60_000 }).toBe(2);
    expect(new Set(listening().map((l) => l.port)).size).toBe(1);
    expect(new Set(listening().map((l) => l.worker)).size).toBe(2);
    const workers = server.logs.filter((l) => l.msg === "worker started");
    expect(workers).toHaveLength(2);

    process.kill(workers[0]!.pid as number, "SIGKILL");
    await server.waitForLog((l) => l.msg === "a worker stopped; starting another", "a worker is replaced");
    // The other worker serves meanwhile, and the new one joins it.
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await expect.poll(() => listening().length, { timeout: 60_000 }).toBe(3);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

    expect(await server.stop()).toBe(0);
    expect(server.logs.filter((l) => l.msg === "stopped").length).toBeGreaterThanOrEqual(3);
  });
});
