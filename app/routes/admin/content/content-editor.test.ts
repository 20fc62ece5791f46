import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freshDatabase } from "../../../../server/testing/database.ts";
import { seedPages } from "../../../../server/content/seed/pages.ts";
import { adminHarness } from "../../../testing/admin-route.ts";
import { pageFormFields } from "../../../testing/content-forms.ts";
import type { PageDocument } from "../../../../shared/content/pages.ts";
import * as editor from "./editor.tsx";

/** The fields the worship page's editor posts for its words, with `changes` applied. */
function worshipForm(changes: Record<string, string> = {}) {
  const page = seedPages["/worship"];
  return {
    "doc.title": page.title,
    "doc.description": page.description,
    ...Object.fromEntries(Object.entries(page.sections).map(([name, text]) => [`doc.sections.${name}`, text])),
    ...changes,
  };
}

describe("the content editor's action", () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let admin: ReturnType<typeof adminHarness>;
  const path = "/admin/pages/worship";
  beforeAll(async () => {
    database = await freshDatabase("pglite");
    admin = adminHarness(database);
  });
  afterAll(() => database.drop());

  const version = async () => ((await admin.load(editor, { path, role: "church" })).data as { version: string }).version;

  it("refuses words that name a fact or schedule entry that does not exist, beside the field, and saves nothing", async () => {
    const before = (await admin.services.content.get("page:/worship"))!;
    const answer = await admin.act(editor, { path, role: "church", fields: { intent: "save", version: await version(), ...worshipForm({ "doc.sections.lead": "Join us at {{start:sunday-brunch}}." }) } });
    expect(answer.status).toBe(400);
    expect(answer.data.fields).toEqual({ "doc.sections.lead": "The site cannot fill in {{start:sunday-brunch}}: please write the words themselves." });
    const after = (await admin.services.content.get("page:/worship"))!;
    expect(after).toEqual(before);
  });

  it("shows a page's words as visitors read them, never a placeholder, and says which facts each field follows (issue 30)", async () => {
    const loaded = (await admin.load(editor, { path: "/admin/pages/home", role: "church" })).data as { form: { title: string; sections: Record<string, string> }; followed: Record<string, string> };
    expect(loaded.form.title).toBe("Cedar Hill United Methodist Church");
    expect(loaded.form.sections["hero-title"]).toBe("Welcome to Cedar Hill United Methodist Church");
    expect(JSON.stringify(loaded)).not.toContain("{{");
    expect(loaded.followed["doc.title"]).toBe("Kept up to date from Site Settings (the church's name): change it there and every page follows.");
    expect(loaded.followed["doc.description"]).toMatch(/the Weekly Schedule \(Sunday Worship's start time, Sunday School's start time\)/);
    expect(loaded.followed["doc.sections.hero-button"]).toBeUndefined();
  });

  it("saves the words staff changed while the facts they did not touch keep following (issue 30)", async () => {
    const home = "/admin/pages/home";
    const loaded = (await admin.load(editor, { path: home, role: "church" })).data as { version: string; form: PageDocument };
    const fields = pageFormFields(loaded.form, { "doc.sections.hero-title": "A warm welcome to Cedar Hill United Methodist Church" });
    const saved = await admin.act(editor, { path: home, role: "church", fields: { intent: "publish", version: loaded.version, ...fields } });
    expect(saved).toMatchObject({ status: 302, location: "/admin/pages/home?notice=published" });
    const stored = (await admin.services.content.get("page:/"))!.published as PageDocument;
    expect(stored.title).toBe("{{church}}");
    expect(stored.sections["hero-title"]).toBe("A warm welcome to {{church}}");
    expect(stored.sections.history).toBe(seedPages["/"].sections.history);
    expect(stored.description).toBe(seedPages["/"].description);

    // History says what changed in the words visitors read.
    const after = (await admin.load(editor, { path: home, role: "church" })).data as { revisions: Array<{ id: number; summary: string }> };
    expect(after.revisions[0]!.summary).toBe("Welcome heading: A warm welcome to Cedar Hill United Methodist Church");
    const compared = (await admin.load(editor, { path: `${home}?compare=${after.revisions[1]!.id}`, role: "church" })).data as { diff: { lines: Array<{ text: string }> } };
    expect(compared.diff.lines.map((l) => l.text)).toContain("Welcome heading: Welcome to Cedar Hill United Methodist Church");
    expect(JSON.stringify(compared)).not.toContain("{{");
  });

  it("schedules a publish for a wall-clock time in the site's zone, and refuses a time that has passed", async () => {
    const past = await admin.act(editor, { path, role: "church", fields: { intent: "publish", version: await version(), publishAt: "2026-11-20T09:00", ...worshipForm() } });
    expect(past.status).toBe(400);
    expect(past.data.fields).toEqual({ publishAt: "Please choose a time in the future, or leave it empty to publish now." });

    const later = await admin.act(editor, { path, role: "church", fields: { intent: "publish", version: await version(), publishAt: "2026-12-01T09:00", ...worshipForm({ "doc.sections.lead": "Advent begins." }) } });
    expect(later).toMatchObject({ status: 302, location: "/admin/pages/worship?notice=scheduled" });
    const stored = (await admin.services.content.get("page:/worship"))!;
    // 9:00 in New York on 1 December is 14:00 UTC.
    expect(stored.publishAt?.toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect((stored.published as { sections: Record<string, string> }).sections.lead).not.toBe("Advent begins.");
  });

  it("refuses a save over someone else's newer change and keeps theirs", async () => {
    const opened = await version();
    expect((await admin.act(editor, { path, role: "admin", fields: { intent: "save", version: opened, ...worshipForm({ "doc.sections.lead": "The admin's words." }) } })).status).toBe(302);
    const late = await admin.act(editor, { path, role: "church", fields: { intent: "save", version: opened, ...worshipForm({ "doc.sections.lead": "The church user's words." }) } });
    expect(late.status).toBe(409);
    expect(late.data.error).toMatch(/^Test admin changed the worship info .* after you opened it/);
    expect(((await admin.services.content.get("page:/worship"))!.draft as { sections: Record<string, string> }).sections.lead).toBe("The admin's words.");
  });
});
