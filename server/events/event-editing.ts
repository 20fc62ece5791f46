import { and, eq, sql } from "drizzle-orm";
import { type Role } from "../../shared/roles.ts";
import { canUseCalendar } from "../../shared/role-rights.ts";
import { RESERVED_EVENT_SLUGS, ruleInWords, ruleNotes, shortDay, slugify, timeOfDay } from "../../shared/events.ts";
import type { EventInput } from "../../shared/schemas/admin/events.ts";
import { latestLastDate, tooLongMessage, tooManyDatesMessage } from "../../shared/series-length.ts";
import { changed } from "../admin/change.ts";
import { type EditingDeps, nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { addDays } from "../../shared/dates.ts";
import { eventCategoryLinks, eventExceptions, events } from "../db/schema.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import { placeFiles, removeFiles, writeWithFiles } from "../storage/upload-fields.ts";
import type { UploadTarget } from "../storage/upload-places.ts";
import type { Category } from "./occurrences.ts";
import { datesSpan, firstStart, lastStart, nextStarts, ruleEndingBefore, startOn, toRuleString } from "./recurrence.ts";
import { ENTITY, type SeriesReader, calendarsRefused, settleDates } from "./series.ts";
import { STAFF_MESSAGES } from "../../shared/staff-messages.ts";
import type { RegistrationHooks } from "../registrations/event-hooks.ts";

const PICTURES: UploadTarget = { area: "events" };
const WHAT = "event";

/** The editor's preview of a rule before saving. */
export type Preview = { words: string; notes: string[]; dates: string[] };

/** Staff add, edit ("this and following" too) and delete events; the calendar a role may use decides which. */
export function createEventEditing({ db, clock, change, uploads, registrations }: EditingDeps & { registrations: RegistrationHooks }, reader: SeriesReader) {
  const { today, categories, linksOf, eventRow } = reader;

  /** The categories a form names, or a refusal (an unknown one, or a calendar the role may not use). */
  async function chosenCategories(input: Pick<EventInput, "categories">, role: Role): Promise<{ ok: true; value: Category[] } | Extract<Outcome<never>, { ok: false }>> {
    const all = await categories();
    const chosen = all.filter((c) => input.categories.includes(c.slug));
    if (chosen.length !== input.categories.length || chosen.length === 0) {
      return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { categories: "Please choose the categories from the list." } };
    }
    const refused = chosen.find((c) => !canUseCalendar(role, c.calendar));
    if (refused) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { categories: `Your account cannot add events to the ${refused.calendar} calendar (${refused.name}).` } };
    return { ok: true, value: chosen };
  }

  /**
   * The series a form describes, its first date settled by the rule; a rule without any date is
   * refused, and so is one whose last date (by its end date or its count) is more than MAX_SERIES_YEARS
   * after the start.
   */
  function settled(input: EventInput): { ok: true; startLocal: string; endLocal: string; rrule: string | null } | Extract<Outcome<never>, { ok: false }> {
    const first = firstStart(input.recurrence, input.startLocal);
    if (!first) {
      return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { repeat: "This rule gives no dates at all: check the days, the weeks of the month and the end." } };
    }
    const rrule = toRuleString(input.recurrence, first);
    const startDate = input.startLocal.slice(0, 10);
    const last = rrule ? lastStart({ rrule, startLocal: first }) : null;
    if (last && last.slice(0, 10) > (latestLastDate(startDate) ?? last)) {
      const { ends, count } = input.recurrence;
      const fields: Record<string, string> = ends === "after" && count ? { count: tooManyDatesMessage(startDate, count, last) } : { until: tooLongMessage(startDate) };
      return { ok: false, status: 400, error: "Please correct the fields marked below.", fields };
    }
    const duration = Math.round((new Date(`${input.endLocal}:00Z`).getTime() - new Date(`${input.startLocal}:00Z`).getTime()) / 60_000);
    const endLocal = new Date(new Date(`${first}:00Z`).getTime() + duration * 60_000).toISOString().slice(0, 16);
    return { ok: true, startLocal: first, endLocal, rrule };
  }

  async function freeSlug(title: string, tx: Pick<typeof db, "select"> = db): Promise<string> {
    const base = slugify(title);
    const taken = new Set((await tx.select({ slug: events.slug }).from(events).where(sql`${events.slug} = ${base} or ${events.slug} like ${`${base}-%`}`)).map((r) => r.slug));
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? base : `${base}-${n}`;
      if (!taken.has(candidate) && !(RESERVED_EVENT_SLUGS as readonly string[]).includes(candidate)) return candidate;
    }
  }

  const placeImage = (input: EventInput, actor: number) => placeFiles(uploads, { userId: actor, target: PICTURES, fields: [{ field: "image", kind: "image", token: input.image }] });

  const columns = (input: EventInput, when: { startLocal: string; endLocal: string; rrule: string | null }) => ({
    title: input.title,
    summary: input.summary,
    description: sanitizeStoredHtml(input.description),
    location: input.location,
    allDay: input.allDay,
    startLocal: when.startLocal,
    endLocal: when.endLocal,
    timeZone: input.timeZone,
    rrule: when.rrule,
    imageAlt: input.imageAlt,
    link: input.link,
    linkLabel: input.linkLabel,
    page: input.page,
    status: input.status,
  });

  /** Removes pictures no event names any more (a split series shares its picture with its first part). */
  async function dropUnusedImages(names: Array<string | null>) {
    const unused: string[] = [];
    for (const name of names) {
      if (!name) continue;
      const [still] = await db.select({ id: events.id }).from(events).where(eq(events.image, name)).limit(1);
      if (!still) unused.push(name);
    }
    await removeFiles(uploads, PICTURES, unused);
  }

  type Tx = Parameters<Parameters<typeof db.transaction>[0]>[0];
  async function setCategories(tx: Tx, eventId: number, chosen: Category[]) {
    await tx.delete(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, eventId));
    await tx.insert(eventCategoryLinks).values(chosen.map((c) => ({ eventId, categoryId: c.id })));
  }

  /** Drops changed dates that the (new) rule no longer gives; returns how many went. */
  async function dropOrphanChanges(tx: Tx, eventId: number, series: { rrule: string | null; startLocal: string }, fromDate?: string) {
    const rows = await tx.select().from(eventExceptions).where(eq(eventExceptions.eventId, eventId));
    let dropped = 0;
    for (const r of rows) {
      if (fromDate && r.originalDate < fromDate) continue;
      if (!startOn(series, r.originalDate)) {
        await tx.delete(eventExceptions).where(eq(eventExceptions.id, r.id));
        dropped++;
      }
    }
    return dropped;
  }

  return {
    /** The rule in words and the next five dates, before saving (the editor's preview). */
    preview(input: EventInput): Outcome<Preview> {
      const when = settled(input);
      if (!when.ok) return when;
      const series = { rrule: when.rrule, startLocal: when.startLocal };
      const from = input.startLocal > `${today()}T00:00` ? input.startLocal : `${today()}T00:00`;
      const dates = nextStarts(series, from, 5).map((s) => `${shortDay(s)}, ${timeOfDay({ startLocal: s, endLocal: null, allDay: input.allDay })}`);
      const date = when.startLocal.slice(0, 10);
      return { ok: true, value: { words: ruleInWords(input.recurrence, { date, time: input.allDay ? null : when.startLocal.slice(11, 16) }), notes: ruleNotes(input.recurrence, date), dates } };
    },

    async create(input: EventInput, actor: number, role: Role): Promise<Outcome<{ id: number; slug: string }>> {
      const chosen = await chosenCategories(input, role);
      if (!chosen.ok) return chosen;
      const when = settled(input);
      if (!when.ok) return when;
      const placed = await placeImage(input, actor);
      if (!placed.ok) return placed.outcome;
      return writeWithFiles(placed.files, () =>
        change(ENTITY, actor, async (tx) => {
          const slug = await freeSlug(input.title, tx);
          const now = clock.now();
          const [row] = await tx
            .insert(events)
            .values({ ...columns(input, when), ...datesSpan(when, []), slug, image: placed.files.names.image ?? null, createdAt: now, updatedAt: now })
            .returning({ id: events.id });
          await setCategories(tx, row!.id, chosen.value);
          return changed({ id: row!.id, slug }, { action: "create", entityId: row!.id, detail: `${input.title} (${input.status})` });
        }),
      );
    },

    /**
     * Saves the form opened at `version`. With `splitFrom` ("this and following"), the series ends the
     * day before that date and a new series with the form's values takes over from it (and its address);
     * changed dates from then on move to the new series when it still has those dates.
     */
    async update({ id, input, version, actor, role }: { id: number; input: EventInput; version: string; actor: number; role: Role }): Promise<Outcome<{ id: number; slug: string }>> {
      const before = await eventRow(id);
      if (!before) return notFound(WHAT);
      const oldCategories = (await linksOf([id])).get(id) ?? [];
      const refusedOld = calendarsRefused(role, oldCategories);
      if (refusedOld) return refusedOld;
      if (versionOf(before.updatedAt) !== version) return staleEdit(WHAT);
      const chosen = await chosenCategories(input, role);
      if (!chosen.ok) return chosen;
      const when = settled(input);
      if (!when.ok) return when;
      const split = input.splitFrom && before.rrule && input.splitFrom > before.startLocal.slice(0, 10) ? input.splitFrom : null;
      if (input.splitFrom && before.rrule && !startOn(before, input.splitFrom) && input.splitFrom > before.startLocal.slice(0, 10)) {
        return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { splitFrom: STAFF_MESSAGES.notADateOfTheEvent } };
      }
      const placed = await placeImage(input, actor);
      if (!placed.ok) return placed.outcome;
      const newImage = placed.files.names.image ?? null;
      const outcome = await writeWithFiles(placed.files, () =>
        change(ENTITY, actor, async (tx) => {
          const now = clock.now();
          const image = newImage ?? (input.imageRemove ? null : before.image);
          if (!split) {
            const updated = await tx
              .update(events)
              .set({ ...columns(input, when), image, sequence: sql`${events.sequence} + 1`, updatedAt: nextVersion(events.updatedAt, now) })
              .where(and(eq(events.id, id), stillAt(events.updatedAt, version)))
              .returning({ id: events.id });
            if (updated.length === 0) return staleEdit(WHAT);
            await setCategories(tx, id, chosen.value);
            const dropped = await dropOrphanChanges(tx, id, when);
            await settleDates(tx, id);
            return changed(
              { id, slug: before.slug, replaced: before.image !== image ? before.image : null },
              { action: "update", entityId: id, detail: `${input.title} (${input.status})${dropped ? `; ${dropped} changed date(s) no longer in the series were removed` : ""}` },
            );
          }
          // "This and following": the first part keeps its id and UID and ends before the split date.
          const lastBefore = ruleEndingBefore({ rrule: before.rrule!, startLocal: before.startLocal }, split);
          const oldSlug = `${before.slug}-until-${addDays(split, -1)}`;
          const ended = await tx
            .update(events)
            .set({ rrule: lastBefore, slug: await freeSlug(oldSlug, tx), sequence: sql`${events.sequence} + 1`, updatedAt: nextVersion(events.updatedAt, now) })
            .where(and(eq(events.id, id), stillAt(events.updatedAt, version)))
            .returning({ id: events.id });
          if (ended.length === 0) return staleEdit(WHAT);
          // The form of "this and following" starts at the split date and counts the dates left.
          const next = when;
          const [row] = await tx
            .insert(events)
            .values({ ...columns(input, next), ...datesSpan(next, []), slug: before.slug, image, splitFrom: id, sequence: 0, createdAt: now, updatedAt: now })
            .returning({ id: events.id });
          await setCategories(tx, row!.id, chosen.value);
          await tx.update(eventExceptions).set({ eventId: row!.id }).where(and(eq(eventExceptions.eventId, id), sql`${eventExceptions.originalDate} >= ${split}`));
          // Registrations of those dates go with them (issue 34).
          await registrations.split(tx, { fromId: id, toId: row!.id, from: split });
          await dropOrphanChanges(tx, row!.id, next);
          await dropOrphanChanges(tx, id, { rrule: lastBefore, startLocal: before.startLocal });
          await settleDates(tx, id);
          await settleDates(tx, row!.id);
          return changed(
            { id: row!.id, slug: before.slug, replaced: null as string | null },
            { action: "update", entityId: id, detail: `${before.title}: changed from ${split} on (continues as event ${row!.id})` },
            { action: "create", entityId: row!.id, detail: `${input.title} (from ${split}, ${input.status})` },
          );
        }),
      );
      if (!outcome.ok) return outcome;
      await dropUnusedImages([outcome.value.replaced]);
      return { ok: true, value: { id: outcome.value.id, slug: outcome.value.slug } };
    },

    async remove(id: number, actor: number, role: Role): Promise<Outcome> {
      const before = await eventRow(id);
      if (!before) return notFound(WHAT);
      const refused = calendarsRefused(role, (await linksOf([id])).get(id) ?? []);
      if (refused) return refused;
      const registered = await registrations.deletionRefused(id);
      if (registered) return { ok: false, status: 409, error: registered };
      const outcome = await change(ENTITY, actor, async (tx) => {
        const [row] = await tx.delete(events).where(eq(events.id, id)).returning({ title: events.title, image: events.image });
        if (!row) return notFound(WHAT);
        return changed({ image: row.image }, { action: "delete", entityId: id, detail: row.title });
      });
      if (!outcome.ok) return outcome;
      await dropUnusedImages([outcome.value.image]);
      return { ok: true, value: { id } };
    },
  };
}
