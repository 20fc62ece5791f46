import { cpSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { applyMigrations, readMigrations } from "../db/migrations.ts";

/**
 * The oldest schema a site can be upgraded from (decision 0014): the first with staff accounts and
 * two-step sign-in, and the fixture of a site made on it, rows in every table and files in uploads.
 */
export const OLD_SCHEMA = "0001_accounts_mail_forms";
export const OLD_SITE = {
  sessionSecret: "fixture-session-secret-0001-0123456789abcdef",
  username: "pastor",
  password: "psalm-23-still",
  totpSecret: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ",
  backupCode: "ABCD-2345-EF",
};

const fixtures = path.join(import.meta.dirname, "..", "db", "fixtures");
const uploadsFixture = path.join(fixtures, "0001-uploads");

/** Brings a database no version has used to the old schema and fills it with the fixture's rows. */
export async function loadOldSite(database: Database): Promise<void> {
  await applyMigrations(database.db, readMigrations(), { upTo: OLD_SCHEMA });
  const statements = readFileSync(path.join(fixtures, "0001-site.sql"), "utf8")
    .split("\n")
    .filter((line) => !line.startsWith("--"))
    .join("\n")
    .split(/;\s*\n/)
    .map((statement) => statement.trim())
    .filter(Boolean);
  for (const statement of statements) await database.db.execute(sql.raw(statement));
}

/** The old site's uploaded files (keys below /uploads), copied into `uploadsDir` when given. */
export function oldUploads(uploadsDir?: string): string[] {
  if (uploadsDir) cpSync(uploadsFixture, uploadsDir, { recursive: true });
  return readdirSync(uploadsFixture, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(uploadsFixture, path.join(d.parentPath, d.name)).split(path.sep).join("/"))
    .sort();
}

/** The bytes of one of the old site's files. */
export const oldUpload = (key: string) => readFileSync(path.join(uploadsFixture, ...key.split("/")));
