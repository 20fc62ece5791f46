import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactMessages, directoryEntries } from "../../../server/db/schema.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../server/testing/database.ts";
import { adminTestSite } from "../../testing/admin-route.ts";
import * as privacy from "./privacy.tsx";

const PATH = "/admin/privacy";

describe.each(testDatabaseKinds)("privacy requests on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);

  it("looks an address up and shows what each area keeps, then erases it all on request, leaving others' data", async () => {
    const { db } = site.database;
    await db.insert(contactMessages).values([
      { name: "Gil Moore", email: "gil@example.org", message: "Hello" },
      { name: "Hal", email: "hal@example.org", message: "Hi" },
    ]);
    await db.insert(directoryEntries).values({ firstName: "Gil", lastName: "Moore", phone: "5555550100", email: "GIL@example.org", address: "1 Oak St", city: "Ripley", zip: "25271", birthday: "1980-01-01" });
    const looked = await site.admin.load(privacy, { path: `${PATH}?email=Gil%40Example.org`, role: "admin" });
    expect(looked.data).toMatchObject({ email: "gil@example.org", error: null });
    expect((looked.data.found as { label: string; records: string[] }[]).map((f) => [f.label, f.records.length])).toEqual([
      ["Contact messages", 1],
      ["Directory entries", 1],
    ]);
    const erased = await site.admin.act(privacy, { path: PATH, role: "admin", fields: { intent: "delete", id: "gil@example.org" } });
    expect(erased.data).toEqual({ erased: { email: "gil@example.org", removed: { "Contact messages": 1, "Directory entries": 1 } } });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, "hal@example.org"))).toHaveLength(1);
    expect((await site.admin.load(privacy, { path: `${PATH}?email=gil%40example.org`, role: "admin" })).data.found).toEqual([]);
  });

  it("says what is wrong with an address that is not one, and looks nothing up", async () => {
    const looked = await site.admin.load(privacy, { path: `${PATH}?email=not-an-address`, role: "siteadmin" });
    expect(looked.data).toMatchObject({ found: null, error: "Please enter the person's e-mail address, such as ann@example.org." });
  });

  it("is only for administrators: church and childcare staff cannot look anyone up", async () => {
    for (const role of ["church", "childcare"] as const) {
      const res = await site.admin.load(privacy, { path: `${PATH}?email=gil%40example.org`, role });
      expect(res.status, role).toBe(403);
    }
  });
});
