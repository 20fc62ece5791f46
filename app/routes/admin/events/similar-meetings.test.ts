/**
 * One way to add a regular meeting (issue 30, item 4): saving a meeting in the Weekly Schedule or the
 * Events Calendar whose name, weekday and time are close to one already in either place asks first,
 * gives back everything typed, and stores nothing until confirmed.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { events } from "../../../../server/db/schema.ts";
import { type TestDatabaseKind, testDatabaseKinds } from "../../../../server/testing/database.ts";
import { type Schedule, scheduleEntry } from "../../../../shared/content/schedule.ts";
import { adminTestSite } from "../../../testing/admin-route.ts";
import { scheduleFormFields } from "../../../testing/content-forms.ts";
import * as editor from "../content/editor.tsx";
import * as edit from "./edit.tsx";

/** An event as the church office enters it: weekly unless `changes` say otherwise. */
const weekly = (changes: Record<string, string>) => ({
  summary: "",
  description: "",
  startDate: "2026-12-03",
  startTime: "19:00",
  endTime: "20:30",
  timeZone: "America/New_York",
  repeat: "weekly",
  ends: "never",
  "category:adults": "on",
  status: "published",
  ...changes,
});

const griefSupportEvent = weekly({ title: "Grief Support", startDate: "2026-12-15", startTime: "13:30", endTime: "15:00", repeat: "monthly", monthlyBy: "weekday", monthWeek: "3", monthWeekday: "TU" });

describe.each(testDatabaseKinds)("a meeting like one already kept, on %s", (kind: TestDatabaseKind) => {
  const site = adminTestSite(kind, { databasePerTest: true });
  const path = "/admin/schedule";

  async function opened() {
    const loaded = (await site.admin.load(editor, { path, role: "church" })).data as { version: string; form: Schedule };
    return { version: loaded.version, schedule: loaded.form };
  }
  const withRow = (schedule: Schedule, fields: Parameters<typeof scheduleEntry>[0]): Schedule => ({ entries: [...schedule.entries, scheduleEntry({ pages: ["/grief-support"], ...fields })] });
  const storedDraft = async () => (await site.admin.services.content.get("schedule"))!.draft as Schedule | null;

  it("asks before adding a schedule row like one already in the schedule, gives back what was typed, and saves it once confirmed", async () => {
    const { version, schedule } = await opened();
    const typed = withRow(schedule, { id: "grief-group", name: "Grief support group", weekday: "Tuesday", week: "3", start: "13:45", note: "Coffee in the parlour" });
    const asked = await site.admin.act(editor, { path, role: "church", fields: { intent: "save", version, ...scheduleFormFields(typed) } });
    expect(asked.status).toBe(409);
    expect(asked.data.confirm).toMatchObject({ question: "A meeting like this already exists: Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule. Save anyway?", confirmLabel: "Save anyway" });
    const index = typed.entries.length - 1;
    expect(asked.data.similar).toEqual({ [`doc.entries.${index}`]: "Like Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule." });
    // Everything typed comes back (a page without JavaScript draws the form from it); nothing is stored.
    expect((asked.data.form as Schedule).entries[index]).toMatchObject({ name: "Grief support group", start: "13:45", note: "Coffee in the parlour" });
    expect(await storedDraft()).toBeNull();

    const confirmed = await site.admin.act(editor, { path, role: "church", fields: { confirmed: "save", version, ...scheduleFormFields(typed) } });
    expect(confirmed).toMatchObject({ status: 302, location: "/admin/schedule?notice=draft-saved" });
    expect((await storedDraft())!.entries.map((e) => e.name)).toContain("Grief support group");
  });

  it("asks before publishing a schedule row like a weekly event of the calendar, keeping the publish time, and publishes it once confirmed", async () => {
    expect((await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: weekly({ title: "Choir Practice", "weekday:TH": "on" }) })).status).toBe(302);
    const { version, schedule } = await opened();
    const typed = withRow(schedule, { id: "choir", name: "Choir practice", weekday: "Thursday", start: "19:15", pages: ["/worship"] });
    const asked = await site.admin.act(editor, { path, role: "church", fields: { intent: "publish", publishAt: "2026-12-01T09:00", version, ...scheduleFormFields(typed) } });
    expect(asked.status).toBe(409);
    expect(asked.data.confirm).toMatchObject({ question: "A meeting like this already exists: Choir Practice, every Thursday at 7:00 PM in the Events Calendar. Schedule anyway?", confirmLabel: "Schedule anyway" });
    expect(asked.data.publishAt).toBe("2026-12-01T09:00");
    expect((await site.admin.services.content.get("schedule"))!.publishAt).toBeNull();

    const confirmed = await site.admin.act(editor, { path, role: "church", fields: { confirmed: "publish", publishAt: "2026-12-01T09:00", version, ...scheduleFormFields(typed) } });
    expect(confirmed).toMatchObject({ status: 302, location: "/admin/schedule?notice=scheduled" });
  });

  it("does not ask about rows that keep their name, day and time, nor about a second wording left out of the calendar", async () => {
    const { version, schedule } = await opened();
    const changed: Schedule = {
      entries: [
        ...schedule.entries.map((entry) => (entry.id === "sunday-worship" ? { ...entry, note: "In person, online and on the radio" } : entry)),
        scheduleEntry({ id: "grief-about", name: "Grief Support", weekday: "Tuesday", week: "3", start: "13:30", pages: ["/about"], hideFromCalendar: true }),
      ],
    };
    const saved = await site.admin.act(editor, { path, role: "church", fields: { intent: "save", version, ...scheduleFormFields(changed) } });
    expect(saved).toMatchObject({ status: 302, location: "/admin/schedule?notice=draft-saved" });
  });

  it("asks before adding an event like a schedule row, gives back what was typed, and saves it once confirmed; a later edit does not ask again", async () => {
    const asked = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: griefSupportEvent });
    expect(asked.status).toBe(409);
    expect(asked.data.confirm).toMatchObject({ question: "A meeting like this already exists: Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule. Save anyway?", confirmLabel: "Save anyway" });
    expect(asked.data.values).toMatchObject({ title: "Grief Support", monthWeek: "3", startTime: "13:30" });
    expect(await site.database.db.select().from(events)).toHaveLength(0);

    const saved = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: { ...griefSupportEvent, confirmed: "yes" } });
    expect(saved.status).toBe(302);
    const [row] = await site.database.db.select().from(events).where(eq(events.title, "Grief Support"));
    const version = ((await site.admin.load(edit, { path: `/admin/events/edit/${row!.id}`, params: { id: String(row!.id) }, role: "church" })).data as { item: { version: string } }).item.version;
    const edited = await site.admin.act(edit, { path: `/admin/events/edit/${row!.id}`, params: { id: String(row!.id) }, role: "church", fields: { ...griefSupportEvent, summary: "Now with tea.", version } });
    expect(edited.status).toBe(302);
  });

  it("asks before adding an event like another weekly event; a single date of the same name is no meeting", async () => {
    expect((await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: weekly({ title: "Men's Breakfast", startDate: "2026-12-05", startTime: "08:00", endTime: "09:00" }) })).status).toBe(302);
    const asked = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: weekly({ title: "Mens breakfast", startDate: "2026-12-12", startTime: "08:15", endTime: "09:00" }) });
    expect(asked.status).toBe(409);
    expect(asked.data.confirm).toMatchObject({ question: "A meeting like this already exists: Men's Breakfast, every Saturday at 8:00 AM in the Events Calendar. Save anyway?" });
    const once = await site.admin.act(edit, { path: "/admin/events/create-new", role: "church", fields: weekly({ title: "Men's Breakfast", startDate: "2026-12-19", startTime: "08:00", endTime: "09:00", repeat: "none" }) });
    expect(once.status).toBe(302);
  });
});
