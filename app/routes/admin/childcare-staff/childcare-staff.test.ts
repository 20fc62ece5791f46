import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, childcareStaff } from "../../../../server/db/schema.ts";
import { CHILDCARE_TEAMS } from "../../../../shared/childcare.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { testHttpApp } from "../../../../server/testing/http.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import * as childcarePage from "../../site/childcare-preschool.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

type Group = { team: string; known: boolean; members: Array<{ id: number; name: string; displayOrder: number; version: string }> };

describe.each(testDatabaseKinds)("childcare staff admin on %s", (kind: TestDatabaseKind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  let site: ReturnType<typeof testHttpApp>;
  beforeAll(async () => {
    database = await freshDatabase(kind);
    site = testHttpApp(database);
    admin = adminHarness(database);
  });
  afterAll(() => database.drop());

  const byName = async (name: string) => (await database.db.select().from(childcareStaff).where(eq(childcareStaff.name, name)))[0];
  const groups = async () => (await admin.load(list, { path: "/admin/childcare-staff", role: "childcare" })).data.groups as Group[];
  const opened = async (id: number) => (await admin.load(edit, { path: `/admin/childcare-staff/edit/${id}`, params: { id: String(id) }, role: "childcare" })).data.item as { version: string; team: string };
  const add = (fields: Record<string, string>, role: "childcare" | "admin" | "church" = "childcare") => admin.act(edit, { path: "/admin/childcare-staff/create-new", role, fields });
  const save = (id: number, fields: Record<string, string>, role: "childcare" | "admin" = "childcare") =>
    admin.act(edit, { path: `/admin/childcare-staff/edit/${id}`, params: { id: String(id) }, role, fields });
  /** Adds a member through the form and returns their row. */
  const member = async (name: string, team: string, displayOrder: number, role: "childcare" | "admin" = "childcare") => {
    expect((await add({ name, team, displayOrder: String(displayOrder) }, role)).status).toBe(302);
    return (await byName(name))!;
  };
  /** An older record whose team is not one of the nine (the form no longer offers such teams). */
  const olderRecord = async (name: string, team: string) => (await database.db.insert(childcareStaff).values({ name, team, displayOrder: 0 }).returning())[0]!;
  /** The teams a person is listed under. */
  const teamsOf = (all: Group[], name: string) => all.filter((g) => g.members.some((m) => m.name === name)).map((g) => g.team);

  it("adds a member to a team: audited, on the childcare page under that team and in /api", async () => {
    const res = await add({ name: "Janet Fowler", team: "Infant Care Team", displayOrder: "1" });
    expect(res).toMatchObject({ status: 302, location: "/admin/childcare-staff?notice=created" });
    const row = (await byName("Janet Fowler"))!;
    expect(row).toMatchObject({ team: "Infant Care Team", displayOrder: 1 });
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(line).toMatchObject({ action: "create", entity: "childcare-staff", detail: "Janet Fowler (Infant Care Team)", userId: (await admin.user("childcare")).id });

    const page = (await admin.load(childcarePage, { path: "/childcare-preschool", role: null })).data.groups as { ok: true; data: Group[] };
    expect(teamsOf(page.data, "Janet Fowler")).toEqual(["Infant Care Team"]);
    const api = (await (await site.get("/api/childcare-staff")).json()) as Array<{ id: number; name: string; team: string }>;
    expect(api).toContainEqual({ id: row.id, name: "Janet Fowler", team: "Infant Care Team" });
  });

  it("lists staff grouped by team in the programme's team order, unknown teams last, by position within a team", async () => {
    await olderRecord("Tomás Reyes", "Floaters");
    await member("Ruth Pell", "Infant Care Team", 1);
    await member("Keisha Long", "Infant Care Team", 0);
    await member("Mabel Stokes", "Kitchen Staff", 5, "admin");
    await member("Linda Carraway", "Director", 9);
    const names = ["Tomás Reyes", "Ruth Pell", "Keisha Long", "Mabel Stokes", "Linda Carraway"];
    // Only this test's people: other tests' members share the teams.
    const mine = (await groups()).map((g) => ({ ...g, members: g.members.filter((m) => names.includes(m.name)) })).filter((g) => g.members.length > 0);
    expect(mine.map((g) => [g.team, g.known])).toEqual([
      ["Director", true],
      ["Infant Care Team", true],
      ["Kitchen Staff", true],
      ["Floaters", false],
    ]);
    expect(mine[1]!.members.map((m) => m.name)).toEqual(["Keisha Long", "Ruth Pell"]);
  });

  it("offers the nine teams of the spec and the next free position on the create-new page", async () => {
    expect(CHILDCARE_TEAMS).toHaveLength(9);
    const next = async () => (await admin.load(edit, { path: "/admin/childcare-staff/create-new", role: "childcare" })).data;
    const { nextDisplayOrder: free } = (await next()) as { nextDisplayOrder: number };
    await member("Opal Whitt", "Director", free + 9);
    expect(await next()).toMatchObject({ item: null, nextDisplayOrder: free + 10 });
  });

  it("refuses a missing name, a team outside the nine and a bad position: 400 with one message per field, nothing stored", async () => {
    const before = await database.db.select().from(childcareStaff);
    const res = await add({ name: "  ", team: "Floaters", displayOrder: "-1" });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({
      name: "Please enter the person's name.",
      team: "Please choose the team this person works on.",
      displayOrder: "Please enter a whole number from 0 to 9999 (lower numbers show first).",
    });
    expect((await add({ name: "No Team", displayOrder: "1" })).data.fields).toEqual({ team: "Please choose the team this person works on." });
    expect(await database.db.select().from(childcareStaff)).toHaveLength(before.length);
  });

  it("edits a member (moving an older record to one of the nine teams) and refuses a stale edit without overwriting", async () => {
    const row = await olderRecord("Sam Ortiz", "Nursery Aides");
    const version = (await opened(row.id)).version;
    const first = await save(row.id, { name: "Sam Ortiz", team: "School-age Care Team", displayOrder: "0", version });
    expect(first).toMatchObject({ status: 302, location: "/admin/childcare-staff?notice=saved" });
    const stale = await save(row.id, { name: "Sam Ortiz", team: "Kitchen Staff", displayOrder: "0", version }, "admin");
    expect(stale.status).toBe(409);
    expect(stale.data.error).toMatch(/Someone else saved this childcare staff member/);
    expect((await byName("Sam Ortiz"))!.team).toBe("School-age Care Team");
    expect((await groups()).map((g) => g.team)).not.toContain("Nursery Aides");
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.map((l) => [l.action, l.detail])).toEqual([["update", "Sam Ortiz (School-age Care Team)"]]);
    const page = (await admin.load(childcarePage, { path: "/childcare-preschool", role: null })).data.groups as { ok: true; data: Group[] };
    expect(page.data.find((g) => g.team === "School-age Care Team")?.members.map((m) => m.name)).toContain("Sam Ortiz");
  });

  it("deletes a member from the list, audits it, and the public page no longer shows them", async () => {
    const row = await member("Doris Meeks", "Kitchen Staff", 5);
    const res = await admin.act(list, { path: "/admin/childcare-staff", role: "childcare", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/childcare-staff?notice=deleted" });
    expect(await byName("Doris Meeks")).toBeUndefined();
    const lines = await database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.find((l) => l.action === "delete")).toMatchObject({ entity: "childcare-staff", detail: "Doris Meeks (Kitchen Staff)" });
    expect((await admin.services.childcareStaff.list()).map((m) => m.name)).not.toContain("Doris Meeks");
  });

  it("answers 404 for a member that does not exist: on the page, on save and on delete", async () => {
    expect((await admin.load(edit, { path: "/admin/childcare-staff/edit/99999", params: { id: "99999" }, role: "childcare" })).status).toBe(404);
    expect((await save(99999, { name: "Nobody", team: "Director", displayOrder: "0", version: "2026-11-21T15:00:00.000Z" })).status).toBe(404);
    expect((await admin.act(list, { path: "/admin/childcare-staff", role: "childcare", fields: { intent: "delete", id: "99999" } })).status).toBe(404);
  });

  it("lets in only the roles the permission table lists for childcare staff", async () => {
    expect(await admin.load(list, { path: "/admin/childcare-staff", role: "church" })).toMatchObject({ status: 302, location: "/" });
    expect(await add({ name: "X", team: "Director", displayOrder: "0" }, "church")).toMatchObject({ status: 302, location: "/" });
    expect((await admin.load(list, { path: "/admin/childcare-staff", role: "admin" })).status).toBe(200);
    expect((await admin.act(edit, { path: "/admin/childcare-staff/create-new", role: "childcare", fields: { name: "X", team: "Director", displayOrder: "0" }, csrf: "wrong" })).status).toBe(403);
  });
});
