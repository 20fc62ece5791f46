import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { eq, getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { generate } from "otplib";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCli, UsageError } from "./cli.ts";
import { systemClock } from "./clock/clock.ts";
import { loadConfig } from "./config.ts";
import { TABLES_LEFT_OUT, siteTables } from "./backups/tables.ts";
import * as schema from "./db/schema.ts";
import { createServices } from "./services.ts";
import { freshDatabase } from "./testing/database.ts";
import { testHttpApp } from "./testing/http.ts";

describe("operator CLI", () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-cli-"));
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://church.example" });
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  const run = (args: string[], input = "") => runCli(args, { database, config, stdin: Readable.from([input]) });

  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  it("creates the first siteadmin with the password from standard input", async () => {
    expect(await run(["create-user", "--username", "Pastor", "--email", "pastor@example.org", "--name", "Pastor Dan", "--role", "siteadmin"], "a-long-password\n")).toMatch(
      /Created siteadmin "pastor"/,
    );
    const [user] = await database.db.select().from(schema.users).where(eq(schema.users.username, "pastor"));
    expect(user).toMatchObject({ username: "pastor", email: "pastor@example.org", role: "siteadmin", name: "Pastor Dan" });
    expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it("refuses a short or common password, an unknown role and a missing option", async () => {
    await expect(run(["create-user", "--username", "x", "--role", "siteadmin"], "short")).rejects.toThrow(UsageError);
    await expect(run(["create-user", "--username", "x", "--role", "siteadmin"], "password123\n")).rejects.toThrow(/on a list of common or leaked passwords/);
    expect(await database.db.select().from(schema.users).where(eq(schema.users.username, "x"))).toEqual([]);
    await expect(run(["create-user", "--username", "x", "--role", "pope"], "a-long-password")).rejects.toThrow(/--role must be one of/);
    await expect(run(["invite", "--role", "admin"])).rejects.toThrow(/--email/);
    await expect(run(["frobnicate"])).rejects.toThrow(/Unknown command/);
  });

  it("prints an invite link and a manual-reset link on PUBLIC_URL", async () => {
    expect(await run(["invite", "--email", "new@example.org", "--role", "church"])).toMatch(/^https:\/\/church\.example\/register\?invite=[\w-]+&email=new%40example\.org$/);
    await run(["create-user", "--username", "deacon", "--name", "Deacon Ray", "--role", "church"], "a-long-password\n");
    expect(await run(["reset-link", "--user", "deacon"])).toMatch(/^https:\/\/church\.example\/manual-reset\?token=[\w-]+$/);
    await expect(run(["reset-link", "--user", "ghost"])).rejects.toThrow(/No user/);
  });

  it("backs up and restores into an empty database", async () => {
    const [kept] = await database.db.insert(schema.announcements).values({ subject: "Kept", announcement: "<p>x</p>" }).returning();
    const file = path.join(dataDir, "site.backup");
    await run(["backup", file]);
    const empty = await freshDatabase("pglite");
    try {
      expect(await runCli(["restore", file], { database: empty, config, stdin: Readable.from([""]) })).toMatch(/Restored \d+ rows/);
      const [a] = await empty.db.select().from(schema.announcements);
      expect(a).toMatchObject({ subject: "Kept" });
      // Timestamps come back as the same moments, not as text.
      expect(a!.submittedAt).toBeInstanceOf(Date);
      expect(a!.submittedAt).toEqual(kept!.submittedAt);
      // Sequences continue after the restored ids.
      const [next] = await empty.db.insert(schema.announcements).values({ subject: "New", announcement: "" }).returning();
      expect(next!.id).toBeGreaterThan(a!.id);
      await expect(runCli(["restore", file], { database: empty, config, stdin: Readable.from([""]) })).rejects.toThrow(/empty database/);
    } finally {
      await empty.drop();
    }
  });

  // Starting npm and Node takes many seconds on a busy machine.
  it("runs as `npm run cli` with a clear usage error and exit code 2", { timeout: 90_000 }, () => {
    const result = spawnSync("npm", ["run", "--silent", "cli", "--", "invite"], {
      cwd: path.resolve(import.meta.dirname, ".."),
      env: { ...process.env, DATA_DIR: mkdtempSync(path.join(tmpdir(), "steeple-cli-run-")) },
      encoding: "utf8",
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("invite needs --email");
  });
});

describe("backup and restore carry a working site", () => {
  it("carries every table of the schema, or says why one is left out", async () => {
    const database = await freshDatabase("pglite");
    try {
      const carried = await siteTables(database.db);
      const all = Object.values(schema).filter((value) => is(value, PgTable)).map((table) => getTableName(table));
      expect(all.filter((name) => !carried.includes(name)).sort()).toEqual([...TABLES_LEFT_OUT].sort());
    } finally {
      await database.drop();
    }
  });

  it("restores into a fresh data folder where authenticator sign-in works and uploaded files are served", { timeout: 120_000 }, async () => {
    // Site A, with a person who signs in with an authenticator app and a staff photo.
    const dataA = mkdtempSync(path.join(tmpdir(), "steeple-drill-a-"));
    const configA = loadConfig({ DATA_DIR: dataA, PUBLIC_URL: "https://church.example" });
    const siteA = await freshDatabase("pglite");
    const servicesA = createServices({
      database: siteA,
      site: { publicUrl: configA.publicUrl, timeZone: configA.siteTimeZone },
      sessionSecret: configA.sessionSecret,
      mail: { smtpUrl: undefined, from: configA.mailFrom, outboxDir: path.join(dataA, "outbox") },
      logger: pino({ level: "silent" }),
    });
    const grace = await servicesA.accounts.createUser({ name: "Grace Porter", username: "grace", email: "grace@example.org", password: "psalm-23-still", role: "admin" });
    const { secret } = await servicesA.twoFactor.startTotpEnrolment(grace.id);
    expect((await servicesA.twoFactor.confirmTotpEnrolment(grace.id, await generate({ secret }))).ok).toBe(true);
    mkdirSync(path.join(dataA, "uploads", "staff"), { recursive: true });
    writeFileSync(path.join(dataA, "uploads", "staff", "grace-porter.webp"), "RIFF0000WEBPVP8 picture bytes");
    await siteA.db.insert(schema.churchStaff).values({ name: "Grace Porter", roleTitle: "Secretary", image: "grace-porter.webp" });
    await servicesA.mailer.close();

    const file = path.join(dataA, "site.backup");
    const said = await runCli(["backup", file], { database: siteA, config: configA, stdin: Readable.from([""]) });
    // The operator is told plainly what to keep.
    expect(said).toMatch(/backup key/i);
    expect(said).toContain(path.join(dataA, "secrets", "backup-key"));
    await siteA.drop();

    // Site B: a fresh folder, so a different SESSION_SECRET; the operator has kept the backup key.
    const dataB = mkdtempSync(path.join(tmpdir(), "steeple-drill-b-"));
    const configB = loadConfig({ DATA_DIR: dataB, PUBLIC_URL: "https://church.example" });
    expect(configB.sessionSecret).not.toBe(configA.sessionSecret);
    const siteB = await freshDatabase("pglite");
    try {
      await expect(runCli(["restore", file], { database: siteB, config: configB, stdin: Readable.from([""]) })).rejects.toThrow(/backup key/i);
      expect(await runCli(["restore", file, "--key-file", path.join(dataA, "secrets", "backup-key")], { database: siteB, config: configB, stdin: Readable.from([""]) })).toMatch(
        /Restored \d+ rows and 1 file/,
      );
      const web = testHttpApp(siteB, { clock: systemClock, env: { DATA_DIR: dataB, SESSION_SECRET: configB.sessionSecret } });
      const signIn = await web.services.signIn.login({ identifier: "grace", password: "psalm-23-still", address: "192.0.2.50" });
      expect(signIn).toMatchObject({ ok: true, step: "second" });
      // Enrolment spent this time step's code; an authenticator shows the next one 30 seconds later.
      const nextStepCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const verified = await web.services.signIn.verifyLogin({ challengeToken: (signIn as { challengeToken: string }).challengeToken, otp: nextStepCode, address: "192.0.2.50" });
      expect(verified).toMatchObject({ ok: true, step: "signed-in" });
      const photo = await web.get("/uploads/staff/grace-porter.webp", {});
      expect(photo.status).toBe(200);
      expect(await photo.text()).toBe("RIFF0000WEBPVP8 picture bytes");
      await web.services.mailer.close();
    } finally {
      await siteB.drop();
    }
  });
});
