/**
 * Recurrence, by the rrule library (RFC 5545 RRULE): the editor's fields to a stored rule and back, and
 * the dates a series gives in a window. Rules are expanded on the wall clock ("floating" times: a Date
 * whose UTC fields are the local date and time), so an event at 1:30 PM stays at 1:30 PM on both sides
 * of a daylight-saving change; the moment of each date comes from its time zone afterwards
 * (shared/dates.ts `zonedMoment`).
 */
import rrule from "rrule";
import { MAX_COUNT, type MonthWeek, NO_RECURRENCE, RULE_DAYS, type Recurrence, type RuleDay, settledRecurrence } from "../../shared/events.ts";

const { RRule } = rrule;
type RRuleOptions = ConstructorParameters<typeof RRule>[0];
type RuleParts = Partial<NonNullable<RRuleOptions>>;

/** A wall-clock time ("2026-12-15T13:30") as a floating Date. */
export function floating(local: string): Date {
  return new Date(`${local.slice(0, 16)}:00Z`);
}

/** A floating Date back to a wall-clock time. */
export function localOf(date: Date): string {
  return date.toISOString().slice(0, 16);
}

/** Minutes from one wall-clock time to another (no time zone involved). */
export function minutesBetween(from: string, to: string): number {
  return Math.round((floating(to).getTime() - floating(from).getTime()) / 60_000);
}

/** A wall-clock time moved by some minutes. */
export function addMinutes(local: string, minutes: number): string {
  return localOf(new Date(floating(local).getTime() + minutes * 60_000));
}

const WEEKDAY = { MO: RRule.MO, TU: RRule.TU, WE: RRule.WE, TH: RRule.TH, FR: RRule.FR, SA: RRule.SA, SU: RRule.SU } as const;
const FREQ = { weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY } as const;

/** The options of a rule without its start; null for a single date. */
function ruleOptions(input: Recurrence, startLocal: string): Partial<RRuleOptions> | null {
  if (input.repeat === "none") return null;
  const rule = settledRecurrence(input, startLocal.slice(0, 10));
  const options: Partial<RRuleOptions> = { freq: FREQ[rule.repeat as keyof typeof FREQ], interval: rule.interval };
  if (rule.repeat === "weekly") options.byweekday = rule.weekdays.map((d) => WEEKDAY[d]);
  if (rule.repeat === "monthly" && rule.monthlyBy === "weekday") {
    options.byweekday = [WEEKDAY[rule.monthWeekday as RuleDay].nth(rule.monthWeek === "last" ? -1 : Number(rule.monthWeek))];
  }
  if (rule.repeat === "monthly" && rule.monthlyBy === "day") options.bymonthday = [Number(startLocal.slice(8, 10))];
  if (rule.repeat === "yearly") {
    options.bymonth = [Number(startLocal.slice(5, 7))];
    options.bymonthday = [Number(startLocal.slice(8, 10))];
  }
  // The last date counts whole: a series until June 30 still meets on the evening of June 30.
  if (rule.ends === "on" && rule.until) options.until = floating(`${rule.until}T23:59`);
  if (rule.ends === "after" && rule.count) options.count = Math.min(rule.count, MAX_COUNT);
  return options;
}

/** The stored rule ("FREQ=MONTHLY;INTERVAL=1;BYDAY=+3TU;UNTIL=20270630T235900Z", floating), or null for a single date. */
export function toRuleString(input: Recurrence, startLocal: string): string | null {
  const options = ruleOptions(input, startLocal);
  return options ? RRule.optionsToString(options).replace(/^RRULE:/, "") : null;
}

/** A stored rule back to the editor's fields. */
export function fromRuleString(rule: string | null): Recurrence {
  if (!rule) return NO_RECURRENCE;
  const o = RRule.parseString(rule);
  const repeat = o.freq === RRule.WEEKLY ? "weekly" : o.freq === RRule.MONTHLY ? "monthly" : "yearly";
  const days = (Array.isArray(o.byweekday) ? o.byweekday : o.byweekday == null ? [] : [o.byweekday]).map((d) => (typeof d === "number" ? { weekday: d, n: undefined } : typeof d === "string" ? { weekday: RULE_DAYS.indexOf(d as RuleDay), n: undefined } : d));
  const nth = repeat === "monthly" ? days.find((d) => d.n !== undefined && d.n !== 0) : undefined;
  return {
    repeat,
    interval: o.interval ?? 1,
    weekdays: repeat === "weekly" ? days.map((d) => RULE_DAYS[d.weekday]!) : [],
    monthlyBy: nth ? "weekday" : "day",
    monthWeek: nth ? ((nth.n === -1 ? "last" : String(nth.n)) as MonthWeek) : "",
    monthWeekday: nth ? RULE_DAYS[nth.weekday]! : "",
    ends: o.until ? "on" : o.count ? "after" : "never",
    until: o.until ? localOf(o.until).slice(0, 10) : "",
    count: o.count ?? null,
  };
}

/** The rule of a series starting at `startLocal`, ready to expand. */
function ruleOf(rule: string, startLocal: string) {
  return new RRule({ ...RRule.parseString(rule), dtstart: floating(startLocal) });
}

const DAY_MS = 86_400_000;
const given = (value: unknown) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);

/** The parts rrule takes from DTSTART when a rule leaves them out (as its own parseOptions does), written out. */
function partsFromStart(options: RuleParts, start: Date): RuleParts {
  const parts: RuleParts = {
    byhour: given(options.byhour) ? options.byhour : [start.getUTCHours()],
    byminute: given(options.byminute) ? options.byminute : [start.getUTCMinutes()],
    bysecond: given(options.bysecond) ? options.bysecond : [start.getUTCSeconds()],
  };
  if ([options.byweekno, options.byyearday, options.bymonthday, options.byweekday].some(given)) return parts;
  if (options.freq === RRule.YEARLY) return { ...parts, bymonth: given(options.bymonth) ? options.bymonth : [start.getUTCMonth() + 1], bymonthday: [start.getUTCDate()] };
  if (options.freq === RRule.MONTHLY) return { ...parts, bymonthday: [start.getUTCDate()] };
  if (options.freq === RRule.WEEKLY) return { ...parts, byweekday: [(start.getUTCDay() + 6) % 7] };
  return parts;
}

/**
 * The rule of a series, ready to expand from `nearLocal` on. rrule walks every date from DTSTART, so a
 * series that began long ago, or a window far ahead, would cost every date in between (issue 29: a
 * series until 9999 took seconds of CPU per page). So the rule starts again at the beginning of its
 * period (INTERVAL weeks, months or years) that holds `nearLocal`: from there on it gives exactly the
 * series' dates, and expanding a window costs about the window. A COUNT rule keeps its first date,
 * since its dates are counted from there; MAX_COUNT bounds it.
 */
function ruleFrom(series: { rrule: string; startLocal: string }, nearLocal: string) {
  const options = RRule.parseString(series.rrule);
  const start = floating(series.startLocal);
  const near = floating(nearLocal);
  if (given(options.count) || near <= start) return new RRule({ ...options, dtstart: start });
  const interval = options.interval ?? 1;
  const whole = (periods: number) => Math.floor(periods / interval) * interval;
  let periodStart: Date;
  if (options.freq === RRule.WEEKLY) {
    periodStart = new Date(start.getTime() + whole(Math.floor((near.getTime() - start.getTime()) / (7 * DAY_MS))) * 7 * DAY_MS);
  } else if (options.freq === RRule.MONTHLY) {
    const months = (near.getUTCFullYear() - start.getUTCFullYear()) * 12 + near.getUTCMonth() - start.getUTCMonth();
    periodStart = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + whole(months), 1));
  } else if (options.freq === RRule.YEARLY) {
    periodStart = new Date(Date.UTC(start.getUTCFullYear() + whole(near.getUTCFullYear() - start.getUTCFullYear()), 0, 1));
  } else {
    return new RRule({ ...options, dtstart: start });
  }
  if (periodStart <= start) return new RRule({ ...options, dtstart: start });
  return new RRule({ ...options, ...partsFromStart(options, start), dtstart: periodStart });
}

/** The start of every date of a series from `fromLocal` to `toLocal` (both included), as wall-clock times. */
export function startsBetween(series: { rrule: string | null; startLocal: string }, fromLocal: string, toLocal: string): string[] {
  if (!series.rrule) return series.startLocal >= fromLocal && series.startLocal <= toLocal ? [series.startLocal] : [];
  return ruleFrom({ rrule: series.rrule, startLocal: series.startLocal }, fromLocal)
    .between(floating(fromLocal), floating(toLocal), true)
    .map(localOf);
}

/** The first `limit` starts of a series on or after `fromLocal`. */
export function nextStarts(series: { rrule: string | null; startLocal: string }, fromLocal: string, limit: number): string[] {
  if (!series.rrule) return series.startLocal >= fromLocal ? [series.startLocal] : [];
  const after = floating(fromLocal).getTime();
  const found: string[] = [];
  ruleFrom({ rrule: series.rrule, startLocal: series.startLocal }, fromLocal).all((date) => {
    if (date.getTime() >= after) found.push(localOf(date));
    return found.length < limit;
  });
  return found;
}

/**
 * The last start of a series on or before `toLocal` (null: none). It looks back from there, a year
 * at first and twice as far each time, so it costs about the distance between two dates of the
 * series, never the whole series.
 */
export function lastStartUpTo(series: { rrule: string | null; startLocal: string }, toLocal: string): string | null {
  if (!series.rrule) return series.startLocal <= toLocal ? series.startLocal : null;
  const start = floating(series.startLocal);
  const to = floating(toLocal);
  if (to < start) return null;
  for (let years = 1; ; years *= 2) {
    const back = new Date(to);
    back.setUTCFullYear(back.getUTCFullYear() - years);
    const from = back > start ? back : start;
    const found = startsBetween(series, localOf(from), toLocal);
    if (found.length) return found.at(-1)!;
    if (from === start) return null;
  }
}

/** The last start of a series (null when it never ends), from its COUNT or UNTIL. */
export function lastStart(series: { rrule: string | null; startLocal: string }): string | null {
  if (!series.rrule) return series.startLocal;
  const { count, until } = RRule.parseString(series.rrule);
  if (count) {
    const all = ruleOf(series.rrule, series.startLocal).all();
    return all.length ? localOf(all.at(-1)!) : null;
  }
  return until ? lastStartUpTo(series, localOf(until)) : null;
}

/**
 * The first and last day a series gives a date on, its moved dates included (last null: it never
 * ends). The calendar reads a window's series by these bounds (issue 33), so a date moved before the
 * series' start or after its end still counts.
 */
export function datesSpan(series: { rrule: string | null; startLocal: string }, moves: ReadonlyArray<{ startLocal: string | null }>): { firstDate: string; lastDate: string | null } {
  const movedTo = moves.flatMap((m) => (m.startLocal ? [m.startLocal.slice(0, 10)] : []));
  const last = lastStart(series);
  return {
    firstDate: [series.startLocal.slice(0, 10), ...movedTo].reduce((a, b) => (b < a ? b : a)),
    lastDate: last === null ? null : [last.slice(0, 10), ...movedTo].reduce((a, b) => (b > a ? b : a)),
  };
}

/** Whether a series gives a date on this day (the start of that date, or null). */
export function startOn(series: { rrule: string | null; startLocal: string }, date: string): string | null {
  return startsBetween(series, `${date}T00:00`, `${date}T23:59`)[0] ?? null;
}

/**
 * A series' first date on or after the start the form gives: the rule decides which days count, so a
 * "third Tuesday" series opened on a Monday begins on the next third Tuesday. Null: the rule gives no date.
 */
export function firstStart(input: Recurrence, startLocal: string): string | null {
  const rule = toRuleString(input, startLocal);
  if (!rule) return startLocal;
  return nextStarts({ rrule: rule, startLocal }, startLocal, 1)[0] ?? null;
}

/**
 * The rule for the part of a series before a split date: the same rule ending the day before. A
 * count-limited rule keeps the dates it had before the split.
 */
export function ruleEndingBefore(series: { rrule: string; startLocal: string }, splitDate: string): string {
  const options = RRule.parseString(series.rrule);
  const before = lastStartUpTo(series, addMinutes(`${splitDate}T00:00`, -1));
  delete options.count;
  options.until = floating(`${before?.slice(0, 10) ?? series.startLocal.slice(0, 10)}T23:59`);
  return RRule.optionsToString(options).replace(/^RRULE:/, "");
}

/** How many dates a count-limited series has before a date (its COUNT bounds the walk). */
export function countBefore(series: { rrule: string | null; startLocal: string }, date: string): number {
  return startsBetween(series, series.startLocal, `${date}T00:00`).filter((s) => s.slice(0, 10) < date).length;
}

/** The first moment iCalendar cannot write (its DATE-TIME has a four-digit year). */
const YEAR_10000 = Date.UTC(10_000, 0, 1);

/** A moment as an iCalendar UTC DATE-TIME, always YYYYMMDDTHHMMSSZ: past the year 9999, its last second. */
function icalUtc(moment: Date): string {
  if (moment.getTime() >= YEAR_10000) return "99991231T235959Z";
  return moment.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * The stored rule as the calendar feeds write it: UNTIL as a real UTC moment (RFC 5545 asks for UTC
 * when DTSTART has a time zone), or as a DATE for all-day series.
 */
export function feedRuleString(rule: string, { allDay, utcUntil }: { allDay: boolean; utcUntil: (local: string) => Date }): string {
  return rule.replace(/UNTIL=(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z?/, (_, y, mo, d, h, mi) => {
    if (allDay) return `UNTIL=${y}${mo}${d}`;
    return `UNTIL=${icalUtc(utcUntil(`${y}-${mo}-${d}T${h}:${mi}`))}`;
  });
}
