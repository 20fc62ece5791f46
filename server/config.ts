import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { z } from "zod";
import { type Keep, parseKeep } from "./backups/retention.ts";
import type { S3Settings } from "./storage/s3-store.ts";

const booleanText = z
  .enum(["true", "false", "1", "0", "yes", "no"])
  .transform((value) => value === "true" || value === "1" || value === "yes");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  API_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  /** Seals the authenticator secrets inside backups (server/db/backup.ts); generated once into DATA_DIR when unset. */
  BACKUP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Steeple <no-reply@localhost>"),
  NOTIFY_EMAIL: z.email().optional(),
  /** Newsletter messages a minute, for the whole site (issue 37). */
  NEWSLETTER_RATE: z.coerce.number({ error: "must be a whole number of messages a minute" }).int("must be a whole number of messages a minute").min(1).max(6000).default(60),
  CAPTCHA_PROVIDER: z.enum(["altcha", "recaptcha", "turnstile", "hcaptcha"]).default("altcha"),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  /** Tests only: a local stand-in for the third-party captcha's verify endpoint. */
  CAPTCHA_VERIFY_URL: z.url().optional(),
  DEMO_CONTENT: booleanText.optional(),
  SITE_TIME_ZONE: z
    .string()
    .refine((tz) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    }, "must be an IANA time zone such as America/New_York")
    .default("America/New_York"),
  TRUST_PROXY: booleanText.optional(),
  MIN_FREE_DISK_MB: z.coerce.number({ error: "must be a whole number of megabytes" }).int("must be a whole number of megabytes").min(0).default(500),
  WEB_CONCURRENCY: z.coerce.number({ error: "must be a whole number of processes" }).int("must be a whole number of processes").min(1).max(64).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanText.optional(),
  MEDIA_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  BACKUP_AT: z
    .string()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/i, "must be a time such as 03:00 (24-hour, on the SITE_TIME_ZONE clock), or off")
    .default("03:00"),
  BACKUP_KEEP: z
    .string()
    .refine((text) => parseKeep(text) !== null, "must say how many daily, weekly and monthly backups to keep, such as 7d,4w,12m")
    .default("7d,4w,12m"),
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  REGISTRATION_REMINDER_HOURS: z.coerce.number({ error: "must be a whole number of hours" }).int("must be a whole number of hours").min(0).max(24 * 14).default(24),
  REGISTRATION_KEEP_MONTHS: z.coerce.number({ error: "must be a whole number of months" }).int("must be a whole number of months").min(1).max(120).default(12),
  PRAYER_KEEP_MONTHS: z.coerce.number({ error: "must be a whole number of months" }).int("must be a whole number of months").min(1).max(120).default(6),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Config = {
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  sessionSecret: string;
  apiKey: string;
  /** BACKUP_KEY when set; otherwise the backup commands use the key generated into DATA_DIR (see `siteBackupKey`). */
  backupKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  notifyEmail: string | undefined;
  newsletterRate: number;
  captcha: { provider: "altcha" | "recaptcha" | "turnstile" | "hcaptcha"; siteKey?: string; secret?: string; verifyUrl?: string };
  /** undefined: seed only when the embedded database is empty */
  demoContent: boolean | undefined;
  /** Where the church is: decides what "today" means for readings and announcement expiry. */
  siteTimeZone: string;
  /** Behind a load balancer: take the client address from the first X-Forwarded-For entry. */
  trustProxy: boolean;
  /** /readyz reports "low disk" below this much free space in DATA_DIR (0: never). */
  minFreeDiskBytes: number;
  /** How many worker processes serve requests (node:cluster); 1 runs the server in this process. */
  webConcurrency: number;
  /** Uploaded files in an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Settings | undefined;
  /** Where browsers fetch uploaded files from instead of /uploads (a CDN or the bucket's public address): /uploads/… redirects there. */
  mediaPublicUrl: string | undefined;
  /** When the nightly backup runs ("03:00" on the church's clock), or null when it is off. */
  backupAt: string | null;
  /** How many daily, weekly and monthly backups the set keeps. */
  backupKeep: Keep;
  /** The bearer token that opens /metrics from elsewhere than this machine (loopback needs none). */
  metricsToken: string | undefined;
  /** Sign-ups (issue 34): the reminder goes this many hours before a date (0: none); personal data stays this many months after it. */
  registrations: { reminderHours: number; keepMonths: number };
  /** The prayer ministry (issue 36): a closed request is removed this many months after it closed (its counts stay). */
  prayerKeepMonths: number;
  logLevel: string;
};

export class ConfigError extends Error {}

/** Empty strings count as unset, so `FOO=` in a unit file behaves like a missing FOO. */
function withoutEmpty(env: NodeJS.ProcessEnv) {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ""));
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  if (e.CAPTCHA_PROVIDER !== "altcha" && (!e.CAPTCHA_SITE_KEY || !e.CAPTCHA_SECRET)) {
    throw new ConfigError(
      `Invalid configuration:\n  CAPTCHA_SITE_KEY, CAPTCHA_SECRET: both are required when CAPTCHA_PROVIDER=${e.CAPTCHA_PROVIDER}`,
    );
  }
  if (e.DATABASE_URL) {
    // Several instances share one PostgreSQL: each generating its own secret would make a session or a
    // page's API key from one instance worthless on the next.
    const missing = (["SESSION_SECRET", "API_KEY"] as const).filter((name) => !e[name]);
    if (missing.length) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((name) => `  ${name}: required with DATABASE_URL (every instance on the database must share it)`).join("\n")}`,
      );
    }
  }
  if (e.WEB_CONCURRENCY && e.WEB_CONCURRENCY > 1 && !e.DATABASE_URL) {
    throw new ConfigError("Invalid configuration:\n  WEB_CONCURRENCY: more than 1 needs DATABASE_URL (the embedded database allows one process)");
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError("Invalid configuration:\n  S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: give both, or neither (the AWS SDK then finds credentials itself)");
  }
  if (!e.S3_BUCKET && (e.S3_ENDPOINT || e.S3_ACCESS_KEY_ID)) throw new ConfigError("Invalid configuration:\n  S3_BUCKET: required when S3_ENDPOINT or S3_ACCESS_KEY_ID is set");
  const dataDir = path.resolve(e.DATA_DIR);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, "");
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    sessionSecret: e.SESSION_SECRET ?? generatedSecret(dataDir, "session-secret"),
    apiKey: e.API_KEY ?? generatedSecret(dataDir, "api-key"),
    backupKey: e.BACKUP_KEY,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    notifyEmail: e.NOTIFY_EMAIL,
    newsletterRate: e.NEWSLETTER_RATE,
    captcha: { provider: e.CAPTCHA_PROVIDER, siteKey: e.CAPTCHA_SITE_KEY, secret: e.CAPTCHA_SECRET, verifyUrl: e.CAPTCHA_VERIFY_URL },
    demoContent: e.DEMO_CONTENT,
    siteTimeZone: e.SITE_TIME_ZONE,
    trustProxy: e.TRUST_PROXY ?? false,
    minFreeDiskBytes: e.MIN_FREE_DISK_MB * 1024 * 1024,
    // Every core on PostgreSQL; the embedded database belongs to one process.
    webConcurrency: e.WEB_CONCURRENCY ?? (e.DATABASE_URL ? os.availableParallelism() : 1),
    s3: e.S3_BUCKET
      ? { bucket: e.S3_BUCKET, endpoint: e.S3_ENDPOINT, region: e.S3_REGION, accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY, forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false }
      : undefined,
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ""),
    backupAt: e.BACKUP_AT.toLowerCase() === "off" ? null : e.BACKUP_AT,
    backupKeep: parseKeep(e.BACKUP_KEEP)!,
    metricsToken: e.METRICS_TOKEN,
    registrations: { reminderHours: e.REGISTRATION_REMINDER_HOURS, keepMonths: e.REGISTRATION_KEEP_MONTHS },
    prayerKeepMonths: e.PRAYER_KEEP_MONTHS,
    logLevel: e.LOG_LEVEL,
  };
}

/** The key that seals authenticator secrets in this site's backups, and where the operator finds it. */
export function siteBackupKey(config: Pick<Config, "backupKey" | "dataDir">): { key: string; where: string } {
  if (config.backupKey) return { key: config.backupKey, where: "BACKUP_KEY" };
  return { key: generatedSecret(config.dataDir, "backup-key"), where: path.join(config.dataDir, "secrets", "backup-key") };
}

/** Secrets that were not configured are generated once and kept in DATA_DIR, so restarts keep them. */
function generatedSecret(dataDir: string, name: string) {
  const file = path.join(dataDir, "secrets", name);
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
