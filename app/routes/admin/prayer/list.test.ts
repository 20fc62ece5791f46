import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { ListPage } from "../../../../shared/admin-list.ts";
import { prayerRequests } from "../../../../server/db/schema.ts";
import type { StaffListItem } from "../../../../server/prayer/staff-view.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as list from "./list.tsx";

describe.each(testDatabaseKinds)("the prayer requests staff list on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);
  const page = (query: string, role: "church" | "siteadmin" = "siteadmin") => site.admin.load(list, { path: `/admin/prayer${query}`, role });
  const request = (name: string, message: string, visibility: "pastors" | "team" = "team") =>
    site.admin.services.prayer.submit({ name, contact: `${name.split(" ")[0]!.toLowerCase()}@example.org`, message, visibility, wallName: "", wallText: "", contactMe: false });

  it("reads the list's place from the address (issue 33): the filter box, the state, the order and the page", async () => {
    const id = await request("Wren Halloway", "For the youth group's mission trip to Honduras.");
    const found = await page("?q=missions+trips&show=open&sort=oldest&page=3");
    expect(found.data.place).toEqual({ q: "missions trips", sort: "oldest", filter: "open", page: 3 });
    const shown = found.data.list as ListPage<StaffListItem>;
    expect([shown.items.map((r) => r.id), shown.total, shown.page]).toEqual([[id], 1, 1]);
    await site.database.db.update(prayerRequests).set({ status: "answered" }).where(eq(prayerRequests.id, id));
    expect((await page("?q=missions+trips&show=open")).data.list).toMatchObject({ total: 0, items: [] });
    // Unknown orders and filters fall back to the defaults.
    expect((await page("?sort=sideways&show=spam&page=-2")).data.place).toMatchObject({ sort: "newest", filter: null, page: 1 });
  });

  it("offers the pastoral filters to pastoral readers only, and finds no pastor-only request for anyone else", async () => {
    await request("Edna Quillfeather", "A private matter about the bankruptcy.", "pastors");
    const own = await page("?show=pastors&q=bankruptcy");
    expect(own.data.place).toMatchObject({ filter: "pastors", q: "bankruptcy" });
    expect((own.data.list as ListPage<StaffListItem>).items.map((r) => r.name)).toEqual(["Edna Quillfeather"]);
    const team = await page("?show=pastors&q=bankruptcy", "church");
    expect(team.data.place).toMatchObject({ filter: null, q: "bankruptcy" });
    expect(team.data.list).toMatchObject({ total: 0, items: [] });
    expect((await page("?q=Quillfeather", "church")).data.list).toMatchObject({ total: 0 });
  });

  it("draws the filter box, the count and the pages, and says when nothing matches", async () => {
    for (let i = 0; i < 51; i++) await request(`Member${i} Harlow`, "For the harvest festival.");
    const html = (await site.admin.render(list, { path: "/admin/prayer?q=harvest&page=2", role: "siteadmin" })).replaceAll("<!-- -->", "");
    expect(html).toContain("51 found.");
    expect(html).toMatch(/Showing 51–51 of 51 prayer requests/);
    expect(html).toContain('href="/admin/prayer?q=harvest"');
    expect(html).toContain('<option value="pastors">Pastors only</option>');
    const none = await site.admin.render(list, { path: "/admin/prayer?q=zebra", role: "church" });
    expect(none).toContain("No prayer request matches.");
    expect(none).not.toContain('value="pastors"');
  });
});
