import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { generate } from "otplib";
import pino from "pino";
import * as tar from "tar";
import { describe, expect, it, onTestFinished } from "vitest";
import { runCli } from "../cli.ts";
import { systemClock } from "../clock/clock.ts";
import { loadConfig } from "../config.ts";
import { readMigrations } from "../db/migrations.ts";
import * as schema from "../db/schema.ts";
import { createServices } from "../services.ts";
import { s3Store } from "../storage/s3-store.ts";
import { type FileStore, readAll } from "../storage/store.ts";
import { BACKUP_TEST_KEYS, backupSite } from "../testing/backup-site.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../testing/database.ts";
import { testHttpApp } from "../testing/http.ts";
import { startS3 } from "../testing/s3.ts";
import { createBackupSchedule } from "./schedule.ts";
import { restoreFromFile, restoreFromSet } from "./restore.ts";
import { RestoreRefused } from "./restore-errors.ts";
import { type BackupSet, listBackups, prefixedStore } from "./set.ts";

const silent = pino({ level: "silent" });
const ZONE = "America/New_York";

/** A site on `kind` with a person who signs in with an authenticator app and a staff photo, backed up by its nightly schedule. */
async function backedUpSite(kind: TestDatabaseKind, { store, set }: { store?: FileStore; set?: BackupSet } = {}) {
  const site = await backupSite(kind, { now: "2026-11-27T08:00:00Z", store, set });
  const services = createServices({
    database: site.database,
    site: { publicUrl: "https://church.example", timeZone: ZONE },
    sessionSecret: BACKUP_TEST_KEYS.sessionSecret,
    mail: { smtpUrl: undefined, from: "site@example.org", outboxDir: path.join(site.dir, "outbox") },
    logger: silent,
    store: site.store,
  });
  const grace = await services.accounts.createUser({ name: "Grace Porter", username: "grace", email: "grace@example.org", password: "psalm-23-still", role: "siteadmin" });
  const { secret } = await services.twoFactor.startTotpEnrolment(grace.id);
  expect((await services.twoFactor.confirmTotpEnrolment(grace.id, await generate({ secret }))).ok).toBe(true);
  await services.mailer.close();
  await site.store.write("staff/grace-porter.webp", Buffer.from("RIFF0000WEBPVP8 picture bytes"));
  await site.database.db.insert(schema.churchStaff).values({ name: "Grace Porter", roleTitle: "Secretary", image: "grace-porter.webp" });
  const schedule = createBackupSchedule({ backups: site.backups, alerts: { check: async () => [] }, clock: site.clock, timeZone: ZONE, at: "03:00", logger: silent });
  expect(await schedule.tick()).toMatchObject({ ok: true, summary: { name: "20261127T080000Z-nightly" } });
  return { ...site, secret };
}

/** What the drill checks on the restored site: sign-in with the authenticator app, and the photo served. */
async function signsInAndServes(restored: ReturnType<typeof testHttpApp>, secret: string) {
  const signIn = await restored.services.signIn.login({ identifier: "grace", password: "psalm-23-still", address: "192.0.2.50" });
  expect(signIn).toMatchObject({ ok: true, step: "second" });
  // Enrolment spent this time step's code; an authenticator shows the next one 30 seconds later.
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
  expect(await restored.services.signIn.verifyLogin({ challengeToken: (signIn as { challengeToken: string }).challengeToken, otp: code, address: "192.0.2.50" })).toMatchObject({ ok: true, step: "signed-in" });
  const photo = await restored.get("/uploads/staff/grace-porter.webp", {});
  expect(photo.status).toBe(200);
  expect(await photo.text()).toBe("RIFF0000WEBPVP8 picture bytes");
  await restored.services.mailer.close();
}

describe.each(testDatabaseKinds)("the restore drill of a nightly backup (%s)", (kind) => {
  it("restores the set's latest backup into a fresh DATA_DIR, where authenticator sign-in works and the upload is served", { timeout: 60_000 }, async () => {
    const site = await backedUpSite(kind);
    // A new machine: a fresh DATA_DIR, the backup set copied back from off-site, the backup key kept apart.
    const dataDir = mkdtempSync(path.join(tmpdir(), "steeple-drill-"));
    cpSync(site.set.store.root!, path.join(dataDir, "backups"), { recursive: true });
    const keyFile = path.join(site.dir, "backup-key");
    writeFileSync(keyFile, BACKUP_TEST_KEYS.backupKey);
    const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://church.example" });
    const fresh = await freshDatabase(kind);
    onTestFinished(() => fresh.drop());
    const cli = (args: string[]) => runCli(args, { database: fresh, config, stdin: Readable.from([""]) });
    const schemaTag = readMigrations().at(-1)!.tag;
    expect(await cli(["backups"])).toMatch(new RegExp(`^Backups in .*\\n2026-11-27 03:00 {2}nightly .* checked {2}20261127T080000Z-nightly {2}\\(Steeple 0\\.1\\.0, ${schemaTag}\\)$`));
    await expect(cli(["restore", "--latest"])).rejects.toThrow(/backup key/);
    expect(await cli(["restore", "--latest", "--key-file", keyFile])).toMatch(/^Restored \d+ rows and 1 file from 20261127T080000Z-nightly\.$/);
    await signsInAndServes(testHttpApp(fresh, { clock: systemClock, env: { DATA_DIR: dataDir, SESSION_SECRET: config.sessionSecret } }), site.secret);
  });
});

describe("a backup set in the site's S3 bucket", () => {
  it("keeps its backups under backups/, never serves them, and restores into an empty bucket where the drill passes", { timeout: 60_000 }, async () => {
    const s3 = await startS3();
    onTestFinished(() => s3.close());
    const bucket = s3Store(s3.settings);
    const set = { store: prefixedStore(bucket, "backups/"), where: `s3://${s3.settings.bucket}/backups/` };
    const site = await backedUpSite(testDatabaseKinds[0]!, { store: bucket, set });
    expect((await bucket.list("backups/archives/")).map((f) => f.key).sort()).toEqual(["backups/archives/20261127T080000Z-nightly.json", "backups/archives/20261127T080000Z-nightly.tar.gz"]);
    const [summary] = await listBackups(set);
    expect(summary!.files.map((f) => f.key)).toEqual(["staff/grace-porter.webp"]);
    const web = testHttpApp(site.database, { env: s3.env });
    expect((await web.get("/uploads/backups/archives/20261127T080000Z-nightly.json", {})).status).toBe(404);
    await web.services.mailer.close();

    const fresh = await freshDatabase(testDatabaseKinds[0]!);
    onTestFinished(() => fresh.drop());
    const target = { store: bucket, sessionSecret: "t".repeat(40), backupKey: BACKUP_TEST_KEYS.backupKey, migrations: readMigrations(), steeple: "0.1.0" };
    await expect(restoreFromSet(set, summary!.name, { ...target, database: fresh })).rejects.toThrow("Restore needs an empty bucket");
    const spare = s3Store({ ...s3.settings, bucket: s3.spareBucket });
    expect(await restoreFromSet(set, summary!.name, { ...target, database: fresh, store: spare })).toMatchObject({ files: 1, upgradePending: false });
    expect((await readAll(spare, "staff/grace-porter.webp")).toString()).toBe("RIFF0000WEBPVP8 picture bytes");
    expect(await fresh.db.select({ name: schema.churchStaff.name }).from(schema.churchStaff)).toEqual([{ name: "Grace Porter" }]);
    // The drill: the restored site on the spare bucket signs in with the authenticator app and serves the photo.
    await signsInAndServes(testHttpApp(fresh, { clock: systemClock, env: { ...s3.env, S3_BUCKET: s3.spareBucket, SESSION_SECRET: target.sessionSecret } }), site.secret);
  });
});

describe("a backup made by a newer version", () => {
  it("is refused, naming the version it needs", async () => {
    const site = await backupSite(testDatabaseKinds[0]!);
    const made = await site.backups.toFile(path.join(site.dir, "site.tar.gz"));
    expect(made.rows).toBeGreaterThanOrEqual(0);
    // The same archive as Steeple 9.0 would write it, with a migration this version does not have.
    const work = path.join(site.dir, "newer");
    mkdirSync(work);
    await tar.extract({ file: path.join(site.dir, "site.tar.gz"), cwd: work });
    const manifest = JSON.parse(readFileSync(path.join(work, "manifest.json"), "utf8")) as Record<string, unknown>;
    writeFileSync(path.join(work, "manifest.json"), JSON.stringify({ ...manifest, steeple: "9.0.0", schema: { tag: "0042_choir_rota", when: 4102444800000 } }));
    await tar.create({ file: path.join(site.dir, "newer.tar.gz"), cwd: work, gzip: true }, ["manifest.json", "tables"]);
    const fresh = await freshDatabase(testDatabaseKinds[0]!);
    onTestFinished(() => fresh.drop());
    const restoring = restoreFromFile(path.join(site.dir, "newer.tar.gz"), { database: fresh, store: site.store, sessionSecret: "t".repeat(40), backupKey: null, migrations: readMigrations(), steeple: "0.1.0" });
    await expect(restoring).rejects.toThrow(RestoreRefused);
    await expect(restoring).rejects.toThrow(`This backup was made by Steeple 9.0.0, with database schema 0042_choir_rota; this is Steeple 0.1.0 (schema ${readMigrations().at(-1)!.tag}). Install Steeple 9.0.0 or newer to restore it.`);
  });
});
