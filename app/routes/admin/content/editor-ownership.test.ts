import { and, eq } from "drizzle-orm";
import { seedSettings } from "../../../../server/content/seed/site.ts";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, contentDocuments, contentRevisions } from "../../../../server/db/schema.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import type { PageDocument } from "../../../../shared/content/pages.ts";
import type { SiteSettings } from "../../../../shared/content/settings.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import { pageFormFields } from "../../../testing/content-forms.ts";
import * as editor from "./editor.tsx";

/**
 * Issue 29, item 3: the editor at an address works on that address's document only. A revision or a
 * version posted to it that belongs to another document publishes nothing and names nothing of it.
 */
describe.each(testDatabaseKinds)("the content editor keeps to its own document on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);
  const about = "/admin/pages/about";
  const NEW_PHONE = "919-555-0199";
  const NEW_CHILDCARE_LEAD = "Our new words for families.";

  /** A document's row as stored (published value, draft, version), to prove nothing moved. */
  const stored = async (key: string) => (await site.database.db.select().from(contentDocuments).where(eq(contentDocuments.key, key)))[0]!;
  const revisionsOf = async (key: string) => site.database.db.select().from(contentRevisions).where(eq(contentRevisions.key, key));
  const seedRevisionOf = async (key: string) => (await revisionsOf(key)).find((r) => r.action === "seed")!.id;
  const editorVersion = async (path: string, role: "church" | "admin" | "siteadmin" = "church") => ((await site.admin.load(editor, { path, role })).data as { version: string }).version;

  /** Publishes a change as the admin, through the service, so the document has an older revision to go back to. */
  async function publishAsAdmin(key: string, change: (value: never) => unknown) {
    const { content } = site.admin.services;
    const admin = (await site.admin.user("admin")).id;
    const document = (await content.get(key))!;
    const saved = await content.saveDraft({ key, value: change(document.published as never), version: document.version, actor: admin });
    if (!saved.ok) throw new Error(saved.error);
    const published = await content.publish({ key, version: saved.value.version, actor: admin });
    if (!published.ok) throw new Error(published.error);
  }

  beforeAll(async () => {
    await publishAsAdmin("settings", (settings: SiteSettings) => ({ ...settings, officePhone: NEW_PHONE }));
    await publishAsAdmin("page:/childcare-preschool", (page: PageDocument) => ({ ...page, sections: { ...page.sections, lead: NEW_CHILDCARE_LEAD } }));
    await publishAsAdmin("page:/about", (page: PageDocument) => ({ ...page, sections: { ...page.sections, lead: "Welcome, whoever you are." } }));
  });

  it("refuses to restore another document's revision from a page's editor (404), with that document's own version, and publishes nothing", async () => {
    const before = { settings: await stored("settings"), childcare: await stored("page:/childcare-preschool") };
    const revisionsBefore = (await site.database.db.select().from(contentRevisions)).length;
    for (const [key, role] of [["settings", "church"], ["page:/childcare-preschool", "church"], ["settings", "admin"]] as const) {
      const answer = await site.admin.act(editor, {
        path: about,
        role,
        fields: { intent: "restore", revision: String(await seedRevisionOf(key)), version: (await site.admin.services.content.get(key))!.version },
      });
      expect(answer.status, `${role} restoring ${key}`).toBe(404);
      expect(answer.data.error).toBe("That version no longer exists. It may have been deleted by someone else: please reload the page to see what is there now.");
    }
    expect(await stored("settings")).toEqual(before.settings);
    expect(await stored("page:/childcare-preschool")).toEqual(before.childcare);
    expect((await site.admin.services.content.snapshot()).settings.officePhone).toBe(NEW_PHONE);
    expect((await site.admin.services.content.snapshot()).pages["/childcare-preschool"].sections.lead).toBe(NEW_CHILDCARE_LEAD);
    expect(await site.database.db.select().from(contentRevisions)).toHaveLength(revisionsBefore);
    expect(await site.database.db.select().from(auditLog).where(eq(auditLog.action, "restore"))).toEqual([]);
  });

  it("answers a restore of another document's revision with the page's own version the same way: the refusal names nothing of the other document", async () => {
    const answer = await site.admin.act(editor, { path: about, role: "church", fields: { intent: "restore", revision: String(await seedRevisionOf("settings")), version: await editorVersion(about) } });
    expect(answer.status).toBe(404);
    expect(answer.data.error).not.toMatch(/settings|changed the|Test admin/i);
  });

  it("still restores a revision of its own document", async () => {
    const answer = await site.admin.act(editor, { path: about, role: "church", fields: { intent: "restore", revision: String(await seedRevisionOf("page:/about")), version: await editorVersion(about) } });
    expect(answer).toMatchObject({ status: 302, location: `${about}?notice=restored` });
    const [latest] = (await revisionsOf("page:/about")).sort((a, b) => b.id - a.id);
    expect(latest).toMatchObject({ action: "restore", authorId: (await site.admin.user("church")).id });
  });

  it("compares only with its own document's revisions", async () => {
    const foreign = await site.admin.load(editor, { path: `${about}?compare=${await seedRevisionOf("settings")}`, role: "church" });
    expect(foreign.status).toBe(200);
    expect(foreign.data.diff).toBeNull();
    // The settings' first version had the seed's phone; the About page's words show today's (issue 30).
    expect(JSON.stringify(foreign.data)).not.toContain(seedSettings.officePhone);
    expect(JSON.stringify(foreign.data)).toContain(NEW_PHONE);
    const own = await site.admin.load(editor, { path: `${about}?compare=${await seedRevisionOf("page:/about")}`, role: "church" });
    expect(own.data.diff).toMatchObject({ revisionId: await seedRevisionOf("page:/about") });
  });

  it("answers a version that is not a moment with 409 'reload the page' for every intent, and stores nothing", async () => {
    const page = (await site.admin.services.content.get("page:/about"))!.published as PageDocument;
    const before = await stored("page:/about");
    const auditBefore = (await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, "page:/about"))).length;
    const intents = {
      save: pageFormFields(page, { "doc.sections.lead": "Saved with no version." }),
      publish: pageFormFields(page, { "doc.sections.lead": "Published with no version." }),
      discard: {},
      restore: { revision: String(await seedRevisionOf("page:/about")) },
    };
    for (const version of ["", "not-a-date", "2026-02-30T10:00:00.000Z", "2026-11-21T15:00:00.000Z'); drop table users; --"]) {
      for (const [intent, fields] of Object.entries(intents)) {
        const answer = await site.admin.act(editor, { path: about, role: "church", fields: { intent, version, ...fields } });
        expect(answer.status, `${intent} with version ${JSON.stringify(version)}`).toBe(409);
        expect(answer.data.error).toMatch(/reload the page/);
      }
    }
    expect(await stored("page:/about")).toEqual(before);
    expect(await site.database.db.select().from(auditLog).where(eq(auditLog.entityId, "page:/about"))).toHaveLength(auditBefore);
  });

  it("refuses a publish time that is not a real time beside its field, and saves no draft", async () => {
    const page = (await site.admin.services.content.get("page:/about"))!.published as PageDocument;
    const before = await stored("page:/about");
    for (const publishAt of ["2026-13-45T99:99", "2026-02-30T09:00", "tomorrow", "2026-12-01T09:00:00Z"]) {
      const answer = await site.admin.act(editor, { path: about, role: "church", fields: { intent: "publish", version: await editorVersion(about), publishAt, ...pageFormFields(page, { "doc.sections.lead": "Soon." }) } });
      expect(answer.status, publishAt).toBe(400);
      expect(answer.data.fields).toEqual({ publishAt: "Please choose a real date and time, or leave it empty to publish now." });
    }
    expect(await stored("page:/about")).toEqual(before);
    expect(await site.database.db.select().from(auditLog).where(and(eq(auditLog.entityId, "page:/about"), eq(auditLog.action, "schedule")))).toEqual([]);
  });
});
