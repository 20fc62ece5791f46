import { describe, expect, it } from "vitest";
import { addDays, longDate, momentWords, monthDay, monthYear, wallClock, zonedMoment } from "./dates.ts";

describe("wall-clock times in the church's time zone", () => {
  it("turns a datetime-local value into the moment it happens there, across daylight-saving changes", () => {
    expect(zonedMoment("2026-12-01T09:00", "America/New_York").toISOString()).toBe("2026-12-01T14:00:00.000Z");
    expect(zonedMoment("2026-07-01T09:00", "America/New_York").toISOString()).toBe("2026-07-01T13:00:00.000Z");
    // The morning the clocks go forward (2 AM becomes 3 AM) and back (2 AM happens twice).
    expect(zonedMoment("2026-03-08T08:00", "America/New_York").toISOString()).toBe("2026-03-08T12:00:00.000Z");
    expect(zonedMoment("2026-11-01T08:00", "America/New_York").toISOString()).toBe("2026-11-01T13:00:00.000Z");
  });

  it("shows a moment as that wall clock reads it, the other way round", () => {
    expect(wallClock(new Date("2026-12-01T14:00:00Z"), "America/New_York")).toBe("2026-12-01T09:00");
    expect(wallClock(new Date("2026-07-01T13:30:00Z"), "America/Los_Angeles")).toBe("2026-07-01T06:30");
  });
});

describe("the date words pages, feeds and e-mails share", () => {
  it("adds days across a month's and a year's end, and writes dates and moments as people read them", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2027-03-01", -1)).toBe("2027-02-28");
    expect(monthDay("2026-12-01")).toBe("December 1");
    expect(monthYear("2026-12-01")).toBe("December 2026");
    expect(longDate("2026-12-06")).toBe("Sunday, December 6, 2026");
    expect(momentWords(new Date("2026-12-01T15:05:00Z"), "America/New_York")).toBe("Dec 1, 2026, 10:05 AM");
  });
});
