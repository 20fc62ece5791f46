/**
 * Vitest's global setup: migrates one database of each engine once per run, which freshDatabase
 * (server/testing/database.ts) copies for every test file instead of migrating each from empty:
 * a PGlite data folder in a temporary file, and a PostgreSQL template database when TEST_DATABASE_URL
 * is set. The migrations themselves are still run from empty by this setup and by every start of the
 * servers that server/main.test.ts, server/cli.test.ts and the end-to-end tests start.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { migratedPgliteImage, openDatabase } from "../db/client.ts";
import { databaseUrl, onServer } from "./database.ts";

declare module "vitest" {
  export interface ProvidedContext {
    /** A tar file of a migrated PGlite data folder. */
    pgliteImageFile: string;
    /** A migrated database on TEST_DATABASE_URL's server to create test databases from ("" without one). */
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(os.tmpdir(), "steeple-test-templates-"));
  const imageFile = path.join(folder, "pglite.tar");
  await writeFile(imageFile, new Uint8Array(await (await migratedPgliteImage()).arrayBuffer()));
  project.provide("pgliteImageFile", imageFile);

  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = adminUrl ? `steeple_template_${randomBytes(6).toString("hex")}` : "";
  if (adminUrl) {
    await onServer(adminUrl, `create database ${template}`);
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, template) });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  }
  project.provide("postgresTemplate", template);

  return async () => {
    await rm(folder, { recursive: true, force: true });
    if (adminUrl) await onServer(adminUrl, `drop database if exists ${template} with (force)`);
  };
}
