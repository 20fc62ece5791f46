import { isNotNull } from "drizzle-orm";
import { areaPath, canEnterArea } from "../../shared/areas.ts";
import { type Role } from "../../shared/roles.ts";
import { type Schedule, isCurrent } from "../../shared/content/schedule.ts";
import type { EventInput } from "../../shared/schemas/admin/events.ts";
import { type RegularMeeting, eventMeeting, meetingsLike, scheduleMeeting } from "../../shared/similar-meetings.ts";
import type { EditingDeps } from "../admin/editing.ts";
import { events } from "../db/schema.ts";
import { fromRuleString } from "./recurrence.ts";
import { type SeriesReader, calendarsRefused } from "./series.ts";

/** A meeting already kept, and where this member of staff opens it (null: a calendar their role cannot change). */
export type KeptMeeting = RegularMeeting & { href: string | null };

/** A schedule row that has meetings like it: its place in the schedule being saved, and those meetings. */
export type SimilarRow = { index: number; like: KeptMeeting[] };

/**
 * Regular meetings are kept in the Weekly Schedule or the Events Calendar, and both can add one (issue
 * 30, item 4). Before either saves a meeting, these find the meetings like it in both places
 * (shared/similar-meetings.ts is the rule) that it was not already like when last saved, so that a
 * meeting confirmed once is not asked about at every later edit. Another calendar's drafts are not
 * compared: only staff of that calendar may see them.
 */
export function createSimilarMeetings({ db }: Pick<EditingDeps, "db">, reader: SeriesReader, editedSchedule: () => Promise<Schedule>) {
  /** The events that are regular meetings and still meet, as `role` may know them. */
  async function eventMeetings(role: Role): Promise<KeptMeeting[]> {
    const rows = await db
      .select({ id: events.id, title: events.title, startLocal: events.startLocal, allDay: events.allDay, rrule: events.rrule, status: events.status })
      .from(events)
      .where(isNotNull(events.rrule));
    const links = await reader.linksOf(rows.map((row) => row.id));
    const today = reader.today();
    return rows.flatMap((row) => {
      const recurrence = fromRuleString(row.rrule);
      const ours = !calendarsRefused(role, links.get(row.id) ?? []);
      if ((recurrence.ends === "on" && recurrence.until < today) || (row.status === "draft" && !ours)) return [];
      const meeting = eventMeeting({ ...row, recurrence });
      return meeting ? [{ ...meeting, href: ours ? areaPath("events", row.id, "dates") : null }] : [];
    });
  }

  const scheduleMeetings = (schedule: Schedule, role: Role): KeptMeeting[] =>
    schedule.entries.filter((entry) => isCurrent(entry, reader.today())).map((entry) => ({ ...scheduleMeeting(entry), href: canEnterArea(role, "schedule") ? areaPath("schedule") : null }));

  return {
    /**
     * The meetings like an event being saved (`id` null for a new one): none when the event is not a
     * regular meeting, and on an edit none it was already like before.
     */
    async meetingsLikeEvent({ id, input, role }: { id: number | null; input: EventInput; role: Role }): Promise<KeptMeeting[]> {
      const candidate = eventMeeting({ id, title: input.title, startLocal: input.startLocal, allDay: input.allDay, recurrence: input.recurrence });
      if (!candidate) return [];
      const existing = [...scheduleMeetings(await editedSchedule(), role), ...(await eventMeetings(role))];
      const found = meetingsLike(candidate, existing);
      const before = id === null || found.length === 0 ? null : await reader.eventRow(id);
      const was = before ? eventMeeting({ ...before, recurrence: fromRuleString(before.rrule) }) : null;
      const already = new Set(was ? meetingsLike(was, existing).map((meeting) => meeting.key) : []);
      return found.filter((meeting) => !already.has(meeting.key));
    },

    /**
     * The rows of a schedule being saved that are new, or have a new name, day or time, and are like
     * another row or an event; a row left out of the calendar (a second wording of another) is not
     * asked about, and two new rows like each other are named once.
     */
    async meetingsLikeScheduleRows({ before, after, role }: { before: Schedule; after: Schedule; role: Role }): Promise<SimilarRow[]> {
      const calendar = await eventMeetings(role);
      const existingNow = [...scheduleMeetings(after, role), ...calendar];
      const existingBefore = [...scheduleMeetings(before, role), ...calendar];
      const named = new Set<string>();
      const found: SimilarRow[] = [];
      after.entries.forEach((entry, index) => {
        const previous = before.entries.find((old) => old.id === entry.id);
        const unchanged = previous && previous.name === entry.name && previous.weekday === entry.weekday && previous.week === entry.week && previous.start === entry.start;
        if (unchanged || entry.hideFromCalendar || !isCurrent(entry, reader.today())) return;
        const candidate = scheduleMeeting(entry);
        const already = new Set(previous ? meetingsLike(scheduleMeeting(previous), existingBefore).map((meeting) => meeting.key) : []);
        const like = meetingsLike(candidate, existingNow).filter((meeting) => !already.has(meeting.key) && !named.has(`${meeting.key} ${candidate.key}`));
        for (const meeting of like) named.add(`${candidate.key} ${meeting.key}`);
        if (like.length) found.push({ index, like });
      });
      return found;
    },
  };
}
