import { beforeAll, describe, expect, it } from "vitest";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../server/testing/database.ts";
import { notFound, outdatedForm, staleEdit } from "../../../server/admin/editing.ts";
import { userMessages } from "../../../server/users/users.ts";
import type { Role } from "../../../shared/roles.ts";
import { CONTENT_NOTICES, pageEditorPath } from "../../../shared/content/editors.ts";
import { PAGES, type PageDocument, type PagePath } from "../../../shared/content/pages.ts";
import type { Schedule } from "../../../shared/content/schedule.ts";
import { STAFF_MESSAGES } from "../../../shared/staff-messages.ts";
import { uploadMessages } from "../../../shared/upload-rules.ts";
import { NOTICES } from "../../lib/change-notices.ts";
import { adminTestSite } from "../../testing/admin-route.ts";
import { pageFormFields } from "../../testing/content-forms.ts";
import * as editor from "./content/editor.tsx";
import * as pages from "./content/pages.tsx";
import * as dashboard from "./dashboard.tsx";

/** Words no page of the staff area may say (issue 30, item 7): what tripped staff, and text meant for programs. */
const JARGON = [/\{\{/, /\}\}/, /nothing refers to it/i, /\bnull\b/, /\bundefined\b/, /\bNaN\b/, /\[object Object\]/];
/** In History and the dashboard's changes: an address instead of a page's title or a file's name, a moment written for machines. */
const RAW = [/(?:^|\s|\()\/[a-z0-9][\w./-]*/, /\/uploads\//, /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/];

const decode = (text: string) => text.replace(/&#x27;/g, "'").replace(/&quot;/g, '"').replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/**
 * What a person reads on a rendered page: its text, with the values of the boxes they type in where the
 * boxes are (dates and times the browser shows in its own way, ticks and hidden fields left out).
 */
function visibleText(html: string): string {
  return decode(
    html
      .replace(/<script[\s\S]*?<\/script>/g, "")
      .replace(/<!--[\s\S]*?-->/g, "")
      .replace(/<input\b[^>]*>/g, (input) => (/type="(?:hidden|checkbox|radio|date|datetime-local|time|number|file)"/.test(input) ? "" : `\n${/\svalue="([^"]*)"/.exec(input)?.[1] ?? ""}\n`))
      .replace(/<[^>]+>/g, "\n"),
  )
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n");
}

/** The text of the part of a page that starts at the heading `title` (History, Recent changes). */
const sectionFrom = (text: string, title: string) => text.slice(Math.max(0, text.indexOf(`\n${title}\n`)));

const offending = (text: string, patterns: RegExp[]) => text.split("\n").filter((line) => patterns.some((p) => p.test(line)));

/**
 * Issue 30, item 7: the staff area, rendered as each role sees it after a week of changes, shows no
 * placeholder, no jargon, and in History and the dashboard's changes no address or machine-written
 * moment; and every message it keeps in a catalogue says what happened and what to do next.
 */
describe.each(testDatabaseKinds)("the words staff see on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind);

  /** Publishes a page's words as the form posts them, through the editor, as `role`. */
  async function publishPage(path: PagePath, role: Role, change: (page: PageDocument) => Record<string, string>) {
    const address = pageEditorPath(path);
    const loaded = (await site.admin.load(editor, { path: address, role })).data as { version: string; form: PageDocument };
    const answer = await site.admin.act(editor, { path: address, role, fields: { intent: "publish", version: loaded.version, ...pageFormFields(loaded.form, change(loaded.form)) } });
    expect(answer.status, JSON.stringify(answer.data)).toBe(302);
  }

  beforeAll(async () => {
    const { content } = site.admin.services;
    const actor = (await site.admin.user("church")).id;
    await publishPage("/about", "church", (page) => ({ "doc.description": `${page.description} Welcome.`, "doc.sections.lead": `${page.sections.lead} Truly.` }));
    await publishPage("/our-history", "admin", (page) => ({ "doc.title": `${page.title}!` }));
    // The schedule moved, as the office does it; a draft saved and thrown away; a publish for later.
    const schedule = (await content.get("schedule"))!;
    const moved = { entries: (schedule.published as Schedule).entries.map((e) => (e.id === "sunday-worship" ? { ...e, start: "10:30" } : e)) };
    const saved = await content.saveDraft({ key: "schedule", value: moved, version: schedule.version, actor });
    if (!saved.ok) throw new Error(saved.error);
    await content.publish({ key: "schedule", version: saved.value.version, actor });
    const home = (await content.get("page:/"))!;
    const draft = await content.saveDraft({ key: "page:/", value: home.published, version: home.version, actor });
    if (!draft.ok) throw new Error(draft.error);
    await content.discardDraft({ key: "page:/", version: draft.value.version, actor });
    const fees = (await content.get("childcare-fees"))!;
    const feesDraft = await content.saveDraft({ key: "childcare-fees", value: fees.published, version: fees.version, actor });
    if (!feesDraft.ok) throw new Error(feesDraft.error);
    await content.publish({ key: "childcare-fees", version: feesDraft.value.version, actor, at: new Date("2031-01-01T15:00:00Z") });
    // Lines as the audit log's older versions wrote them still read as words.
    await site.admin.services.audit.record({ userId: actor, action: "schedule", entity: "pages", entityId: "page:/", detail: "Home: to be published 2031-01-01T15:00:00.000Z" });
    await site.admin.services.audit.record({ userId: actor, action: "draft", entity: "pages", entityId: "page:/", detail: "Home: draft saved" });
    await site.admin.services.audit.record({ userId: actor, action: "publish", entity: "schedule", entityId: "schedule", detail: "Weekly schedule: Nursery: every Sunday 9:15 AM, on /about and /worship" });
  });

  const render = async (module: Parameters<typeof site.admin.render>[0], path: string, role: Role) => visibleText(await site.admin.render(module, { path, role }));

  it("shows no placeholder and no jargon in any content editor, and History names pages by their titles", async () => {
    const editors = [...(Object.keys(PAGES) as PagePath[]).map(pageEditorPath), "/admin/schedule", "/admin/site-settings", "/admin/childcare-info", "/admin/childcare-info/forms"];
    for (const path of editors) {
      const text = await render(editor, path, "admin");
      expect(offending(text, JARGON), path).toEqual([]);
      expect(offending(sectionFrom(text, "History"), RAW), `History of ${path}`).toEqual([]);
    }
    const revisions = ((await site.admin.load(editor, { path: "/admin/schedule", role: "admin" })).data as { revisions: Array<{ id: number }> }).revisions;
    const compared = await render(editor, `/admin/schedule?compare=${revisions.at(-1)!.id}`, "admin");
    expect(compared).toContain("on General Info and Worship Info");
    expect(offending(sectionFrom(compared, "History"), [...JARGON, ...RAW])).toEqual([]);
    const ours = ((await site.admin.load(editor, { path: "/admin/pages/our-history", role: "admin" })).data as { revisions: Array<{ id: number }> }).revisions;
    const history = await render(editor, `/admin/pages/our-history?compare=${ours.at(-1)!.id}`, "admin");
    expect(history).toContain("Search description: The story of Cedar Hill United Methodist Church from 1891 to today.");
    expect(offending(history, JARGON)).toEqual([]);
  });

  it("says each change on the dashboard in words, for site administrators and for staff", async () => {
    const latest = await render(dashboard, "/admin/dashboard", "church");
    expect(latest).toContain("Latest changes");
    expect(offending(latest, [...JARGON, ...RAW])).toEqual([]);
    const full = await render(dashboard, "/admin/dashboard", "siteadmin");
    expect(offending(full, [...JARGON, ...RAW])).toEqual([]);
    expect(full).toMatch(/published in Pages: General Info: Search description: .*Cedar Hill United Methodist Church\. Welcome\./);
    expect(full).toContain("scheduled a publish in Pages: Home: to be published Jan 1, 2031, 10:00 AM");
    expect(full).toContain("discarded a draft in Pages: Home");
    expect(full).toContain("published in Weekly Schedule: Nursery: every Sunday 9:15 AM, on General Info and Worship Info");
    expect(full).toContain("published in Weekly Schedule: Sunday Worship: every Sunday 10:30");
  });

  it("lists the pages without jargon", async () => {
    expect(offending(await render(pages, "/admin/pages", "church"), JARGON)).toEqual([]);
  });

  it("keeps every catalogue of messages free of placeholders and jargon, each failure saying what to do next", () => {
    const strings = (value: unknown): string[] =>
      typeof value === "string" ? [value] : typeof value === "function" ? strings((value as (...a: unknown[]) => unknown)("image", 1600, 900)) : value && typeof value === "object" ? Object.values(value).flatMap(strings) : [];
    const failures = [
      ...strings(STAFF_MESSAGES),
      ...strings(uploadMessages),
      ...strings(userMessages),
      ...[notFound("announcement"), staleEdit("announcement"), outdatedForm].map((o) => (o.ok ? "" : o.error)),
    ];
    const notices = [...strings(CONTENT_NOTICES), ...strings(NOTICES)];
    for (const message of [...failures, ...notices]) expect(offending(message, JARGON), message).toEqual([]);
    const nextStep = /\b(please|try|ask|reload|choose|check|go back|add|save|use|turn on|re-enable|copy|wait|tell|make|write|sign in|export)\b/i;
    for (const message of failures) expect(message, "says what to do next").toMatch(nextStep);
  });
});
