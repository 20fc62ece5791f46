import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { describe, expect, it, onTestFinished } from "vitest";
import { createDashboard } from "../admin/dashboard.ts";
import { zonedMoment } from "../../shared/dates.ts";
import { users } from "../db/schema.ts";
import { createMailer } from "../mail/mailer.ts";
import { backupSite } from "../testing/backup-site.ts";
import { testDatabaseKinds } from "../testing/database.ts";
import { diskWithRoomFor } from "../testing/full-disk.ts";
import { startSmtpSink } from "../testing/smtp.ts";
import { createBackupAlerts } from "./alerts.ts";
import { createBackupSchedule, nightDue } from "./schedule.ts";
import { listBackups } from "./set.ts";

const ZONE = "America/New_York";
const silent = pino({ level: "silent" });
/** The moment the church's clock shows `local` ("2026-10-01T03:00"). */
const at = (local: string) => zonedMoment(local, ZONE).toISOString();

describe("nightDue", () => {
  it("is tonight's date once BACKUP_AT has passed on the church's clock, across a daylight-saving change", () => {
    expect(nightDue(new Date(at("2026-10-01T02:59")), "03:00", ZONE)).toBeNull();
    expect(nightDue(new Date(at("2026-10-01T03:00")), "03:00", ZONE)).toBe("2026-10-01");
    expect(nightDue(new Date(at("2026-10-01T23:59")), "03:00", ZONE)).toBe("2026-10-01");
    // 1 November 2026: clocks go back at 02:00; 03:00 comes once, at 08:00 UTC.
    expect(nightDue(new Date("2026-11-01T07:59:00Z"), "03:00", ZONE)).toBeNull();
    expect(nightDue(new Date("2026-11-01T08:00:00Z"), "03:00", ZONE)).toBe("2026-11-01");
  });
});

describe.each(testDatabaseKinds)("the nightly schedule on the test clock (%s)", (kind) => {
  it("backs up at BACKUP_AT once a night, prunes to the kept days, weeks and months, and warns the site administrators once", { timeout: 60_000 }, async () => {
    const sink = await startSmtpSink();
    onTestFinished(() => sink.close());
    const site = await backupSite(kind, { now: at("2026-10-27T02:59"), keep: { daily: 2, weekly: 3, monthly: 2 } });
    const { db } = site.database;
    await db.insert(users).values([
      { name: "Pastor Dan", username: "pastor", email: "pastor@example.org", passwordHash: "x", role: "siteadmin" },
      { name: "Former", username: "former", email: "former@example.org", passwordHash: "x", role: "siteadmin", disabled: true },
      { name: "Office", username: "office", email: "office@example.org", passwordHash: "x", role: "admin" },
    ]);
    const mailer = createMailer({ db, clock: site.clock, logger: silent, smtpUrl: sink.url, from: "site@example.org", outboxDir: "/nonexistent" });
    onTestFinished(() => mailer.close());
    const alerts = createBackupAlerts({ db, clock: site.clock, mailer, siteName: async () => "Cedar Hill", publicUrl: "https://church.example", where: site.set.where });
    const schedule = createBackupSchedule({ backups: site.backups, alerts, clock: site.clock, timeZone: ZONE, at: "03:00", logger: silent });

    expect(await schedule.tick()).toBeNull();
    expect(await listBackups(site.set)).toEqual([]);

    // Fourteen nights, October 27 to November 9. A picture is replaced on October 29: its old file goes once no kept backup names it.
    await site.store.write("staff/old.webp", Buffer.from("RIFF old"));
    await site.store.write("staff/kept.webp", Buffer.from("RIFF kept"));
    for (let day = 0; day < 14; day++) {
      const date = new Date(Date.UTC(2026, 9, 27 + day)).toISOString().slice(0, 10);
      if (date === "2026-10-29") await site.store.remove(["staff/old.webp"]);
      site.clock.set(at(`${date}T03:00`));
      expect(await schedule.tick()).toMatchObject({ ok: true });
      site.clock.set(at(`${date}T03:30`));
      expect(await schedule.tick()).toBeNull();
    }
    const kept = (await listBackups(site.set)).map((b) => b.createdAt);
    // Daily: November 9 and 8; weekly (Monday to Sunday): those two and November 1, the last of its week; monthly: October 31.
    expect(kept).toEqual([at("2026-11-09T03:00"), at("2026-11-08T03:00"), at("2026-11-01T03:00"), at("2026-10-31T03:00")]);
    const blobs = readdirSync(path.join(site.set.store.root!, "files"), { recursive: true }).filter((f) => String(f).length > 10);
    expect(blobs).toHaveLength(1);
    expect(existsSync(path.join(site.set.store.root!, "archives", `${(await listBackups(site.set))[3]!.name}.tar.gz`))).toBe(true);
    expect(sink.received).toEqual([]);

    // November 10: the disk of the set is full. The failure is e-mailed once, with its reason.
    const full = await backupSite(kind, { database: site.database, store: site.store, set: { ...site.set, store: diskWithRoomFor(site.set.store, 0) }, now: at("2026-11-10T03:00"), keep: { daily: 2, weekly: 3, monthly: 2 } });
    const failing = createBackupSchedule({ backups: full.backups, alerts, clock: full.clock, timeZone: ZONE, at: "03:00", logger: silent });
    await expect(failing.tick()).rejects.toThrow(/backup failed: the disk is full/);
    await mailer.deliverDue();
    await sink.waitFor(1);
    expect(sink.received.map((m) => [m.to, m.subject])).toEqual([[["pastor@example.org"], "Cedar Hill website: a backup failed"]]);
    expect(sink.received[0]!.text).toContain("the disk is full");
    const dashboard = createDashboard({ db, clock: full.clock, timeZone: ZONE, backups: full.backups });
    expect((await dashboard.toDo("siteadmin")).backups).toMatchObject({ attention: true, lastGood: { at: at("2026-11-09T03:00") }, failure: { error: expect.stringContaining("the disk is full") } });
    expect((await dashboard.toDo("admin")).backups).toBeUndefined();

    // 36 hours after the last good backup (November 9, 03:00): one more e-mail, and only one.
    full.clock.set(at("2026-11-10T14:59"));
    await failing.tick();
    full.clock.set(at("2026-11-10T15:01"));
    await failing.tick();
    await failing.tick();
    await mailer.deliverDue();
    await sink.waitFor(2);
    expect(sink.received.map((m) => m.subject)).toEqual(["Cedar Hill website: a backup failed", "Cedar Hill website: no backup for 36 hours"]);
    expect(sink.received[1]!.text).toContain("more than 36 hours");
  });
});
