/**
 * Regular meetings can be kept in two places, the Weekly Schedule and the Events Calendar (issue 30,
 * item 4). Before a meeting is saved in either, the server looks for one like it in both: a name that
 * reads alike, on a weekday they share, starting within half an hour. This module is the rule, pure,
 * so that its cases are tested on their own.
 */
import { type ScheduleEntry, type Weekday, clockTime, dayRule } from "./content/schedule.ts";
import { DAY_NAMES, type Recurrence, ruleInWords, settledRecurrence } from "./events.ts";

export type MeetingPlace = "Weekly Schedule" | "Events Calendar";

/** What belongs in each place, in one sentence, said at the top of each (issue 30, item 4). */
export const SCHEDULE_PURPOSE =
  "The church's regular meetings, every week or on the same weekday each month (Sunday Worship, Grief Support on the 3rd Tuesday): enter them here only, as their pages and the Events Calendar show them from here.";
export const CALENDAR_PURPOSE =
  "Events with dates of their own, such as the Christmas Eve service, Vacation Bible School or a workday; the church's regular weekly and monthly meetings belong in the Weekly Schedule, which adds them to this calendar.";

/** A meeting that repeats on weekdays: what the question names ("Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule"). */
export type RegularMeeting = {
  /** "schedule:grief-support" or "event:12": the same meeting is never like itself. */
  key: string;
  name: string;
  weekdays: readonly Weekday[];
  /** "13:30". */
  start: string;
  /** Its day and time in words: "3rd Tuesday 1:30 PM", "every Monday and Wednesday at 6:30 PM". */
  words: string;
  place: MeetingPlace;
};

/** Starting this many minutes apart or less counts as the same time. */
export const SAME_TIME_MINUTES = 30;

/** Words that say nothing about which meeting it is. */
const FILLER = new Set(["a", "an", "the", "and", "of", "for", "at", "in", "on", "with", "to", "group", "meeting", "night", "weekly", "monthly", "sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"]);

/** "Men's Bible Studies!" → ["men", "bible", "study"]: lower case, no accents or punctuation, plurals made singular. */
function words(name: string): string[] {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.endsWith("ies") && word.length > 4 ? `${word.slice(0, -3)}y` : word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word));
}

/** Levenshtein distance, stopping early once it passes `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    if (Math.min(...current) > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The same word, or a long word with one letter wrong ("suport"); short words must match exactly ("choir" is not "chair"). */
const sameWord = (a: string, b: string) => a === b || (Math.min(a.length, b.length) >= 6 && distance(a, b, 1) <= 1);

/**
 * Whether two names read alike: the same words but for a typo ("Grief Suport", "GriefSupport"), or
 * at least two thirds of the shorter name's telling words in the other ("Grief Support Group", "Choir
 * practice"). Days, "group", "meeting" and the like do not count unless a name has nothing else.
 */
export function namesAlike(a: string, b: string): boolean {
  const [wordsA, wordsB] = [words(a), words(b)];
  const [joinedA, joinedB] = [wordsA.join(""), wordsB.join("")];
  if (joinedA === joinedB || (Math.min(joinedA.length, joinedB.length) >= 6 && distance(joinedA, joinedB, 2) <= 2)) return true;
  let [setA, setB] = [wordsA.filter((w) => !FILLER.has(w)), wordsB.filter((w) => !FILLER.has(w))];
  if (setA.length === 0 || setB.length === 0) [setA, setB] = [wordsA, wordsB];
  const [shorter, longer] = setA.length <= setB.length ? [setA, setB] : [setB, setA];
  if (shorter.length === 0) return false;
  const shared = shorter.filter((word) => longer.some((other) => sameWord(word, other))).length;
  return shared / shorter.length >= 2 / 3;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Whether two meetings are probably the same one entered twice. */
export function isNearDuplicate(a: RegularMeeting, b: RegularMeeting): boolean {
  return a.weekdays.some((day) => b.weekdays.includes(day)) && Math.abs(minutesOf(a.start) - minutesOf(b.start)) <= SAME_TIME_MINUTES && namesAlike(a.name, b.name);
}

/** The meetings of `existing` like `candidate` (never itself). */
export function meetingsLike<M extends RegularMeeting>(candidate: RegularMeeting, existing: readonly M[]): M[] {
  return existing.filter((meeting) => meeting.key !== candidate.key && isNearDuplicate(candidate, meeting));
}

/** A row of the Weekly Schedule as a meeting. */
export function scheduleMeeting(entry: Pick<ScheduleEntry, "id" | "name" | "weekday" | "week" | "start">): RegularMeeting {
  return { key: `schedule:${entry.id}`, name: entry.name, weekdays: [entry.weekday], start: entry.start, words: `${dayRule(entry)} ${clockTime(entry.start)}`, place: "Weekly Schedule" };
}

/**
 * An event as a meeting, when it is one: weekly, or monthly on a weekday ("the third Tuesday"), at a
 * time of day. A single date, a yearly date, a date of the month or an all-day event is null.
 */
export function eventMeeting(event: { id: number | null; title: string; startLocal: string; allDay: boolean; recurrence: Recurrence }): RegularMeeting | null {
  const startDate = event.startLocal.slice(0, 10);
  const rule = settledRecurrence(event.recurrence, startDate);
  if (event.allDay) return null;
  const days = rule.repeat === "weekly" ? rule.weekdays : rule.repeat === "monthly" && rule.monthlyBy === "weekday" && rule.monthWeekday ? [rule.monthWeekday] : [];
  if (days.length === 0) return null;
  const start = event.startLocal.slice(11, 16);
  // Said without its end ("until June 2027"): the question is about when it meets.
  const said = ruleInWords({ ...rule, ends: "never" }, { date: startDate, time: start });
  return {
    key: `event:${event.id ?? "new"}`,
    name: event.title,
    weekdays: days.map((day) => DAY_NAMES[day] as Weekday),
    start,
    words: said.charAt(0).toLowerCase() + said.slice(1),
    place: "Events Calendar",
  };
}

/** "A meeting like this already exists: Grief Support, 3rd Tuesday 1:30 PM in the Weekly Schedule. Save anyway?" */
export function similarMeetingQuestion(found: readonly RegularMeeting[], verb: "Save" | "Publish" | "Schedule"): string {
  const named = found.map((meeting) => `${meeting.name}, ${meeting.words} in the ${meeting.place}`).join("; ");
  return `${found.length === 1 ? "A meeting like this already exists" : "Meetings like these already exist"}: ${named}. ${verb} anyway?`;
}
