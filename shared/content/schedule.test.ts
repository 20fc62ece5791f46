import { describe, expect, it } from "vitest";
import { type ScheduleEntry, clockTime, dayRuleLabel, entriesFor, meetingTime, scheduleEntry, scheduleSchema, startTime, timeRange, timeSpan } from "./schedule.ts";

const entry = (e: Partial<ScheduleEntry>): ScheduleEntry => scheduleEntry({ id: "x", name: "X", pages: ["/worship"], ...e });

const TODAY = "2026-11-21";

describe("schedule wording (spec sections 2 and 9)", () => {
  it.each([
    [{ weekday: "Sunday", start: "10:15", end: "10:45" }, "Sundays 10:15-10:45"],
    [{ weekday: "Wednesday", start: "18:30" }, "Wednesdays 6:30PM"],
    [{ weekday: "Tuesday", week: "3", start: "13:30" }, "3rd Tuesday 1:30PM"],
    [{ weekday: "Thursday", start: "20:00" }, "Thursdays 8:00PM"],
    [{ weekday: "Wednesday", week: "1", start: "12:00" }, "1st Wednesday, noon"],
    [{ weekday: "Monday", start: "18:30" }, "Mondays 6:30PM"],
    [{ weekday: "Friday", week: "last", start: "09:00" }, "last Friday 9:00AM"],
  ] as const)("words %j as %s", (rule, wording) => {
    expect(meetingTime(entry(rule as Partial<ScheduleEntry>), TODAY)).toBe(wording);
  });

  it("words times for the home page, the worship table and sentences", () => {
    const worship = entry({ start: "10:00", end: "11:15" });
    expect(startTime(worship)).toBe("10:00 AM");
    expect(timeRange(worship)).toBe("10:00-11:15");
    expect(timeSpan(worship)).toBe("10:00 to 11:15 AM");
    expect(timeRange(entry({ start: "11:15", end: "12:00" }))).toBe("11:15-12:00");
    expect(timeSpan(entry({ start: "11:00", end: "12:00" }))).toBe("11:00 AM to 12:00 noon");
    expect(timeRange(entry({ start: "18:00", end: "18:30" }))).toBe("6:00-6:30 PM");
    expect(timeSpan(entry({ start: "18:00", end: "18:30" }))).toBe("6:00 to 6:30 PM");
    expect(timeSpan(entry({ start: "09:15" }))).toBe("From 9:15 AM");
    expect(clockTime("00:30")).toBe("12:30 AM");
    expect(dayRuleLabel(entry({ weekday: "Tuesday", week: "3" }))).toBe("3rd Tuesday of the month");
  });

  it("reads 'beginning …' before an entry starts, and drops it once it has ended", () => {
    const future = entry({ weekday: "Friday", start: "19:00", startsOn: "2027-03-20", pages: ["/recovery-alive"] });
    expect(meetingTime(future, TODAY)).toBe("Fridays 7:00PM, beginning March 20, 2027");
    expect(meetingTime(future, "2027-03-20")).toBe("Fridays 7:00PM");
    const ended = entry({ endsOn: "2026-11-20" });
    const lastDay = entry({ id: "y", endsOn: TODAY });
    expect(entriesFor({ entries: [ended, lastDay] }, "/worship", TODAY).map((e) => e.id)).toEqual(["y"]);
  });

  it("refuses impossible times, an end before the start, reversed dates and a repeated name", () => {
    const bad = scheduleSchema.safeParse({
      entries: [
        { ...entry({ id: "a" }), start: "25:00" },
        { ...entry({ id: "b" }), start: "11:00", end: "10:00" },
        { ...entry({ id: "c" }), startsOn: "2027-01-02", endsOn: "2027-01-01" },
        entry({ id: "c" }),
      ],
    });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "entries.0.start: Please give a time such as 10:00 or 18:30 (24-hour clock).",
        "entries.1.end: The end time must be after the start time.",
        "entries.2.endsOn: The last date must not be before the first date.",
        'entries.3.id: Another entry is already called "c".',
      ]),
    );
  });
});

describe("the childcare fees form", () => {
  it("reads dollars as typed and refuses negative, absurd and malformed amounts", async () => {
    const { childcareFeesFormSchema } = await import("./childcare.ts");
    const ok = childcareFeesFormSchema.safeParse({ weekly: [{ label: "3-year", amount: "$1,025.50", note: "" }], registration: "25" });
    expect(ok.data).toEqual({ weekly: [{ label: "3-year", note: "", cents: 102_550 }], registrationCents: 2_500 });
    for (const [amount, message] of [
      ["-5", "The weekly fee cannot be negative."],
      ["1e9", "The weekly fee: please enter an amount in dollars, such as 125 or 125.50."],
      ["5000", "The weekly fee looks too high: fees here are at most $2000 a week. Please check the amount."],
      ["12.345", "The weekly fee: please enter an amount in dollars, such as 125 or 125.50."],
    ]) {
      const bad = childcareFeesFormSchema.safeParse({ weekly: [{ label: "3-year", amount, note: "" }], registration: "25" });
      expect(bad.error?.issues.map((i) => i.message), amount).toEqual([message]);
    }
  });
});
