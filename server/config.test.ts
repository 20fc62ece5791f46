import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import os, { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const dataDir = () => mkdtempSync(path.join(tmpdir(), "steeple-config-"));

describe("loadConfig", () => {
  it("defaults to the embedded mode on port 3000 and keeps generated secrets in DATA_DIR", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.publicUrl).toBe("http://localhost:3000");
    expect(config.databaseUrl).toBeUndefined();
    expect(config.apiKey).toBe(readFileSync(path.join(dir, "secrets/api-key"), "utf8"));
    expect(loadConfig({ DATA_DIR: dir }).apiKey).toBe(config.apiKey);
  });
  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: "eighty" })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "mysql://x" })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), SITE_TIME_ZONE: "Mars/Olympus" })).toThrowError(/SITE_TIME_ZONE/);
  });
  it("reads the backup schedule, what to keep and the metrics token, naming the variable that is wrong (issue 32)", () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({ backupAt: "03:00", backupKeep: { daily: 7, weekly: 4, monthly: 12 }, metricsToken: undefined });
    expect(loadConfig({ DATA_DIR: dataDir(), BACKUP_AT: "off", BACKUP_KEEP: "14d,8w,24m", METRICS_TOKEN: "m".repeat(16) })).toMatchObject({
      backupAt: null,
      backupKeep: { daily: 14, weekly: 8, monthly: 24 },
      metricsToken: "m".repeat(16),
    });
    expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_AT: "3am" })).toThrowError("Invalid configuration:\n  BACKUP_AT: must be a time such as 03:00 (24-hour, on the SITE_TIME_ZONE clock), or off");
    expect(() => loadConfig({ DATA_DIR: dataDir(), BACKUP_KEEP: "a week" })).toThrowError(/BACKUP_KEEP: must say how many daily, weekly and monthly backups to keep, such as 7d,4w,12m/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), METRICS_TOKEN: "short" })).toThrowError(/METRICS_TOKEN: must be at least 16 characters/);
  });
  it("on PostgreSQL, refuses to make up secrets that every instance must share", () => {
    const postgres = { DATA_DIR: dataDir(), DATABASE_URL: "postgres://steeple@db.internal/steeple" };
    expect(() => loadConfig(postgres)).toThrowError(
      "Invalid configuration:\n  SESSION_SECRET: required with DATABASE_URL (every instance on the database must share it)\n  API_KEY: required with DATABASE_URL (every instance on the database must share it)",
    );
    expect(() => loadConfig({ ...postgres, SESSION_SECRET: "s".repeat(32) })).toThrowError(/^Invalid configuration:\n {2}API_KEY: required with DATABASE_URL/);
    const config = loadConfig({ ...postgres, SESSION_SECRET: "s".repeat(32), API_KEY: "k".repeat(16) });
    expect([config.sessionSecret, config.apiKey]).toEqual(["s".repeat(32), "k".repeat(16)]);
    expect(existsSync(path.join(postgres.DATA_DIR, "secrets"))).toBe(false);
  });
  it("runs one process on the embedded database and every core on PostgreSQL unless WEB_CONCURRENCY says otherwise", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).webConcurrency).toBe(1);
    expect(() => loadConfig({ DATA_DIR: dataDir(), WEB_CONCURRENCY: "2" })).toThrowError(/WEB_CONCURRENCY: more than 1 needs DATABASE_URL/);
    const postgres = { DATA_DIR: dataDir(), DATABASE_URL: "postgres://steeple@db.internal/steeple", SESSION_SECRET: "s".repeat(32), API_KEY: "k".repeat(16) };
    expect(loadConfig(postgres).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: "3" }).webConcurrency).toBe(3);
    expect(() => loadConfig({ ...postgres, WEB_CONCURRENCY: "two" })).toThrowError(/WEB_CONCURRENCY/);
  });
  it("keeps closed prayer requests PRAYER_KEEP_MONTHS months, 6 unless set, naming the variable that is wrong (issue 36)", () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).prayerKeepMonths).toBe(6);
    expect(loadConfig({ DATA_DIR: dataDir(), PRAYER_KEEP_MONTHS: "18" }).prayerKeepMonths).toBe(18);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PRAYER_KEEP_MONTHS: "six" })).toThrowError(/PRAYER_KEEP_MONTHS: must be a whole number of months/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PRAYER_KEEP_MONTHS: "1.5" })).toThrowError(/PRAYER_KEEP_MONTHS: must be a whole number of months/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), PRAYER_KEEP_MONTHS: "0" })).toThrowError(/PRAYER_KEEP_MONTHS/);
  });
  it("requires a site key and secret for a third-party captcha", () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), CAPTCHA_PROVIDER: "turnstile" })).toThrowError(ConfigError);
  });
  it("treats an empty variable as unset", () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: "" }).databaseUrl).toBeUndefined();
  });
});
