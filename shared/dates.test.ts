import { describe, expect, it } from "vitest";
import { wallClock, zonedMoment } from "./dates.ts";

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
