import { and, asc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { canDeleteFeatureRequest, canSetFeatureStatus } from "../../../../shared/role-rights.ts";
import { auditLog, featureRequests } from "../../../../server/db/schema.ts";
import type { FeatureRequest } from "../../../../server/feature-requests/feature-requests.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as list from "./list.tsx";

type Listed = FeatureRequest & { canDelete: boolean };
const PATH = "/admin/feature-requests";

describe.each(testDatabaseKinds)("feature requests admin on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);

  const file = (role: "church" | "admin" | "siteadmin", title: string, description = "Parents ask for it every week.") =>
    site.admin.act(list, { path: PATH, role, fields: { intent: "create", title, description } });
  const items = async (role: "church" | "admin" = "admin") => (await site.admin.load(list, { path: PATH, role })).data.items as Listed[];
  const rowOf = async (title: string) => (await site.database.db.select().from(featureRequests).where(eq(featureRequests.title, title)))[0]!;
  /** A request of the test's own, filed through the list page by `role`. */
  async function filed(role: "church" | "admin" | "siteadmin", title: string) {
    const res = await file(role, title);
    if (res.status !== 302) throw new Error(`could not file "${title}": ${res.status}`);
    return rowOf(title);
  }

  it("lets church staff file a request: open, theirs, audited", async () => {
    const res = await file("church", "Show the nursery hours on the childcare page");
    expect(res).toMatchObject({ status: 302, location: `${PATH}?notice=created` });
    const row = await rowOf("Show the nursery hours on the childcare page");
    const church = await site.admin.user("church");
    expect(row).toMatchObject({ status: "open", createdBy: church.id, description: "Parents ask for it every week." });
    const [line] = await site.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "feature-requests"), eq(auditLog.entityId, String(row.id))));
    expect(line).toMatchObject({ action: "create", detail: "Show the nursery hours on the childcare page", userId: church.id });
  });

  it("refuses an empty title and description with a message per field, storing nothing", async () => {
    const before = await site.database.db.select().from(featureRequests);
    const res = await site.admin.act(list, { path: PATH, role: "church", fields: { intent: "create", title: "  ", description: "" } });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({ title: "Please give your request a short title.", description: "Please describe what you would like the website to do." });
    expect(await site.database.db.select().from(featureRequests)).toHaveLength(before.length);
  });

  it("lists requests newest first with status, who filed them and when", async () => {
    const older = await filed("church", "Put the youth group's calendar online");
    const newer = await filed("siteadmin", "Add the Christmas Eve services to the home page");
    const listed = (await items("church")).filter((i) => i.id === older.id || i.id === newer.id);
    expect(listed.map((i) => i.title)).toEqual(["Add the Christmas Eve services to the home page", "Put the youth group's calendar online"]);
    expect(listed[0]).toMatchObject({ status: "open", filedBy: "Test siteadmin", filedOn: "November 21, 2026", filedAt: "2026-11-21T15:00:00.000Z" });
    // Church staff may delete their own request, not someone else's; they may not set statuses.
    expect(listed.map((i) => i.canDelete)).toEqual([false, true]);
    expect((await site.admin.load(list, { path: PATH, role: "church" })).data.canSetStatus).toBe(false);
    expect((await site.admin.load(list, { path: PATH, role: "admin" })).data.canSetStatus).toBe(true);
    expect((await items("admin")).every((i) => i.canDelete)).toBe(true);
  });

  it("refuses a status change from church staff with 403, changing nothing", async () => {
    const row = await filed("church", "Show the sermon notes on the readings page");
    const opened = (await items("church")).find((i) => i.id === row.id)!;
    const res = await site.admin.act(list, { path: PATH, role: "church", fields: { intent: "status", id: String(row.id), status: "done", version: opened.version } });
    expect(res.status).toBe(403);
    expect(res.data.error).toBe("Only an administrator can change the status of a request.");
    expect((await rowOf("Show the sermon notes on the readings page")).status).toBe("open");
  });

  it("lets an admin set the status with the version the page was opened with, audited", async () => {
    const row = await filed("church", "Send a reminder before the church picnic");
    const opened = (await items("admin")).find((i) => i.id === row.id)!;
    const res = await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "status", id: String(row.id), status: "in-progress", version: opened.version } });
    expect(res).toMatchObject({ status: 302, location: `${PATH}?notice=saved` });
    expect((await rowOf("Send a reminder before the church picnic")).status).toBe("in-progress");
    const [line] = await site.database.db.select().from(auditLog).where(and(eq(auditLog.entity, "feature-requests"), eq(auditLog.action, "update"), eq(auditLog.entityId, String(row.id))));
    expect(line).toMatchObject({ entityId: String(row.id), detail: "Send a reminder before the church picnic: In progress", userId: (await site.admin.user("admin")).id });
  });

  it("refuses a stale status change (409) without overwriting the newer one", async () => {
    const row = await filed("siteadmin", "List the choir rehearsals");
    const opened = (await items("admin")).find((i) => i.id === row.id)!;
    const first = await site.admin.act(list, { path: PATH, role: "siteadmin", fields: { intent: "status", id: String(row.id), status: "planned", version: opened.version } });
    expect(first.status).toBe(302);
    const stale = await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "status", id: String(row.id), status: "declined", version: opened.version } });
    expect(stale.status).toBe(409);
    expect(stale.data).toMatchObject({ itemId: row.id });
    expect(stale.data.error).toMatch(/Someone else saved this feature request/);
    expect((await rowOf("List the choir rehearsals")).status).toBe("planned");
  });

  it("refuses an unknown status (400) and a request that no longer exists (404)", async () => {
    const row = await filed("siteadmin", "Show the weather for outdoor services");
    const opened = (await items("admin")).find((i) => i.id === row.id)!;
    const bad = await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "status", id: String(row.id), status: "someday", version: opened.version } });
    expect(bad.status).toBe(400);
    expect(bad.data.fields).toEqual({ status: "Please choose a status." });
    const missing = await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "status", id: "99999", status: "done", version: opened.version } });
    expect(missing.status).toBe(404);
    const unknown = await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "archive" } });
    expect(unknown.status).toBe(400);
  });

  it("lets only the person who filed a request, or an admin, delete it", async () => {
    const theirs = await filed("siteadmin", "Add a map to the contact page");
    const refused = await site.admin.act(list, { path: PATH, role: "church", fields: { intent: "delete", id: String(theirs.id) } });
    expect(refused.status).toBe(403);
    expect(await site.database.db.select().from(featureRequests).where(eq(featureRequests.id, theirs.id))).toHaveLength(1);

    const own = await filed("church", "Print the bulletin in large type");
    const mine = await site.admin.act(list, { path: PATH, role: "church", fields: { intent: "delete", id: String(own.id) } });
    expect(mine).toMatchObject({ status: 302, location: `${PATH}?notice=deleted` });

    const churchs = await filed("church", "Let parents download the supply list");
    const byAdmin = await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "delete", id: String(churchs.id) } });
    expect(byAdmin.status).toBe(302);
    const ours = [theirs, own, churchs].map((r) => String(r.id));
    const deletes = await site.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "feature-requests"), eq(auditLog.action, "delete"), inArray(auditLog.entityId, ours)))
      .orderBy(asc(auditLog.id));
    expect(deletes.map((l) => l.detail)).toEqual(["Print the bulletin in large type", "Let parents download the supply list"]);
    expect((await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "delete", id: String(churchs.id) } })).status).toBe(404);
  });

  it("keeps out childcare staff, visitors and forms without the security token", async () => {
    expect(await site.admin.load(list, { path: PATH, role: "childcare" })).toMatchObject({ status: 302, location: "/" });
    const childcare = await site.admin.act(list, { path: PATH, role: "childcare", fields: { intent: "create", title: "From childcare", description: "Refused" } });
    expect(childcare).toMatchObject({ status: 302, location: "/" });
    expect(await site.database.db.select().from(featureRequests).where(eq(featureRequests.title, "From childcare"))).toHaveLength(0);
    expect((await site.admin.load(list, { path: PATH, role: null })).location).toMatch(/^\/login\?redirectTo=/);
    const forged = await site.admin.act(list, { path: PATH, role: "admin", fields: { intent: "create", title: "Forged", description: "No token" }, csrf: "wrong" });
    expect(forged.status).toBe(403);
    expect(await site.database.db.select().from(featureRequests).where(eq(featureRequests.title, "Forged"))).toHaveLength(0);
  });
});

describe("feature request rules (shared/areas.ts)", () => {
  it("lets only siteadmin and admin set a status", () => {
    expect((["siteadmin", "admin", "church", "childcare"] as const).map(canSetFeatureStatus)).toEqual([true, true, false, false]);
  });
  it("lets the person who filed a request, or an admin, delete it", () => {
    expect(canDeleteFeatureRequest("church", true)).toBe(true);
    expect(canDeleteFeatureRequest("church", false)).toBe(false);
    expect(canDeleteFeatureRequest("admin", false)).toBe(true);
    expect(canDeleteFeatureRequest("siteadmin", false)).toBe(true);
  });
});
