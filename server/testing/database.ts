import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import pg from "pg";
import { inject } from "vitest";
import { type Database, openDatabase } from "../db/client.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/**
 * The engines the integration tests run on: PGlite, and PostgreSQL when TEST_DATABASE_URL is set;
 * TEST_DATABASE_KINDS=postgres leaves PGlite out (.ci/run's second pass, after `npm test` ran the PGlite one).
 */
export const testDatabaseKinds: TestDatabaseKind[] = (process.env.TEST_DATABASE_URL ? (["pglite", "postgres"] as const) : (["pglite"] as const)).filter(
  (kind) => !process.env.TEST_DATABASE_KINDS || process.env.TEST_DATABASE_KINDS.split(",").includes(kind),
);

let pgliteImage: Promise<Blob> | undefined;

/**
 * A fresh, migrated, empty database: an in-memory PGlite, or a new throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by `drop()`). Both start from the migrated
 * templates server/testing/database-templates.ts made for this run, when there are some.
 */
export async function freshDatabase(kind: TestDatabaseKind): Promise<Database & { drop(): Promise<void> }> {
  if (kind === "pglite") {
    const imageFile = inject("pgliteImageFile");
    if (imageFile) pgliteImage ??= readFile(imageFile).then((bytes) => new Blob([bytes]));
    const database = await openDatabase({ pgliteImage: await pgliteImage });
    if (!imageFile) await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = inject("postgresTemplate");
  const name = `steeple_test_${randomBytes(6).toString("hex")}`;
  await onServer(adminUrl, `create database ${name}${template ? ` template ${template}` : ""}`);
  const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, name) });
  if (!template) await database.migrate();
  return {
    ...database,
    drop: async () => {
      await database.close();
      await onServer(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The address of another database on the server of `url`. */
export function databaseUrl(url: string, name: string): string {
  const address = new URL(url);
  address.pathname = `/${name}`;
  return address.toString();
}

/** Runs one statement (CREATE or DROP DATABASE, which take no parameters) on its own connection. */
export async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
