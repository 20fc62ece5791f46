import { and, eq } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { auditLog, contentRevisions } from "../../../../server/db/schema.ts";
import { fixedClock } from "../../../../server/testing/clock.ts";
import { type TestDatabaseKind, freshDatabase, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { seedFees } from "../../../../server/content/seed/site.ts";
import type { Role } from "../../../../shared/roles.ts";
import type { PageDocument } from "../../../../shared/content/pages.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import { pageFormFields } from "../../../testing/content-forms.ts";
import * as dashboard from "../dashboard.tsx";
import * as editUser from "../users/edit-user.tsx";
import * as editor from "./editor.tsx";

/**
 * Issue 29, item 4: a scheduled publish is the author's publish, made later. When it fires, the author
 * must still be active and allowed to edit the document; otherwise nothing is published, the draft
 * stays, and the dashboard of everyone who may edit it says why.
 */
describe.each(testDatabaseKinds)("scheduled publishing re-checks the author's rights when it fires on %s", (kind: TestDatabaseKind) => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  const clock = fixedClock("2026-11-21T15:00:00Z");
  const about = "/admin/pages/about";
  const fees = "/admin/childcare-info";
  /** 9:00 in New York on 1 December, and a moment after it. */
  const AT = "2026-12-01T09:00";
  const AFTER = "2026-12-01T14:00:30Z";

  beforeEach(async () => {
    clock.set("2026-11-21T15:00:00Z");
    database = await freshDatabase(kind);
    admin = adminHarness(database, { clock });
  });
  afterEach(() => database.drop());

  const versionAt = async (path: string, role: Role) => ((await admin.load(editor, { path, role })).data as { version: string }).version;
  const aboutPage = async () => (await admin.services.content.get("page:/about"))!;
  /** The words of the dashboard a role sees, tags stripped. */
  const dashboardText = async (role: Role) => (await admin.render(dashboard, { path: "/admin/dashboard", role })).replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ");

  async function scheduleAboutAsChurch(lead: string) {
    const page = (await aboutPage()).published as PageDocument;
    const answer = await admin.act(editor, { path: about, role: "church", fields: { intent: "publish", version: await versionAt(about, "church"), publishAt: AT, ...pageFormFields(page, { "doc.sections.lead": lead }) } });
    expect(answer).toMatchObject({ status: 302, location: `${about}?notice=scheduled` });
  }

  /** A site administrator changes an account the way the Users area does. */
  async function siteadminChanges(role: Role, fields: Record<string, string>) {
    const { id, name } = await admin.user(role);
    const path = `/admin/users/edit-user/${id}`;
    const loaded = await admin.load(editUser, { path, params: { id: String(id) }, role: "siteadmin" });
    const version = (loaded.data.person as { version: string }).version;
    const answer = await admin.act(editUser, { path, params: { id: String(id) }, role: "siteadmin", fields: { name, version, ...fields } });
    expect(answer.status).toBeLessThan(400);
  }

  it("does not publish a draft whose author was moved to a role that may not edit it: the draft stays, and the dashboards of those who may edit it say why", async () => {
    const before = ((await aboutPage()).published as PageDocument).sections.lead;
    await scheduleAboutAsChurch("Advent begins.");
    await siteadminChanges("church", { intent: "save", role: "childcare" });

    clock.set(AFTER);
    expect(await admin.services.content.publishDue()).toBe(0);

    expect((await admin.services.content.snapshot()).pages["/about"].sections.lead).toBe(before);
    const after = await aboutPage();
    expect((after.draft as PageDocument).sections.lead).toBe("Advent begins.");
    expect(after.publishAt).toBeNull();
    expect(await database.db.select().from(contentRevisions).where(and(eq(contentRevisions.key, "page:/about"), eq(contentRevisions.action, "scheduled")))).toEqual([]);
    const [line] = await database.db.select().from(auditLog).where(eq(auditLog.action, "schedule-refused"));
    expect(line).toMatchObject({ entity: "pages", entityId: "page:/about", userId: (await admin.user("church")).id });

    const why = "“General Info” was not published as scheduled (Dec 1, 2026, 9:00 AM): Test church (now Childcare staff) may no longer edit it. The draft is kept.";
    expect(await dashboardText("admin")).toContain(why);
    expect(await dashboardText("siteadmin")).toContain(why);
    // Childcare staff cannot edit the General Info page: the line is not theirs.
    expect(await dashboardText("childcare")).not.toContain("General Info");
    // The editor says it too, beside the draft.
    const editorText = (await admin.render(editor, { path: about, role: "admin" })).replace(/<!--.*?-->/g, "").replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
    expect(editorText).toContain("Not published as scheduled: the draft was to go live Dec 1, 2026, 9:00 AM, but Test church (now Childcare staff) may no longer edit it. Publish it now or choose a new time.");

    // Given the role back, the old schedule does not fire late: it was refused once and for all.
    await siteadminChanges("church", { intent: "save", role: "church" });
    clock.set("2026-12-02T14:00:00Z");
    expect(await admin.services.content.publishDue()).toBe(0);
    expect((await admin.services.content.snapshot()).pages["/about"].sections.lead).toBe(before);

    // Someone who may edit it publishes the draft: the dashboard line goes.
    const page = (await aboutPage()).draft as PageDocument;
    const published = await admin.act(editor, { path: about, role: "admin", fields: { intent: "publish", version: await versionAt(about, "admin"), ...pageFormFields(page) } });
    expect(published).toMatchObject({ status: 302, location: `${about}?notice=published` });
    expect((await admin.services.content.snapshot()).pages["/about"].sections.lead).toBe("Advent begins.");
    expect(await dashboardText("admin")).not.toContain("was not published as scheduled");
  });

  it("does not publish a draft whose author's account was disabled", async () => {
    const fields = {
      ...Object.fromEntries(seedFees.weekly.flatMap((fee, i) => [[`doc.weekly.${i}.label`, fee.label], [`doc.weekly.${i}.note`, fee.note], [`doc.weekly.${i}.amount`, fee.label === "3-year" ? "150.00" : (fee.cents / 100).toFixed(2)]])),
      "doc.registration": (seedFees.registrationCents / 100).toFixed(2),
    };
    const scheduled = await admin.act(editor, { path: fees, role: "childcare", fields: { intent: "publish", version: await versionAt(fees, "childcare"), publishAt: AT, ...fields } });
    expect(scheduled).toMatchObject({ status: 302, location: `${fees}?notice=scheduled` });
    await siteadminChanges("childcare", { intent: "disable" });

    clock.set(AFTER);
    expect(await admin.services.content.publishDue()).toBe(0);

    expect((await admin.services.content.snapshot()).fees).toEqual(seedFees);
    expect((await admin.services.content.get("childcare-fees"))!.draft).not.toBeNull();
    const why = "“Childcare Fees” was not published as scheduled (Dec 1, 2026, 9:00 AM): Test childcare's account is disabled. The draft is kept.";
    expect(await dashboardText("admin")).toContain(why);
    // Church staff cannot edit the fees: not on their dashboard.
    expect(await dashboardText("church")).not.toContain("Childcare Fees");
  });

  it("publishes on schedule when the author may still edit the document, recorded by them", async () => {
    await scheduleAboutAsChurch("Advent begins.");
    clock.set(AFTER);
    expect(await admin.services.content.publishDue()).toBe(1);
    expect((await admin.services.content.snapshot()).pages["/about"].sections.lead).toBe("Advent begins.");
    const [revision] = await database.db.select().from(contentRevisions).where(and(eq(contentRevisions.key, "page:/about"), eq(contentRevisions.action, "scheduled")));
    expect(revision?.authorId).toBe((await admin.user("church")).id);
    expect(await dashboardText("admin")).not.toContain("was not published as scheduled");
  });
});
