import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, childcareStaff } from "../../../../server/db/schema.ts";
import { CHILDCARE_TEAMS } from "../../../../shared/childcare.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { uploadAreaTestSite } from "../../../testing/image-uploads.ts";
import * as childcarePage from "../../site/childcare-preschool.tsx";
import * as edit from "./edit.tsx";
import * as list from "./list.tsx";

type Group = { team: string; known: boolean; members: Array<{ id: number; name: string; displayOrder: number; version: string }> };

describe.each(testDatabaseKinds)("childcare staff admin on %s", (kind: TestDatabaseKind) => {
  const site = uploadAreaTestSite(kind);

  const byName = async (name: string) => (await site.database.db.select().from(childcareStaff).where(eq(childcareStaff.name, name)))[0];
  const groups = async () => (await site.admin.load(list, { path: "/admin/childcare-staff", role: "childcare" })).data.groups as Group[];
  const opened = async (id: number) => (await site.admin.load(edit, { path: `/admin/childcare-staff/edit/${id}`, params: { id: String(id) }, role: "childcare" })).data.item as { version: string; team: string };
  const add = (fields: Record<string, string>, role: "childcare" | "admin" | "church" = "childcare") => site.admin.act(edit, { path: "/admin/childcare-staff/create-new", role, fields });
  const save = (id: number, fields: Record<string, string>, role: "childcare" | "admin" = "childcare") =>
    site.admin.act(edit, { path: `/admin/childcare-staff/edit/${id}`, params: { id: String(id) }, role, fields });
  /** Adds a member through the form and returns their row. */
  const member = async (name: string, team: string, role: "childcare" | "admin" = "childcare") => {
    expect((await add({ name, team }, role)).status).toBe(302);
    return (await byName(name))!;
  };
  /** An older record whose team is not one of the nine (the form no longer offers such teams). */
  const olderRecord = async (name: string, team: string) => (await site.database.db.insert(childcareStaff).values({ name, team, displayOrder: 1000 + (await site.database.db.select().from(childcareStaff)).length }).returning())[0]!;
  /** The teams a person is listed under. */
  const teamsOf = (all: Group[], name: string) => all.filter((g) => g.members.some((m) => m.name === name)).map((g) => g.team);

  it("adds a member to a team: audited, on the childcare page under that team and in /api", async () => {
    const res = await add({ name: "Janet Fowler", team: "Infant Care Team" });
    expect(res).toMatchObject({ status: 302, location: "/admin/childcare-staff?notice=created" });
    const row = (await byName("Janet Fowler"))!;
    expect(row).toMatchObject({ team: "Infant Care Team" });
    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(line).toMatchObject({ action: "create", entity: "childcare-staff", detail: "Janet Fowler (Infant Care Team)", userId: (await site.admin.user("childcare")).id });

    const page = (await site.admin.load(childcarePage, { path: "/childcare-preschool", role: null })).data.groups as { ok: true; data: Group[] };
    expect(teamsOf(page.data, "Janet Fowler")).toEqual(["Infant Care Team"]);
    const api = (await (await site.web.get("/api/childcare-staff")).json()) as Array<{ id: number; name: string; team: string }>;
    expect(api).toContainEqual({ id: row.id, name: "Janet Fowler", team: "Infant Care Team" });
  });

  it("lists staff grouped by team in the programme's team order, unknown teams last, a new member last in their team", async () => {
    await olderRecord("Tomás Reyes", "Floaters");
    await member("Ruth Pell", "Infant Care Team");
    await member("Keisha Long", "Infant Care Team");
    await member("Mabel Stokes", "Kitchen Staff", "admin");
    await member("Linda Carraway", "Director");
    const names = ["Tomás Reyes", "Ruth Pell", "Keisha Long", "Mabel Stokes", "Linda Carraway"];
    // Only this test's people: other tests' members share the teams.
    const mine = (await groups()).map((g) => ({ ...g, members: g.members.filter((m) => names.includes(m.name)) })).filter((g) => g.members.length > 0);
    expect(mine.map((g) => [g.team, g.known])).toEqual([
      ["Director", true],
      ["Infant Care Team", true],
      ["Kitchen Staff", true],
      ["Floaters", false],
    ]);
    expect(mine[1]!.members.map((m) => m.name)).toEqual(["Ruth Pell", "Keisha Long"]);
  });

  it("reorders one team from the order the page showed: positions 1..n within the team, the public page follows; other teams and older pages are refused", async () => {
    await member("Dora Quill", "Toddler Care Team");
    await member("Eve Rusk", "Toddler Care Team");
    const team = (await groups()).find((g) => g.team === "Toddler Care Team")!;
    const ids = team.members.map((m) => m.id);
    const order = [...ids].reverse();
    const reorder = (fields: Record<string, string>) => site.admin.act(list, { path: "/admin/childcare-staff", role: "childcare", fields: { intent: "reorder", ...fields } });
    expect(await reorder({ team: "Toddler Care Team", order: order.join(","), version: ids.join(",") })).toMatchObject({ status: 200, data: { order } });
    expect((await groups()).find((g) => g.team === "Toddler Care Team")!.members.map((m) => m.id)).toEqual(order);
    const page = (await site.admin.load(childcarePage, { path: "/childcare-preschool", role: null })).data.groups as { ok: true; data: Group[] };
    expect(page.data.find((g) => g.team === "Toddler Care Team")!.members.map((m) => m.id)).toEqual(order);
    const positions = (await site.database.db.select().from(childcareStaff).where(eq(childcareStaff.team, "Toddler Care Team"))).map((r) => r.displayOrder).sort((a, b) => a - b);
    expect(positions).toEqual(ids.map((_, i) => i + 1));
    expect((await reorder({ team: "Toddler Care Team", order: ids.join(","), version: ids.join(",") })).status).toBe(409);
    expect((await reorder({ team: "Director", order: order.join(","), version: order.join(",") })).status).toBe(409);
  });

  it("moves someone who changes team to the end of the new team", async () => {
    await member("Flo Grant", "Pre-K Care Team");
    const moving = await member("Gus Hale", "Kitchen Staff");
    const { version } = await opened(moving.id);
    expect((await save(moving.id, { name: "Gus Hale", team: "Pre-K Care Team", version })).status).toBe(302);
    const preK = (await groups()).find((g) => g.team === "Pre-K Care Team")!.members.map((m) => m.name);
    expect(preK.at(-1)).toBe("Gus Hale");
  });

  it("offers the nine teams of the spec on the create-new page", async () => {
    expect(CHILDCARE_TEAMS).toHaveLength(9);
    expect((await site.admin.load(edit, { path: "/admin/childcare-staff/create-new", role: "childcare" })).data).toMatchObject({ item: null });
  });

  it("refuses a missing name and a team outside the nine: 400 with one message per field, nothing stored", async () => {
    const before = await site.database.db.select().from(childcareStaff);
    const res = await add({ name: "  ", team: "Floaters" });
    expect(res.status).toBe(400);
    expect(res.data.fields).toEqual({
      name: "Please enter the person's name.",
      team: "Please choose the team this person works on.",
    });
    expect((await add({ name: "No Team" })).data.fields).toEqual({ team: "Please choose the team this person works on." });
    expect(await site.database.db.select().from(childcareStaff)).toHaveLength(before.length);
  });

  it("edits a member (moving an older record to one of the nine teams) and refuses a stale edit without overwriting", async () => {
    const row = await olderRecord("Sam Ortiz", "Nursery Aides");
    const version = (await opened(row.id)).version;
    const first = await save(row.id, { name: "Sam Ortiz", team: "School-age Care Team", version });
    expect(first).toMatchObject({ status: 302, location: "/admin/childcare-staff?notice=saved" });
    const stale = await save(row.id, { name: "Sam Ortiz", team: "Kitchen Staff", version }, "admin");
    expect(stale.status).toBe(409);
    expect(stale.data.error).toMatch(/Someone else saved this childcare staff member/);
    expect((await byName("Sam Ortiz"))!.team).toBe("School-age Care Team");
    expect((await groups()).map((g) => g.team)).not.toContain("Nursery Aides");
    const lines = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.map((l) => [l.action, l.detail])).toEqual([["update", "Sam Ortiz (School-age Care Team)"]]);
    const page = (await site.admin.load(childcarePage, { path: "/childcare-preschool", role: null })).data.groups as { ok: true; data: Group[] };
    expect(page.data.find((g) => g.team === "School-age Care Team")?.members.map((m) => m.name)).toContain("Sam Ortiz");
  });

  it("deletes a member from the list, audits it, and the public page no longer shows them", async () => {
    const row = await member("Doris Meeks", "Kitchen Staff");
    const res = await site.admin.act(list, { path: "/admin/childcare-staff", role: "childcare", fields: { intent: "delete", id: String(row.id) } });
    expect(res).toMatchObject({ status: 302, location: "/admin/childcare-staff?notice=deleted" });
    expect(await byName("Doris Meeks")).toBeUndefined();
    const lines = await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(row.id)));
    expect(lines.find((l) => l.action === "delete")).toMatchObject({ entity: "childcare-staff", detail: "Doris Meeks (Kitchen Staff)" });
    expect((await site.admin.services.childcareStaff.list()).map((m) => m.name)).not.toContain("Doris Meeks");
  });

  it("answers 404 for a member that does not exist: on the page, on save and on delete", async () => {
    expect((await site.admin.load(edit, { path: "/admin/childcare-staff/edit/99999", params: { id: "99999" }, role: "childcare" })).status).toBe(404);
    expect((await save(99999, { name: "Nobody", team: "Director", version: "2026-11-21T15:00:00.000Z" })).status).toBe(404);
    expect((await site.admin.act(list, { path: "/admin/childcare-staff", role: "childcare", fields: { intent: "delete", id: "99999" } })).status).toBe(404);
  });

  it("lets in only the roles the permission table lists for childcare staff", async () => {
    expect(await site.admin.load(list, { path: "/admin/childcare-staff", role: "church" })).toMatchObject({ status: 302, location: "/" });
    expect(await add({ name: "X", team: "Director" }, "church")).toMatchObject({ status: 302, location: "/" });
    expect((await site.admin.load(list, { path: "/admin/childcare-staff", role: "admin" })).status).toBe(200);
    expect((await site.admin.act(edit, { path: "/admin/childcare-staff/create-new", role: "childcare", fields: { name: "X", team: "Director" }, csrf: "wrong" })).status).toBe(403);
  });
});
