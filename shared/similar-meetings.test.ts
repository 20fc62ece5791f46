import { describe, expect, it } from "vitest";
import { NO_RECURRENCE } from "./events.ts";
import { scheduleEntry } from "./content/schedule.ts";
import { type RegularMeeting, eventMeeting, meetingsLike, namesAlike, scheduleMeeting, similarMeetingQuestion } from "./similar-meetings.ts";

const row = (fields: Parameters<typeof scheduleEntry>[0]) => scheduleMeeting(scheduleEntry({ pages: ["/worship"], ...fields }));
const griefRow = row({ id: "grief-support", name: "Grief Support", weekday: "Tuesday", week: "3", start: "13:30" });

describe("names alike", () => {
  it.each([
    ["Grief Support", "grief support"],
    ["Grief Support", "Grief Support Group"],
    ["Grief Support", "Grief-support!"],
    ["Grief Support", "Grief Suport"],
    ["Men's Bible Study", "Mens Bible Studies"],
    ["Choir", "Choir practice"],
    ["Cub Scouts", "Cub Scout Pack Meeting"],
  ])("%s and %s are alike", (a, b) => {
    expect(namesAlike(a, b)).toBe(true);
    expect(namesAlike(b, a)).toBe(true);
  });

  it.each([
    ["Sunday School", "Sunday Worship"],
    ["Cub Scouts", "Boy Scouts"],
    ["Youth", "Wednesday Night Kids"],
    ["Dinner", "Adult Bible study"],
    ["Choir", "Chair yoga"],
    // One word of two in common is not enough: these are often two groups that meet side by side.
    ["Grief Support", "Grief Share"],
  ])("%s and %s are not", (a, b) => {
    expect(namesAlike(a, b)).toBe(false);
  });
});

describe("meetings like one being saved", () => {
  it("finds a meeting with a name alike on the same weekday within half an hour", () => {
    expect(meetingsLike(row({ id: "new", name: "Grief support group", weekday: "Tuesday", start: "14:00" }), [griefRow])).toEqual([griefRow]);
    expect(meetingsLike(row({ id: "new", name: "Grief support group", weekday: "Tuesday", start: "13:00" }), [griefRow])).toEqual([griefRow]);
  });

  it("leaves out another weekday, a time more than half an hour away, another name, and the meeting itself", () => {
    expect(meetingsLike(row({ id: "new", name: "Grief Support", weekday: "Wednesday", start: "13:30" }), [griefRow])).toEqual([]);
    expect(meetingsLike(row({ id: "new", name: "Grief Support", weekday: "Tuesday", start: "14:01" }), [griefRow])).toEqual([]);
    expect(meetingsLike(row({ id: "new", name: "Prayer Shawl Ministry", weekday: "Tuesday", start: "13:30" }), [griefRow])).toEqual([]);
    expect(meetingsLike(griefRow, [griefRow])).toEqual([]);
  });

  it("compares a weekly event on several days with a schedule row on one of them", () => {
    const event = eventMeeting({ id: 7, title: "Grief Support", startLocal: "2026-12-01T13:15", allDay: false, recurrence: { ...NO_RECURRENCE, repeat: "weekly", weekdays: ["MO", "TU"] } });
    expect(event).toMatchObject({ key: "event:7", weekdays: ["Monday", "Tuesday"], start: "13:15", words: "every Monday and Tuesday at 1:15 PM", place: "Events Calendar" });
    expect(meetingsLike(event!, [griefRow])).toEqual([griefRow]);
  });

  it("takes a monthly event's weekday from its rule, or from its first date; one-off, yearly and all-day events are not regular meetings", () => {
    const third = eventMeeting({ id: 1, title: "Grief Support", startLocal: "2026-12-15T13:30", allDay: false, recurrence: { ...NO_RECURRENCE, repeat: "monthly", monthlyBy: "weekday", monthWeek: "3", monthWeekday: "" } });
    expect(third).toMatchObject({ weekdays: ["Tuesday"], words: "every third Tuesday at 1:30 PM" });
    expect(eventMeeting({ id: 2, title: "Grief Support", startLocal: "2026-12-15T13:30", allDay: false, recurrence: NO_RECURRENCE })).toBeNull();
    expect(eventMeeting({ id: 3, title: "Grief Support", startLocal: "2026-12-15T13:30", allDay: false, recurrence: { ...NO_RECURRENCE, repeat: "yearly" } })).toBeNull();
    expect(eventMeeting({ id: 4, title: "Grief Support", startLocal: "2026-12-15T00:00", allDay: true, recurrence: { ...NO_RECURRENCE, repeat: "weekly" } })).toBeNull();
    expect(eventMeeting({ id: 5, title: "Workday", startLocal: "2026-12-15T09:00", allDay: false, recurrence: { ...NO_RECURRENCE, repeat: "monthly", monthlyBy: "day" } })).toBeNull();
  });
});

describe("the question", () => {
  it("names the meeting, its day and time, and where it is kept", () => {
    expect(similarMeetingQuestion([griefRow], "Save")).toBe("A meeting like this already exists: Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule. Save anyway?");
  });

  it("names each of several", () => {
    const workday: RegularMeeting = { key: "event:3", name: "Mission Workday", weekdays: ["Saturday"], start: "09:00", words: "every first Saturday at 9:00 AM", place: "Events Calendar" };
    expect(similarMeetingQuestion([griefRow, workday], "Publish")).toBe(
      "Meetings like these already exist: Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule; Mission Workday, every first Saturday at 9:00 AM in the Events Calendar. Publish anyway?",
    );
  });
});
