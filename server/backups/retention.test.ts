import { describe, expect, it } from "vitest";
import { zonedMoment } from "../../shared/dates.ts";
import { DEFAULT_KEEP, backupsToKeep, parseKeep } from "./retention.ts";

const ZONE = "America/New_York";
/** A backup at 03:00 on the church's clock of each date. */
const nightly = (dates: string[]) => dates.map((date) => ({ name: date, createdAt: zonedMoment(`${date}T03:00`, ZONE).toISOString() }));
const days = (from: string, count: number) => Array.from({ length: count }, (_, i) => new Date(Date.parse(`${from}T12:00:00Z`) + i * 86_400_000).toISOString().slice(0, 10));

describe("backupsToKeep", () => {
  it("keeps 7 daily, 4 weekly and 12 monthly backups of a year of nights, by the church's calendar", () => {
    const kept = [...backupsToKeep(nightly(days("2026-01-01", 365)), DEFAULT_KEEP, ZONE)].sort();
    expect(kept).toEqual([
      // The last day of each of the eleven months before (December's is among the days).
      "2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30", "2026-05-31", "2026-06-30", "2026-07-31", "2026-08-31", "2026-09-30", "2026-10-31", "2026-11-30",
      // Four weeks (Monday to Sunday): December 31's (a Thursday), 27's (among the days), and two Sundays before.
      "2026-12-13", "2026-12-20",
      // The last seven days.
      "2026-12-25", "2026-12-26", "2026-12-27", "2026-12-28", "2026-12-29", "2026-12-30", "2026-12-31",
    ]);
  });

  it("keeps the newest backup whatever the rule, and one per day when several were made", () => {
    const backups = [...nightly(["2026-12-01"]), { name: "afternoon", createdAt: zonedMoment("2026-12-01T15:00", ZONE).toISOString() }];
    expect([...backupsToKeep(backups, { daily: 0, weekly: 0, monthly: 0 }, ZONE)]).toEqual(["afternoon"]);
    expect([...backupsToKeep(backups, DEFAULT_KEEP, ZONE)]).toEqual(["afternoon"]);
  });
});

describe("parseKeep", () => {
  it("reads BACKUP_KEEP in any order and refuses anything else", () => {
    expect(parseKeep("7d,4w,12m")).toEqual({ daily: 7, weekly: 4, monthly: 12 });
    expect(parseKeep("12m, 30d")).toEqual({ daily: 30, weekly: 0, monthly: 12 });
    for (const wrong of ["", "7", "7d,7d", "7 days", "7y"]) expect(parseKeep(wrong)).toBeNull();
  });
});
