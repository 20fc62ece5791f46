import { z } from "zod";
import { isPagePath } from "../../content/pages.ts";
import { isWebAddress } from "../../content/settings.ts";
import { MAX_COUNT, MONTH_WEEKS, REPEATS, RULE_DAYS, type Recurrence, type RuleDay, isKnownTimeZone, readAddress } from "../../events.ts";
import { latestLastDate, tooLongMessage } from "../../series-length.ts";
import { readTimeZone } from "../../time-zones.ts";
import { richText } from "../rich-text.ts";
import { oneLine } from "../text.ts";
import { checkbox, isoDate, optionalIsoDate, optionalText, requiredLine } from "./common.ts";
import { uploadToken } from "./church-staff.ts";
import { STAFF_MESSAGES } from "../../staff-messages.ts";

/**
 * The event form (admin), judged the same in the browser and in the route action. Its checkboxes are
 * named one per choice ("category:worship", "weekday:TU"), so the flat form values carry them; the
 * schema gathers them into lists.
 */

/** Another place's address, as the form asks for it. */
export const ADDRESS_EXAMPLE = "Camp Wesley, 12 Lake Rd, Ripley, WV 25271";
const ADDRESS_MESSAGE = `Please give the whole address: street, town, state and zip code, such as ${ADDRESS_EXAMPLE}. For a room at the church, choose the church and name the room in the summary.`;

const time = z.union([z.literal(""), z.string().trim().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Please give a time such as 1:30 PM.")]).default("");

const optionalLink = z
  .string()
  .trim()
  .max(500, "Please keep the link to 500 characters or fewer.")
  .default("")
  .refine((v) => v === "" || isWebAddress(v, { httpsOnly: false }), "Please enter a web address that starts with https:// (or leave it empty).");

const validInterval = (value: string) => /^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 12;

/** Gathers "prefix:value" checkboxes into a list of values. */
function choices(values: Record<string, unknown>, prefix: string): string[] {
  return Object.keys(values)
    .filter((name) => name.startsWith(prefix) && values[name] !== undefined && values[name] !== "")
    .map((name) => name.slice(prefix.length));
}

const gathered = (raw: unknown) => {
  if (!raw || typeof raw !== "object") return raw;
  const values = raw as Record<string, unknown>;
  return { ...values, categories: values.categories ?? choices(values, "category:"), weekdays: values.weekdays ?? choices(values, "weekday:") };
};

const fields = z.object({
  title: requiredLine("Please give the event a title.", 120),
  summary: optionalText(300).transform(oneLine),
  description: richText({ max: 50_000 }),
  locationChoice: z.enum(["church", "other"]).default("church"),
  location: optionalText(200).transform(oneLine),
  allDay: checkbox,
  startDate: isoDate("Please choose the date it starts."),
  startTime: time,
  endDate: optionalIsoDate("Please choose a valid end date or leave it empty."),
  endTime: time,
  /** The church's zone, one the event had, or "other" for the one found by `otherTimeZone`. */
  timeZone: z.string().trim().max(64),
  otherTimeZone: optionalText(64),
  image: uploadToken,
  imageRemove: checkbox,
  imageAlt: optionalText(200).transform(oneLine),
  link: optionalLink,
  linkLabel: optionalText(60).transform(oneLine),
  categories: z.array(z.string().regex(/^[a-z0-9-]{1,40}$/, "Please choose the categories from the list.")).max(20).min(1, "Please choose at least one category."),
  page: z
    .string()
    .trim()
    .default("")
    .refine((v) => v === "" || (isPagePath(v) && v !== "*"), "Please choose a page from the list."),
  status: z.enum(["draft", "published"], { error: "Please choose whether the event is a draft or published." }).default("draft"),
  repeat: z.enum(REPEATS, { error: "Please choose how the event repeats." }).default("none"),
  // The interval and the count are judged only for the rule that uses them: the form hides the others.
  interval: z.string().trim().default("1"),
  weekdays: z.array(z.enum(RULE_DAYS, { error: "Please choose days of the week from the list." })).max(7),
  monthlyBy: z.enum(["day", "weekday"]).default("day"),
  monthWeek: z.union([z.literal(""), z.enum(MONTH_WEEKS)]).default(""),
  monthWeekday: z.union([z.literal(""), z.enum(RULE_DAYS)]).default(""),
  ends: z.enum(["never", "on", "after"]).default("never"),
  until: optionalIsoDate("Please choose a valid last date."),
  count: z.string().trim().default(""),
  /** "Edit this and following": the first date the changes apply to (the series is split there). */
  splitFrom: optionalIsoDate(STAFF_MESSAGES.notADateOfTheEvent),
});

export const eventSchema = z.preprocess(
  gathered,
  fields
    .superRefine((v, ctx) => {
      if (v.timeZone === "other" && !readTimeZone(v.otherTimeZone)) ctx.addIssue({ code: "custom", path: ["otherTimeZone"], message: "Please choose a time zone from the list, such as America/Chicago." });
      else if (v.timeZone !== "other" && !isKnownTimeZone(v.timeZone)) ctx.addIssue({ code: "custom", path: ["timeZone"], message: "Please choose a time zone from the list, such as America/New_York." });
      if (v.locationChoice === "other" && !v.location) ctx.addIssue({ code: "custom", path: ["location"], message: "Please enter the address, or choose the church." });
      // Search engines place an event by its whole postal address (issue 29), and directions need it too.
      else if (v.locationChoice === "other" && !readAddress(v.location)) ctx.addIssue({ code: "custom", path: ["location"], message: ADDRESS_MESSAGE });
      if (!v.allDay) {
        if (!v.startTime) ctx.addIssue({ code: "custom", path: ["startTime"], message: "Please give the time it starts, or tick All day." });
        if (!v.endTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: "Please give the time it ends, or tick All day." });
      }
      const endDate = v.endDate || v.startDate;
      if (endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end cannot be before the start." });
      else if (!v.allDay && v.startTime && v.endTime && `${endDate}T${v.endTime}` <= `${v.startDate}T${v.startTime}`) {
        ctx.addIssue({ code: "custom", path: ["endTime"], message: "The end must be after the start." });
      }
      if (v.repeat !== "none") {
        if (!validInterval(v.interval)) ctx.addIssue({ code: "custom", path: ["interval"], message: "Please choose a number from 1 to 12." });
        if (v.ends === "on" && !v.until) ctx.addIssue({ code: "custom", path: ["until"], message: "Please choose the last date, or choose another ending." });
        if (v.ends === "on" && v.until && v.until < v.startDate) ctx.addIssue({ code: "custom", path: ["until"], message: "The last date cannot be before the first date." });
        else if (v.ends === "on" && v.until && v.until > (latestLastDate(v.startDate) ?? v.until)) ctx.addIssue({ code: "custom", path: ["until"], message: tooLongMessage(v.startDate) });
        if (v.ends === "after") {
          const count = Number(v.count);
          if (v.count && !/^\d{1,6}$/.test(v.count)) ctx.addIssue({ code: "custom", path: ["count"], message: "Please enter a whole number of dates." });
          else if (!v.count || count < 1) ctx.addIssue({ code: "custom", path: ["count"], message: "Please enter how many times it happens." });
          else if (count > MAX_COUNT) ctx.addIssue({ code: "custom", path: ["count"], message: `A series can have at most ${MAX_COUNT} dates. Choose an end date instead, or fewer dates.` });
        }
      }
    })
    .transform((v) => {
      const endDate = v.endDate || v.startDate;
      const recurrence: Recurrence = {
        repeat: v.repeat,
        interval: v.repeat !== "none" && validInterval(v.interval) ? Number(v.interval) : 1,
        weekdays: v.repeat === "weekly" ? (RULE_DAYS.filter((d) => v.weekdays.includes(d)) as RuleDay[]) : [],
        monthlyBy: v.monthlyBy,
        monthWeek: v.repeat === "monthly" && v.monthlyBy === "weekday" ? v.monthWeek : "",
        monthWeekday: v.repeat === "monthly" && v.monthlyBy === "weekday" ? v.monthWeekday : "",
        ends: v.repeat === "none" ? "never" : v.ends,
        until: v.repeat !== "none" && v.ends === "on" ? v.until : "",
        count: v.repeat !== "none" && v.ends === "after" ? Number(v.count) : null,
      };
      return {
        title: v.title,
        summary: v.summary,
        description: v.description,
        location: v.locationChoice === "other" ? v.location : "",
        allDay: v.allDay,
        startLocal: `${v.startDate}T${v.allDay ? "00:00" : v.startTime}`,
        endLocal: `${endDate}T${v.allDay ? "00:00" : v.endTime}`,
        timeZone: v.timeZone === "other" ? readTimeZone(v.otherTimeZone)! : v.timeZone,
        image: v.image,
        imageRemove: v.imageRemove,
        imageAlt: v.imageAlt,
        link: v.link,
        linkLabel: v.link ? v.linkLabel : "",
        categories: [...new Set(v.categories)],
        page: v.page || null,
        status: v.status,
        recurrence,
        splitFrom: v.splitFrom,
      };
    }),
);

export type EventInput = z.infer<typeof eventSchema>;

/** Moving or retiming one date of a series. */
export const moveOccurrenceSchema = z
  .object({
    startDate: isoDate("Please choose the new date."),
    startTime: time,
    endDate: optionalIsoDate("Please choose a valid end date or leave it empty."),
    endTime: time,
    allDay: checkbox,
    note: optionalText(200).transform(oneLine),
  })
  .superRefine((v, ctx) => {
    if (!v.allDay && !v.startTime) ctx.addIssue({ code: "custom", path: ["startTime"], message: "Please give the new start time." });
    if (!v.allDay && !v.endTime) ctx.addIssue({ code: "custom", path: ["endTime"], message: "Please give the new end time." });
    const endDate = v.endDate || v.startDate;
    if (endDate < v.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "The end cannot be before the start." });
    else if (!v.allDay && v.startTime && v.endTime && `${endDate}T${v.endTime}` <= `${v.startDate}T${v.startTime}`) {
      ctx.addIssue({ code: "custom", path: ["endTime"], message: "The end must be after the start." });
    }
  })
  .transform((v) => {
    const endDate = v.endDate || v.startDate;
    return { startLocal: `${v.startDate}T${v.allDay ? "00:00" : v.startTime}`, endLocal: `${endDate}T${v.allDay ? "00:00" : v.endTime}`, note: v.note };
  });

export type MoveOccurrenceInput = z.infer<typeof moveOccurrenceSchema>;

/** Cancelling, removing or restoring one date of a series (the buttons of the dates page). */
export const occurrenceActionSchema = z.object({
  intent: z.enum(["cancel", "remove", "restore"], { error: STAFF_MESSAGES.unknownRequest }),
  date: isoDate(STAFF_MESSAGES.notADateOfTheEvent),
  note: optionalText(200).transform(oneLine),
});

/** A new category: its name, and the calendar it belongs to. */
export const categorySchema = z.object({
  name: requiredLine("Please give the category a name.", 40),
  calendar: z.enum(["church", "childcare"], { error: "Please choose the calendar." }).default("church"),
});

export type CategoryInput = z.infer<typeof categorySchema>;

/** The staff list's orders and filters (issue 33), in the address as ?sort= and ?show=. */
export const EVENT_SORTS = ["next", "title", "changed"] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const EVENT_STATES = ["upcoming", "past", "drafts"] as const;
export type EventState = (typeof EVENT_STATES)[number];
/** A category's filter in the same ?show= ("category-worship"), so one choice says what the list shows. */
export const categoryFilter = (slug: string) => `category-${slug}`;
