import { describe, expect, it } from "vitest";
import { NO_RECURRENCE, type Recurrence, ruleInWords, ruleNotes } from "../../shared/events.ts";
import { type Series, nextOccurrencesOf, occurrencesOf, scheduleRule, scheduleStart } from "./occurrences.ts";
import { firstStart, fromRuleString, lastStart, ruleEndingBefore, startsBetween, toRuleString } from "./recurrence.ts";

const rule = (r: Partial<Recurrence>): Recurrence => ({ ...NO_RECURRENCE, ...r });
const NY = "America/New_York";

function series(over: Partial<Series> & Pick<Series, "startLocal" | "endLocal" | "rrule">): Series {
  return {
    key: "event:1",
    uid: "event-1@church.example",
    href: "/events/x",
    source: "event",
    eventId: 1,
    slug: "x",
    title: "X",
    summary: "",
    description: "",
    location: "",
    allDay: false,
    timeZone: NY,
    categories: [],
    pages: [],
    image: null,
    imageAlt: "",
    link: "",
    linkLabel: "",
    sequence: 0,
    updatedAt: new Date(0),
    changes: [],
    ...over,
  };
}

describe("recurrence across daylight-saving changes (America/New_York)", () => {
  const sundays = series({ startLocal: "2027-02-28T10:00", endLocal: "2027-02-28T11:15", rrule: toRuleString(rule({ repeat: "weekly", weekdays: ["SU"] }), "2027-02-28T10:00") });

  it("keeps 10:00 AM on the wall clock across the March change: the moment moves from 15:00 to 14:00 UTC", () => {
    const dates = occurrencesOf(sundays, "2027-03-07", "2027-03-21");
    expect(dates.map((o) => o.startLocal)).toEqual(["2027-03-07T10:00", "2027-03-14T10:00", "2027-03-21T10:00"]);
    expect(dates.map((o) => o.start)).toEqual(["2027-03-07T15:00:00.000Z", "2027-03-14T14:00:00.000Z", "2027-03-21T14:00:00.000Z"]);
    expect(dates.map((o) => o.end)).toEqual(["2027-03-07T16:15:00.000Z", "2027-03-14T15:15:00.000Z", "2027-03-21T15:15:00.000Z"]);
  });

  it("keeps 10:00 AM across the November change: the moment moves from 14:00 back to 15:00 UTC", () => {
    const dates = occurrencesOf(sundays, "2027-10-31", "2027-11-14");
    expect(dates.map((o) => o.startLocal)).toEqual(["2027-10-31T10:00", "2027-11-07T10:00", "2027-11-14T10:00"]);
    expect(dates.map((o) => o.start)).toEqual(["2027-10-31T14:00:00.000Z", "2027-11-07T15:00:00.000Z", "2027-11-14T15:00:00.000Z"]);
  });

  it("applies a cancelled and a moved date across the changes, and drops a removed one", () => {
    const third = toRuleString(rule({ repeat: "monthly", monthlyBy: "weekday", monthWeek: "3", monthWeekday: "TU", ends: "on", until: "2027-12-31" }), "2027-01-19T13:30")!;
    const grief = series({
      startLocal: "2027-01-19T13:30",
      endLocal: "2027-01-19T15:00",
      rrule: third,
      changes: [
        { originalDate: "2027-03-16", kind: "cancelled", startLocal: null, endLocal: null, note: "Spring break" },
        { originalDate: "2027-11-16", kind: "moved", startLocal: "2027-11-17T14:00", endLocal: "2027-11-17T15:30", note: "" },
        { originalDate: "2027-04-20", kind: "removed", startLocal: null, endLocal: null, note: "" },
      ],
    });
    const dates = occurrencesOf(grief, "2027-02-01", "2027-12-31");
    expect(dates.map((o) => [o.startLocal, o.status])).toEqual([
      ["2027-02-16T13:30", "scheduled"],
      ["2027-03-16T13:30", "cancelled"],
      ["2027-05-18T13:30", "scheduled"],
      ["2027-06-15T13:30", "scheduled"],
      ["2027-07-20T13:30", "scheduled"],
      ["2027-08-17T13:30", "scheduled"],
      ["2027-09-21T13:30", "scheduled"],
      ["2027-10-19T13:30", "scheduled"],
      ["2027-11-17T14:00", "moved"],
      ["2027-12-21T13:30", "scheduled"],
    ]);
    // 1:30 PM EDT in March (after the change) and 2:00 PM EST in November (after the change back).
    expect(dates[1]!.start).toBe("2027-03-16T17:30:00.000Z");
    expect(dates[8]).toMatchObject({ start: "2027-11-17T19:00:00.000Z", movedFrom: "2027-11-16T13:30", originalDate: "2027-11-16" });
    // A date moved into the window from outside it still shows.
    expect(occurrencesOf(grief, "2027-11-17", "2027-11-17").map((o) => o.status)).toEqual(["moved"]);
    expect(nextOccurrencesOf(grief, "2027-11-01", 2).map((o) => o.startLocal)).toEqual(["2027-11-17T14:00", "2027-12-21T13:30"]);
  });

  it("keeps an all-day event on its dates: its moment is midnight where the church is", () => {
    const vbs = series({ allDay: true, startLocal: "2027-07-12T00:00", endLocal: "2027-07-16T00:00", rrule: null });
    const [week] = occurrencesOf(vbs, "2027-07-01", "2027-07-31");
    expect(week).toMatchObject({ startLocal: "2027-07-12T00:00", endLocal: "2027-07-16T00:00", allDay: true, start: "2027-07-12T04:00:00.000Z" });
  });
});

describe("rules as the library defines them", () => {
  it("skips months without a 31st, and the editor says so", () => {
    const r = rule({ repeat: "monthly", monthlyBy: "day", ends: "after", count: 4 });
    expect(startsBetween({ rrule: toRuleString(r, "2027-01-31T09:00"), startLocal: "2027-01-31T09:00" }, "2027-01-01T00:00", "2027-12-31T23:59")).toEqual([
      "2027-01-31T09:00",
      "2027-03-31T09:00",
      "2027-05-31T09:00",
      "2027-07-31T09:00",
    ]);
    expect(ruleNotes(r, "2027-01-31")[0]).toMatch(/Months without a 31st are skipped/);
  });

  it("meets only in months with a fifth Sunday", () => {
    const r = rule({ repeat: "monthly", monthlyBy: "weekday", monthWeek: "5", monthWeekday: "SU" });
    const starts = startsBetween({ rrule: toRuleString(r, "2027-01-31T17:00"), startLocal: "2027-01-31T17:00" }, "2027-01-01T00:00", "2027-12-31T23:59");
    expect(starts).toEqual(["2027-01-31T17:00", "2027-05-30T17:00", "2027-08-29T17:00", "2027-10-31T17:00"]);
    expect(ruleNotes(r, "2027-01-31")[0]).toMatch(/fifth Sunday are skipped/);
  });

  it("begins a series on the rule's first date on or after the start given", () => {
    const third = rule({ repeat: "monthly", monthlyBy: "weekday", monthWeek: "3", monthWeekday: "TU" });
    expect(firstStart(third, "2026-12-01T13:30")).toBe("2026-12-15T13:30");
    expect(firstStart(rule({ repeat: "weekly", weekdays: ["MO"], ends: "on", until: "2026-12-06" }), "2026-12-01T18:00")).toBeNull();
  });

  it("reads a stored rule back into the form's fields", () => {
    const r = rule({ repeat: "monthly", monthlyBy: "weekday", monthWeek: "last", monthWeekday: "FR", interval: 2, ends: "after", count: 12 });
    expect(fromRuleString(toRuleString(r, "2026-12-25T18:00"))).toEqual({ ...r, weekdays: [] });
    const w = rule({ repeat: "weekly", weekdays: ["MO", "WE"], ends: "on", until: "2027-06-30" });
    expect(fromRuleString(toRuleString(w, "2026-12-02T18:00"))).toEqual(w);
  });

  it("ends the first part of a split series the day before its split", () => {
    const s = { startLocal: "2026-12-15T13:30", rrule: toRuleString(rule({ repeat: "monthly", monthlyBy: "weekday", monthWeek: "3", monthWeekday: "TU", ends: "after", count: 10 }), "2026-12-15T13:30")! };
    const before = ruleEndingBefore(s, "2027-03-16");
    expect(lastStart({ startLocal: s.startLocal, rrule: before })).toBe("2027-02-16T13:30");
  });

  it("turns the schedule's rows into rules: weekly, and the nth weekday of the month", () => {
    expect(scheduleRule({ weekday: "Sunday", week: "every", endsOn: "" })).toBe("FREQ=WEEKLY;BYDAY=SU");
    expect(scheduleRule({ weekday: "Tuesday", week: "3", endsOn: "2027-06-30" })).toBe("FREQ=MONTHLY;BYDAY=+3TU;UNTIL=20270630T235900Z");
    expect(scheduleStart({ weekday: "Tuesday", week: "3", endsOn: "", startsOn: "", start: "13:30" })).toBe("2025-01-21T13:30");
  });
});

describe("the rule in words", () => {
  it("says it the way the issue shows", () => {
    const r = rule({ repeat: "monthly", monthlyBy: "weekday", monthWeek: "3", monthWeekday: "TU", ends: "on", until: "2027-06-30" });
    expect(ruleInWords(r, { date: "2026-12-15", time: "13:30" })).toBe("Every third Tuesday at 1:30 PM until June 2027");
  });
  it("words weekly, yearly, counted and single dates", () => {
    expect(ruleInWords(rule({ repeat: "weekly", weekdays: ["MO", "WE"] }), { date: "2026-12-02", time: "18:30" })).toBe("Every Monday and Wednesday at 6:30 PM");
    expect(ruleInWords(rule({ repeat: "weekly", interval: 2 }), { date: "2026-12-02", time: "12:00" })).toBe("Every other week on Wednesday at 12:00 noon");
    expect(ruleInWords(rule({ repeat: "yearly", ends: "after", count: 5 }), { date: "2026-12-24", time: null })).toBe("Every year on December 24, all day, 5 times");
    expect(ruleInWords(rule({ repeat: "monthly", ends: "on", until: "2027-06-15" }), { date: "2026-12-15", time: "09:00" })).toBe("Every month on the 15th at 9:00 AM until June 15, 2027");
    expect(ruleInWords(NO_RECURRENCE, { date: "2026-12-24", time: "23:00" })).toBe("Once, on December 24, 2026 at 11:00 PM");
  });
});
