import { describe, expect, it } from "vitest";
import { changeWords } from "./change-words.ts";

const words = (action: string, entity: string, detail: string | null) => changeWords({ action, entity, detail }, { timeZone: "America/New_York", fill: (t) => t.replace("{{church}}", "Cedar Hill UMC") });

/** Issue 30, item 7: the dashboard's "Recent changes" and "Latest changes" say what happened in words. */
describe("a change as the dashboard says it", () => {
  it("names what was done in words, for every kind of change", () => {
    expect(words("create", "announcements", "Bake sale")).toBe("added in Announcements: Bake sale");
    expect(words("publish", "pages", "General Info: Introduction under the title: Welcome to {{church}}")).toBe("published in Pages: General Info: Introduction under the title: Welcome to Cedar Hill UMC");
    expect(words("draft", "pages", "Home")).toBe("saved a draft in Pages: Home");
    expect(words("discard", "schedule", "Weekly schedule")).toBe("discarded a draft in Weekly Schedule");
    expect(words("restore", "site-settings", "Site settings: Restored an earlier version: Office phone: 919-555-0100")).toBe("restored an earlier version in Site Settings: Restored an earlier version: Office phone: 919-555-0100");
    expect(words("export", "messages", "Directory entries exported as CSV (3 entries)")).toBe("exported from Messages: Directory entries exported as CSV (3 entries)");
    expect(words("something-new", "events", null)).toBe("changed in Events Calendar");
  });

  it("says the area once, and old lines' 'draft saved' not twice", () => {
    expect(words("publish", "schedule", "Weekly schedule: Sunday Worship: every Sunday 10:30-11:15")).toBe("published in Weekly Schedule: Sunday Worship: every Sunday 10:30-11:15");
    expect(words("draft", "pages", "Home: draft saved")).toBe("saved a draft in Pages: Home");
  });

  it("writes dates and times as people read them, in the church's time zone", () => {
    expect(words("schedule", "pages", "Home: to be published 2031-01-01T15:00:00.000Z")).toBe("scheduled a publish in Pages: Home: to be published Jan 1, 2031, 10:00 AM");
    expect(words("update", "daily-readings", "2026-11-21: John 3:16")).toBe("changed in Daily Readings: November 21, 2026: John 3:16");
    expect(words("update", "events", "Bake sale: 2026-12-15 moved to 2026-12-16 13:30")).toBe("changed in Events Calendar: Bake sale: December 15, 2026 moved to December 16, 2026, 1:30 PM");
  });
});
