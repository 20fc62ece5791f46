/**
 * Long forms stay usable on a phone (issue 30, item 3): the weekly schedule's entries are one-line
 * rows that open a short form, the buttons stay at hand, Preview saves and shows the draft, and the
 * Publish button says when a scheduled publish goes live. These read the server's HTML, which is what
 * a browser without JavaScript gets.
 */
import { describe, expect, it } from "vitest";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import type { Schedule } from "../../../../shared/content/schedule.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import { scheduleFormFields } from "../../../testing/content-forms.ts";
import * as editor from "./editor.tsx";

/** The HTML of one schedule row: from its `<details>` to the next row. */
function rowOf(html: string, name: string): string {
  const start = html.lastIndexOf("<details", html.indexOf(`>${name}</span>`));
  return html.slice(start, html.indexOf("</li>", start));
}

describe.each(testDatabaseKinds)("the weekly schedule's editor on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind, { databasePerTest: true });
  const path = "/admin/schedule";
  const opened = async () => (await site.admin.load(editor, { path, role: "church" })).data as { version: string; form: Schedule };

  it("shows each entry as one closed line (name, day, time) holding its short form, with its pages folded away", async () => {
    const html = await site.admin.render(editor, { path, role: "church" });
    const grief = rowOf(html, "Grief Support");
    expect(grief).toMatch(/^<details(?![^>]*\sopen(?:=|\s|>))[^>]*>\s*<summary/);
    expect(grief).toContain("3rd Tuesday, 1:30 PM");
    // The fields are in the form (they post without JavaScript); the pages sit behind a disclosure of their own.
    expect(grief).toContain('name="doc.entries.10.start" value="13:30"');
    expect(grief).toMatch(/<details(?![^>]*\sopen(?:=|\s|>))[^>]*><summary[^>]*><span[^>]*><span[^>]*>Shows on: <\/span><span[^>]*>Grief Support<\/span><\/span>/);
    expect((html.match(/<details/g) ?? []).length).toBeGreaterThanOrEqual(15 * 4);
    // The buttons sit in the bar that stays at the bottom of the screen.
    expect(html).toMatch(/data-sticky-actions[^>]*>.*>Save draft<.*>Preview<.*>Publish</s);
  });

  it("says what belongs in the Weekly Schedule", async () => {
    const html = await site.admin.render(editor, { path, role: "church" });
    expect(html).toContain("The church&#x27;s regular meetings, every week or on the same weekday each month");
  });

  it("names the time of a scheduled publish on the Publish button", async () => {
    const { version, form } = await opened();
    const scheduled = await site.admin.act(editor, { path, role: "church", fields: { intent: "publish", publishAt: "2026-12-01T09:00", version, ...scheduleFormFields(form) } });
    expect(scheduled).toMatchObject({ status: 302, location: "/admin/schedule?notice=scheduled" });
    const html = await site.admin.render(editor, { path, role: "church" });
    expect(html).toMatch(/<button[^>]*value="publish"[^>]*>Schedule for Tue 1 Dec, 9:00<\/button>/);
  });

  it("saves the draft on Preview and opens the public page with it, leading back to the editor", async () => {
    const { version, form } = await opened();
    const unchanged = await site.admin.act(editor, { path, role: "church", fields: { intent: "preview", version, ...scheduleFormFields(form) } });
    expect(unchanged).toMatchObject({ status: 302, location: "/worship?preview=1&from=%2Fadmin%2Fschedule" });
    expect(unchanged.headers.get("X-Remix-Reload-Document")).toBe("true");
    // Nothing changed, so nothing was saved as a draft.
    expect((await site.admin.services.content.get("schedule"))!.draft).toBeNull();

    const later = { entries: form.entries.map((entry) => (entry.id === "sunday-worship" ? { ...entry, start: "10:30" } : entry)) };
    const changed = await site.admin.act(editor, { path, role: "church", fields: { intent: "preview", version, ...scheduleFormFields(later) } });
    expect(changed).toMatchObject({ status: 302, location: "/worship?preview=1&from=%2Fadmin%2Fschedule" });
    expect(((await site.admin.services.content.get("schedule"))!.draft as Schedule).entries.find((e) => e.id === "sunday-worship")?.start).toBe("10:30");
  });
});
