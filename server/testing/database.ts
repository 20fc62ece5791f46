import { randomBytes } from "node:crypto";
import pg from "pg";
import { type Database, openDatabase } from "../db/client.ts";

export type TestDatabaseKind = "pglite" | "postgres";

/** The engines the integration tests run on: always PGlite, and PostgreSQL when TEST_DATABASE_URL is set. */
export const testDatabaseKinds: TestDatabaseKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

/**
 * A fresh, migrated, empty database: an in-memory PGlite, or a new throwaway database on the
 * PostgreSQL server of TEST_DATABASE_URL (dropped again by `drop()`).
 */
export async function freshDatabase(kind: TestDatabaseKind): Promise<Database & { drop(): Promise<void> }> {
  if (kind === "pglite") {
    const database = await openDatabase({});
    await database.migrate();
    return { ...database, drop: () => database.close() };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `steeple_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.migrate();
  return {
    ...database,
    drop: async () => {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
