import { statfsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../testing/database.ts";
import { testHttpApp } from "../testing/http.ts";

/** Issue 14, item 10: /readyz says when DATA_DIR is running out of space (MIN_FREE_DISK_MB). */
describe("/readyz and free disk space", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  beforeAll(async () => {
    database = await freshDatabase("pglite");
  });
  afterAll(() => database.drop());

  it("answers 503 low disk, with the free bytes, when DATA_DIR has less free space than MIN_FREE_DISK_MB", async () => {
    // More than any test machine has free: the real disk is "low".
    const app = testHttpApp(database, { env: { MIN_FREE_DISK_MB: "1000000000" } });
    const res = await app.get("/readyz");
    expect(res.status).toBe(503);
    const body = (await res.json()) as { status: string; freeBytes: number };
    expect(body.status).toBe("low disk");
    const { bavail, bsize } = statfsSync(app.dataDir);
    expect(Math.abs(body.freeBytes - bavail * bsize)).toBeLessThan(64 * 1024 * 1024);
    await app.services.mailer.close();
  });

  it("answers ready when there is enough, and MIN_FREE_DISK_MB=0 turns the check off", async () => {
    const app = testHttpApp(database, { env: { MIN_FREE_DISK_MB: "0" } });
    const res = await app.get("/readyz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ready" });
    await app.services.mailer.close();
  });

  it("refuses a MIN_FREE_DISK_MB that is not a whole number of megabytes", () => {
    expect(() => testHttpApp(database, { env: { MIN_FREE_DISK_MB: "lots" } })).toThrow(/MIN_FREE_DISK_MB/);
  });
});
