import { desc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, invites, outgoingMail, sessions, users } from "../../../../server/db/schema.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import * as editUser from "./edit-user.tsx";
import * as list from "./list.tsx";
import * as newUser from "./new-user.tsx";

describe.each(testDatabaseKinds)("users admin on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);

  const edit = (id: number, role: "siteadmin" | "admin" | "church", fields: Record<string, string>) =>
    site.admin.act(editUser, { path: `/admin/users/edit-user/${id}`, params: { id: String(id) }, role, fields });
  const versionOf = async (id: number, role: "siteadmin" | "admin" = "siteadmin") =>
    ((await site.admin.load(editUser, { path: `/admin/users/edit-user/${id}`, params: { id: String(id) }, role })).data.person as { version: string }).version;

  it("lists users for admins only: church and childcare staff are sent away", async () => {
    const res = await site.admin.load(list, { path: "/admin/users", role: "admin" });
    expect(res.status).toBe(200);
    for (const role of ["church", "childcare"] as const) {
      expect(await site.admin.load(list, { path: "/admin/users", role })).toMatchObject({ status: 302, location: "/" });
      expect(await site.admin.act(newUser, { path: "/admin/users/new-user", role, fields: { email: "x@example.org", role: "church" } })).toMatchObject({ status: 302, location: "/" });
    }
  });

  it("invites a new user: the invitation is stored, e-mailed and audited", async () => {
    const res = await site.admin.act(newUser, { path: "/admin/users/new-user", role: "admin", fields: { email: "New.Helper@Example.org", role: "church" } });
    expect(res.status).toBe(200);
    expect((res.data.sent as { link: string }).link).toMatch(/^https:\/\/church\.example\/register\?invite=.+&email=new\.helper%40example\.org$/);
    const [invite] = await site.database.db.select().from(invites).where(eq(invites.email, "new.helper@example.org"));
    expect(invite).toMatchObject({ role: "church", invitedBy: (await site.admin.user("admin")).id });
    const mail = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.to, "new.helper@example.org"));
    expect(mail[0]?.text).toContain("/register?invite=");
    expect(mail[0]?.text).toMatch(/^You have been invited to help run the Cedar Hill United Methodist Church website\./);
    const [line] = await site.database.db.select().from(auditLog).where(eq(auditLog.action, "invite")).orderBy(desc(auditLog.id)).limit(1);
    expect(line?.detail).toBe("new.helper@example.org as Church staff");
  });

  it("refuses an invitation with a role above the inviter's, and a bad address", async () => {
    const high = await site.admin.act(newUser, { path: "/admin/users/new-user", role: "admin", fields: { email: "boss@example.org", role: "siteadmin" } });
    expect(high.status).toBe(403);
    expect(high.data.fields).toEqual({ role: "You can only give a role up to your own. Please choose a lower role." });
    const bad = await site.admin.act(newUser, { path: "/admin/users/new-user", role: "admin", fields: { email: "not-an-address", role: "church" } });
    expect(bad.status).toBe(400);
    expect(bad.data.fields).toEqual({ email: "Please enter a valid email address." });
    expect(await site.database.db.select().from(invites).where(eq(invites.email, "boss@example.org"))).toHaveLength(0);
  });

  it("changes a name and role, signs the person out, and refuses a stale edit", async () => {
    const person = await site.admin.services.accounts.createUser({ name: "Ruth Carter", username: "ruth", password: "long enough pass", role: "church" });
    await site.database.db.insert(sessions).values({ idHash: "ruth-session", userId: person.id });
    const opened = await versionOf(person.id);
    const res = await edit(person.id, "admin", { name: "Ruth A. Carter", role: "childcare", version: opened });
    expect(res).toMatchObject({ status: 302, location: "/admin/users?notice=saved" });
    const [after] = await site.database.db.select().from(users).where(eq(users.id, person.id));
    expect(after).toMatchObject({ name: "Ruth A. Carter", role: "childcare" });
    expect(await site.database.db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(0);
    const stale = await edit(person.id, "admin", { name: "Ruth (old tab)", role: "church", version: opened });
    expect(stale.status).toBe(409);
    const [still] = await site.database.db.select().from(users).where(eq(users.id, person.id));
    expect(still!.name).toBe("Ruth A. Carter");
  });

  it("lets nobody raise a role above their own or touch a higher role", async () => {
    const person = await site.admin.services.accounts.createUser({ name: "Amos Hill", username: "amos", password: "long enough pass", role: "church" });
    const raise = await edit(person.id, "admin", { name: "Amos Hill", role: "siteadmin", version: await versionOf(person.id) });
    expect(raise.status).toBe(403);
    const siteadmin = await site.admin.user("siteadmin");
    const touch = await edit(siteadmin.id, "admin", { name: "Renamed", role: "siteadmin", version: await versionOf(siteadmin.id) });
    expect(touch.status).toBe(403);
    const disable = await edit(siteadmin.id, "admin", { intent: "disable" });
    expect(disable.status).toBe(403);
    const [row] = await site.database.db.select().from(users).where(eq(users.id, siteadmin.id));
    expect(row).toMatchObject({ name: "Test siteadmin", disabled: false });
  });

  it("never locks out the last siteadmin", async () => {
    const siteadmin = await site.admin.user("siteadmin");
    const other = await site.admin.services.accounts.createUser({ name: "Second Siteadmin", username: "second", password: "long enough pass", role: "siteadmin" });
    // With two siteadmins, one may step down or be disabled...
    const disabled = await edit(other.id, "siteadmin", { intent: "disable" });
    expect(disabled.status).toBe(200);
    // ...but the last one left may not be demoted or disabled by anyone.
    const demote = await site.admin.act(editUser, { path: `/admin/users/edit-user/${siteadmin.id}`, params: { id: String(siteadmin.id) }, role: "siteadmin", fields: { name: "Test siteadmin", role: "admin", version: await versionOf(siteadmin.id) } });
    expect(demote.status).toBe(403); // their own role: refused as self-change first
    const viaOther = await site.admin.services.users.update({ id: siteadmin.id, input: { name: "Test siteadmin", role: "admin" }, version: await versionOf(siteadmin.id), actor: { id: other.id, role: "siteadmin", name: other.name } });
    expect(viaOther).toMatchObject({ ok: false, status: 409 });
    const disableLast = await site.admin.services.users.setDisabled({ id: siteadmin.id, disabled: true, actor: { id: other.id, role: "siteadmin", name: other.name } });
    expect(disableLast).toMatchObject({ ok: false, status: 409 });
    expect(await site.admin.services.accounts.countSiteadmins()).toBe(1);
  });

  it("disables and re-enables, clears two-factor and makes a reset link, each audited", async () => {
    const person = await site.admin.services.accounts.createUser({ name: "Lena Ward", username: "lena", password: "long enough pass", role: "church" });
    await site.database.db.update(users).set({ twoFactorMethod: "email" }).where(eq(users.id, person.id));
    await site.database.db.insert(sessions).values({ idHash: "lena-session", userId: person.id });
    expect((await edit(person.id, "admin", { intent: "disable" })).status).toBe(200);
    expect(await site.database.db.select().from(sessions).where(eq(sessions.userId, person.id))).toHaveLength(0);
    expect(await site.admin.services.signIn.login({ identifier: "lena", password: "long enough pass", address: "1.2.3.4" })).toMatchObject({ ok: false, status: 401 });
    expect((await edit(person.id, "admin", { intent: "enable" })).status).toBe(200);
    expect((await edit(person.id, "admin", { intent: "clear-two-factor" })).status).toBe(200);
    const [row] = await site.database.db.select().from(users).where(eq(users.id, person.id));
    expect(row).toMatchObject({ disabled: false, twoFactorMethod: null });
    const link = await edit(person.id, "admin", { intent: "reset-link" });
    expect(link.data.link).toMatch(/^https:\/\/church\.example\/manual-reset\?token=/);
    const actions = (await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(person.id)))).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(["disable", "enable", "clear-two-factor", "reset-link"]));
  });

  it("lets only a siteadmin clear an admin's two-step verification or make an admin a reset link; the person is told by e-mail", async () => {
    const other = await site.admin.services.accounts.createUser({ name: "Noah Admin", username: "noah-admin", email: "noah@example.org", password: "long enough pass", role: "admin" });
    await site.database.db.update(users).set({ twoFactorMethod: "email" }).where(eq(users.id, other.id));
    // An admin cannot take over another admin's account.
    for (const intent of ["clear-two-factor", "reset-link"]) {
      const refused = await edit(other.id, "admin", { intent });
      expect(refused.status, intent).toBe(403);
    }
    expect((await site.database.db.select().from(users).where(eq(users.id, other.id)))[0]!.twoFactorMethod).toBe("email");
    const { loaderData } = { loaderData: (await site.admin.load(editUser, { path: `/admin/users/edit-user/${other.id}`, params: { id: String(other.id) }, role: "admin" })).data };
    expect(loaderData.canResetAccount).toBe(false);
    // A siteadmin can, and the person hears of it.
    expect((await edit(other.id, "siteadmin", { intent: "clear-two-factor" })).status).toBe(200);
    expect((await edit(other.id, "siteadmin", { intent: "reset-link" })).status).toBe(200);
    const mail = await site.database.db.select().from(outgoingMail).where(eq(outgoingMail.to, "noah@example.org"));
    expect(mail.map((m) => m.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/two-step verification was turned off/i), expect.stringMatching(/password reset link/i)]));
    expect(mail.map((m) => m.text).join("\n")).toContain("Test siteadmin");
    const actions = (await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, String(other.id)))).map((l) => l.action);
    expect(actions).toEqual(expect.arrayContaining(["clear-two-factor", "reset-link"]));
  });

  it("refuses to disable your own account", async () => {
    const me = await site.admin.user("admin");
    const res = await edit(me.id, "admin", { intent: "disable" });
    expect(res.status).toBe(403);
  });
});
