import { and, asc, eq, inArray, isNull, like, sql } from "drizzle-orm";
import { NEWSLETTER_PURPOSE_PREFIX, WEEKDAYS, listKeyOf, listPurpose } from "../../shared/newsletter.ts";
import type { NewsletterListInput } from "../../shared/schemas/admin/newsletter.ts";
import { type Change, changed } from "../admin/change.ts";
import { type UpdateArgs, nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { consents, newsletterLists, newsletterSettings } from "../db/schema.ts";

const AREA = "newsletter-lists";

export type NewsletterList = { id: number; key: string; name: string; description: string; isPublic: boolean };
export type AdminNewsletterList = NewsletterList & { subscribers: number; version: string };
export type NewsletterSettings = { draftWeekday: number | null; defaultListKeys: string[] };

/** The lists a new site starts with; staff rename, hide or delete them. */
const STARTING_LISTS = [
  { key: "weekly-news", name: "Weekly news", description: "Announcements, the coming two weeks, the latest sermon and a word from the pastor, every week.", isPublic: true, position: 1 },
  { key: "childcare-families", name: "Childcare families", description: "News for families of the childcare and preschool: closings, events and reminders.", isPublic: true, position: 2 },
];

/**
 * The lists people subscribe to (staff define them and which are public) and the newsletter's settings.
 * The public lists are kept in memory for the sign-up box on every page, dropped when a list changes
 * (here at once; on other instances through the change notice, server/http/site-caches.ts).
 */
export function createNewsletterLists({ db, clock, change }: { db: Db; clock: Clock; change: Change }) {
  let publicLists: Promise<NewsletterList[]> | null = null;

  /** A new site gets its starting lists once: with the settings row, so lists staff deleted stay deleted. */
  async function ensureSetUp() {
    const [settings] = await db.select({ id: newsletterSettings.id }).from(newsletterSettings).where(eq(newsletterSettings.id, 1));
    if (settings) return;
    await db.transaction(async (tx) => {
      const [made] = await tx.insert(newsletterSettings).values({ id: 1, defaultListKeys: ["weekly-news"] }).onConflictDoNothing().returning({ id: newsletterSettings.id });
      if (made) await tx.insert(newsletterLists).values(STARTING_LISTS).onConflictDoNothing();
    });
  }

  const listColumns = { id: newsletterLists.id, key: newsletterLists.key, name: newsletterLists.name, description: newsletterLists.description, isPublic: newsletterLists.isPublic };

  async function all(): Promise<NewsletterList[]> {
    await ensureSetUp();
    return db.select(listColumns).from(newsletterLists).orderBy(asc(newsletterLists.position), asc(newsletterLists.id));
  }

  /** A key no list has: the name's, or with -2, -3 ... */
  async function freeKey(name: string, tx: Pick<Db, "select">): Promise<string> {
    const base = listKeyOf(name);
    const taken = new Set((await tx.select({ key: newsletterLists.key }).from(newsletterLists).where(like(newsletterLists.key, `${base}%`))).map((r) => r.key));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
  }

  return {
    all,
    invalidate() {
      publicLists = null;
    },
    /** The lists the sign-up box offers, in staff's order (kept in memory until a list changes). */
    publicLists(): Promise<NewsletterList[]> {
      publicLists ??= all()
        .then((lists) => lists.filter((l) => l.isPublic))
        .catch((error: unknown) => {
          publicLists = null;
          throw error;
        });
      return publicLists;
    },
    /** Lists by key (any of them, public or not); inside a change, pass its transaction. */
    async byKeys(keys: readonly string[], reader: Pick<Db, "select"> = db): Promise<NewsletterList[]> {
      if (!keys.length) return [];
      // A change's transaction comes after the site was set up; outside one, a new site gets its lists first.
      if (reader === db) await ensureSetUp();
      return reader.select(listColumns).from(newsletterLists).where(inArray(newsletterLists.key, [...keys]));
    },
    /** Every list with its number of subscribers (standing consents), for staff. */
    async adminList(): Promise<AdminNewsletterList[]> {
      const lists = await all();
      const counts = await db
        .select({ purpose: consents.purpose, count: sql<number>`count(*)::int` })
        .from(consents)
        .where(and(like(consents.purpose, `${NEWSLETTER_PURPOSE_PREFIX}%`), isNull(consents.withdrawnAt)))
        .groupBy(consents.purpose);
      const versions = await db.select({ id: newsletterLists.id, updatedAt: newsletterLists.updatedAt }).from(newsletterLists);
      return lists.map((list) => ({
        ...list,
        subscribers: counts.find((c) => c.purpose === listPurpose(list.key))?.count ?? 0,
        version: versionOf(versions.find((v) => v.id === list.id)?.updatedAt ?? null),
      }));
    },
    async create(input: NewsletterListInput, actor: number): Promise<Outcome> {
      await ensureSetUp();
      return change(AREA, actor, async (tx) => {
        const key = await freeKey(input.name, tx);
        const [{ last }] = (await tx.select({ last: sql<number>`coalesce(max(${newsletterLists.position}), 0)::int` }).from(newsletterLists)) as [{ last: number }];
        const [row] = await tx.insert(newsletterLists).values({ key, name: input.name, description: input.description, isPublic: input.isPublic, position: last + 1 }).returning({ id: newsletterLists.id });
        return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: `${input.name}${input.isPublic ? " (public)" : " (staff only)"}` });
      });
    },
    async update({ id, input, version, actor }: UpdateArgs<NewsletterListInput>): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [row] = await tx
          .update(newsletterLists)
          .set({ name: input.name, description: input.description, isPublic: input.isPublic, updatedAt: nextVersion(newsletterLists.updatedAt, clock.now()) })
          .where(and(eq(newsletterLists.id, id), stillAt(newsletterLists.updatedAt, version)))
          .returning({ id: newsletterLists.id });
        if (!row) return (await tx.select({ id: newsletterLists.id }).from(newsletterLists).where(eq(newsletterLists.id, id))).length ? staleEdit("list") : notFound("list");
        return changed({ id }, { action: "update", entityId: id, detail: `${input.name}${input.isPublic ? " (public)" : " (staff only)"}` });
      });
    },
    /** Deletes a list: its subscriptions end (each consent is withdrawn, so the record says when). */
    async remove(id: number, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [gone] = await tx.delete(newsletterLists).where(eq(newsletterLists.id, id)).returning({ key: newsletterLists.key, name: newsletterLists.name });
        if (!gone) return notFound("list");
        const ended = await tx
          .update(consents)
          .set({ withdrawnAt: clock.now() })
          .where(and(eq(consents.purpose, listPurpose(gone.key)), isNull(consents.withdrawnAt)))
          .returning({ id: consents.id });
        return changed({ id }, { action: "delete", entityId: id, detail: `${gone.name} (${ended.length} subscription${ended.length === 1 ? "" : "s"} ended)` });
      });
    },
    async settings(): Promise<NewsletterSettings> {
      await ensureSetUp();
      const [row] = await db.select().from(newsletterSettings).where(eq(newsletterSettings.id, 1));
      return { draftWeekday: row?.draftWeekday ?? null, defaultListKeys: row?.defaultListKeys ?? [] };
    },
    async saveSettings(settings: NewsletterSettings, actor: number): Promise<Outcome<null>> {
      await ensureSetUp();
      return change("newsletter", actor, async (tx) => {
        await tx.update(newsletterSettings).set({ ...settings, updatedAt: clock.now() }).where(eq(newsletterSettings.id, 1));
        return changed(null, { action: "settings", detail: settings.draftWeekday === null ? "No weekly draft" : `A draft is prepared every ${WEEKDAYS[settings.draftWeekday]}` });
      });
    },
  };
}

export type NewsletterLists = ReturnType<typeof createNewsletterLists>;
