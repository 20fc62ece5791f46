import { type SQL, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { type TestDatabase, freshDatabase } from "./database.ts";

const firstRow = async <T>(database: TestDatabase, query: SQL) => ((await database.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
const count = async (database: TestDatabase, table: string) => (await firstRow<{ n: number }>(database, sql.raw(`select count(*)::int as n from ${table}`))).n;

describe("freshDatabase on PGlite, whose dropped databases are emptied and used again", () => {
  it("gives the next test an empty database: no rows, ids from 1, the session's settings gone", async () => {
    const first = await freshDatabase("pglite");
    await first.db.execute(sql`insert into announcements (subject, announcement) values ('Bake sale', 'Saturday')`);
    await first.db.execute(sql`set timezone = 'Asia/Tokyo'`);
    await first.db.execute(sql`create temporary table scratch (note text)`);
    await first.drop();

    const next = await freshDatabase("pglite");
    try {
      expect(await count(next, "announcements")).toBe(0);
      const inserted = await firstRow<{ id: number }>(next, sql`insert into announcements (subject, announcement) values ('Choir', 'Thursday') returning id`);
      expect(inserted.id).toBe(1);
      expect((await firstRow<{ TimeZone: string }>(next, sql`show timezone`)).TimeZone).toBe("UTC");
      expect(await count(next, "pg_class where relname = 'scratch'")).toBe(0);
    } finally {
      await next.drop();
    }
  });

  it("stops a dropped database's handle from reaching the database the next test gets", async () => {
    const first = await freshDatabase("pglite");
    await first.drop();
    const next = await freshDatabase("pglite");
    try {
      await expect(first.db.execute(sql`insert into announcements (subject, announcement) values ('Late', 'write')`)).rejects.toMatchObject({
        cause: { message: "this test database was dropped" },
      });
      expect(await count(next, "announcements")).toBe(0);
    } finally {
      await next.drop();
    }
  });

  it("closes instead of reusing a database whose schema a test changed", async () => {
    const broken = await freshDatabase("pglite");
    await broken.db.execute(sql`drop table gallery_images`);
    await broken.drop();
    const next = await freshDatabase("pglite");
    try {
      expect(await count(next, "gallery_images")).toBe(0);
    } finally {
      await next.drop();
    }
  });
});
