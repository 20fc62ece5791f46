import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import type { Role } from "../../shared/roles.ts";
import type { Database } from "../../server/db/client.ts";
import { type TestDatabaseKind, freshDatabase } from "../../server/testing/database.ts";
import { chunked, jpeg } from "../../server/testing/files.ts";
import { testHttpApp } from "../../server/testing/http.ts";
import { adminHarness } from "./admin-route.ts";

/**
 * The admin route harness and the HTTP app (public /api and /uploads) over one database and one
 * uploads folder, for areas whose forms place files: what staff save is checked where visitors get it.
 */
export function uploadAreaHarness(database: Database) {
  const web = testHttpApp(database);
  const admin = adminHarness(database, { uploadsDir: web.uploadsDir });
  const onDisk = (url: string) => path.join(web.uploadsDir, decodeURIComponent(url.replace(/^\/uploads\//, "")));
  return {
    web,
    admin,
    onDisk,
    /** A placed picture's public address and its 640 px variant and thumbnail. */
    variants: (url: string) => [url, url.replace(/(\.[a-z0-9]+)$/i, "-640$1"), url.replace(/\/([^/]+)$/, "/thumbnails/$1")],
    /** Which of these addresses the site serves (200), in order. */
    async served(urls: string[]) {
      return Promise.all(urls.map(async (url) => (await web.http.request(url)).status));
    },
    /** Files under an uploads folder (e.g. "holidays", "mission-trips/haiti"), thumbnails included. */
    filesIn(folder: string): string[] {
      const dir = path.join(web.uploadsDir, folder);
      if (!existsSync(dir)) return [];
      return readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile())
        .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
        .sort();
    },
    /** Stages a picture as the role's user would by choosing it in the form; returns the token the form posts. */
    async staged(role: Role, data?: Buffer, kind: "image" | "pdf" = "image") {
      const userId = (await admin.user(role)).id;
      const result = await admin.services.uploads.stage({ kind, body: chunked(data ?? (await jpeg(800, 600))), originalName: "photo.jpg", userId });
      if (!result.ok) throw new Error(result.error);
      return result.token;
    },
    async api<T>(url: string): Promise<{ status: number; body: T }> {
      const res = await web.get(url);
      return { status: res.status, body: (await res.json()) as T };
    },
  };
}

/**
 * For one describe block: a fresh database of `kind` (dropped after the block) and the upload-area
 * harness over it, read as `site.database`, `site.admin`, `site.web` and so on inside the tests.
 */
export function uploadAreaTestSite(kind: TestDatabaseKind) {
  const site = {} as { database: Awaited<ReturnType<typeof freshDatabase>> } & ReturnType<typeof uploadAreaHarness>;
  // A fresh database with its uploads folder can take a while on a busy machine.
  beforeAll(async () => {
    const database = await freshDatabase(kind);
    Object.assign(site, { database }, uploadAreaHarness(database));
  }, 180_000);
  afterAll(() => site.database.drop());
  return site;
}
