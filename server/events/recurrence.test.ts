import rrule from "rrule";
import { describe, expect, it } from "vitest";
import { NO_RECURRENCE, type Recurrence, ruleInWords, ruleNotes } from "../../shared/events.ts";
import { datesProduced } from "../testing/rrule-work.ts";
import { type Series, nextOccurrencesOf, occurrencesOf, scheduleRule, scheduleStart } from "./occurrences.ts";
import { feedRuleString, firstStart, floating, fromRuleString, lastStart, localOf, nextStarts, ruleEndingBefore, startOn, startsBetween, toRuleString } from "./recurrence.ts";

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

describe("a series that runs for thousands of years never expands in full (issue 29)", () => {
  // What a staff user saved before the fix: every day of the week until 31 December 9999 (2.9 million dates).
  const forever = series({ startLocal: "2026-01-05T09:00", endLocal: "2026-01-05T10:00", rrule: "FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=99991231T235900Z" });
  /** Every start of a rule from its first date to `to`, the slow way: the library walking from DTSTART. */
  const walked = (s: { rrule: string; startLocal: string }, from: string, to: string) =>
    new rrule.RRule({ ...rrule.RRule.parseString(s.rrule), dtstart: floating(s.startLocal) }).between(floating(from), floating(to), true).map(localOf);

  it("finds the last date from UNTIL by looking at a few weeks of dates, not all of them", async () => {
    const { result, produced } = await datesProduced(() => lastStart(forever));
    expect(result).toBe("9999-12-31T09:00");
    expect(produced).toBeLessThan(1_000);
  });

  it("gives the dates of a window far from the first date by looking at that window only", async () => {
    const { result, produced } = await datesProduced(() => [
      startsBetween(forever, "2031-03-01T00:00", "2031-03-03T23:59"),
      nextStarts(forever, "5000-06-01T00:00", 2),
      startOn(forever, "9000-01-01"),
      occurrencesOf(forever, "7000-02-27", "7000-03-01").map((o) => o.startLocal),
    ]);
    expect(result).toEqual([["2031-03-01T09:00", "2031-03-02T09:00", "2031-03-03T09:00"], ["5000-06-01T09:00", "5000-06-02T09:00"], "9000-01-01T09:00", ["7000-02-27T09:00", "7000-02-28T09:00", "7000-03-01T09:00"]]);
    expect(produced).toBeLessThan(1_000);
  });

  it("finds the next dates without walking to a date moved thousands of years ahead", async () => {
    const movedFar = { ...forever, changes: [{ originalDate: "2026-11-23", kind: "moved" as const, startLocal: "9999-12-31T10:00", endLocal: "9999-12-31T11:00", note: "" }] };
    const { result, produced } = await datesProduced(() => nextOccurrencesOf(movedFar, "2026-11-21", 3).map((o) => o.startLocal));
    expect(result).toEqual(["2026-11-21T09:00", "2026-11-22T09:00", "2026-11-24T09:00"]);
    expect(produced).toBeLessThan(1_000);
    // A date moved past the series' last date is still one of its next dates.
    const ending = series({
      startLocal: "2026-11-01T09:00",
      endLocal: "2026-11-01T10:00",
      rrule: "FREQ=WEEKLY;BYDAY=SA,SU;UNTIL=20261129T235900Z",
      changes: [{ originalDate: "2026-11-22", kind: "moved", startLocal: "2030-01-05T09:00", endLocal: "2030-01-05T10:00", note: "" }],
    });
    expect(nextOccurrencesOf(ending, "2026-11-21", 5).map((o) => [o.startLocal, o.status])).toEqual([
      ["2026-11-21T09:00", "scheduled"],
      ["2026-11-28T09:00", "scheduled"],
      ["2026-11-29T09:00", "scheduled"],
      ["2030-01-05T09:00", "moved"],
    ]);
  });

  it("finds the next dates of a series with years of changed dates by the changes ahead only, expanding its rule once", async () => {
    const day = (n: number) => localOf(new Date(floating("2026-11-21T09:00").getTime() + n * 86_400_000)).slice(0, 10);
    const changed = {
      ...forever,
      changes: [
        // Ten months of removed and cancelled dates behind, one removed date ahead.
        ...Array.from({ length: 300 }, (_, i) => ({ originalDate: day(-300 + i), kind: i % 2 ? ("removed" as const) : ("cancelled" as const), startLocal: null, endLocal: null, note: "" })),
        { originalDate: "2026-11-22", kind: "removed" as const, startLocal: null, endLocal: null, note: "" },
      ],
    };
    const { result, produced } = await datesProduced(() => nextOccurrencesOf(changed, "2026-11-21", 3).map((o) => o.startLocal));
    expect(result).toEqual(["2026-11-21T09:00", "2026-11-23T09:00", "2026-11-24T09:00"]);
    // Four dates are needed (one removed), from the start of the rule's week: 619 dates when every change counted and the rule was expanded twice.
    expect(produced).toBeLessThan(15);
  });

  it("splits such a series far ahead without walking to the split", async () => {
    const { result, produced } = await datesProduced(() => ruleEndingBefore({ rrule: forever.rrule!, startLocal: forever.startLocal }, "8000-05-10"));
    expect(result).toBe("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=80000509T235900Z");
    expect(produced).toBeLessThan(1_000);
  });

  it.each([
    ["weekly on two days every third week", "FREQ=WEEKLY;INTERVAL=3;BYDAY=TU,SA", "2026-01-06T18:00"],
    ["weekly from a Sunday, the week starting on Monday", "FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO", "2026-01-04T10:00"],
    ["monthly on the 31st every other month", "FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31", "2026-01-31T09:00"],
    ["monthly on the fifth Sunday", "FREQ=MONTHLY;INTERVAL=1;BYDAY=+5SU", "2026-03-29T17:00"],
    ["monthly on the last Friday every 5 months", "FREQ=MONTHLY;INTERVAL=5;BYDAY=-1FR", "2026-01-30T19:00"],
    ["the schedule's monthly row without an interval", "FREQ=MONTHLY;BYDAY=+3TU", "2025-01-21T13:30"],
    ["yearly on February 29", "FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=29", "2028-02-29T00:00"],
    ["every 7 years on July 4", "FREQ=YEARLY;INTERVAL=7;BYMONTH=7;BYMONTHDAY=4", "2026-07-04T12:00"],
  ])("gives the same dates as walking from the first date: %s", (_, rule, startLocal) => {
    for (const until of ["", ";UNTIL=20310415T235900Z"]) {
      const s = { rrule: `${rule}${until}`, startLocal };
      for (const [from, to] of [
        ["2025-12-01T00:00", "2026-02-28T23:59"],
        ["2027-03-17T00:00", "2027-11-02T23:59"],
        ["2029-02-01T00:00", "2031-12-31T23:59"],
        ["2031-04-15T09:30", "2031-04-30T23:59"],
      ] as const) {
        expect(startsBetween(s, from, to), `${s.rrule} ${from}`).toEqual(walked(s, from, to));
        expect(nextStarts(s, from, 3), `${s.rrule} ${from}`).toEqual(walked(s, from, "2100-12-31T23:59").slice(0, 3));
      }
      if (until) expect(lastStart(s)).toBe(walked(s, startLocal, "2031-04-15T23:59").at(-1));
    }
  });

  it("writes UNTIL as YYYYMMDDTHHMMSSZ in the feeds whatever the stored year", () => {
    const utcUntil = (local: string) => new Date(Date.parse(`${local}:00Z`) + 5 * 3_600_000);
    expect(feedRuleString(forever.rrule!, { allDay: false, utcUntil })).toBe("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=99991231T235959Z");
    expect(feedRuleString("FREQ=WEEKLY;UNTIL=20310101T235900Z", { allDay: false, utcUntil })).toBe("FREQ=WEEKLY;UNTIL=20310102T045900Z");
    expect(feedRuleString(forever.rrule!, { allDay: true, utcUntil })).toBe("FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,TU,WE,TH,FR,SA,SU;UNTIL=99991231");
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
