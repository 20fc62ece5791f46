import { type SQL, and, asc, count, desc, eq, gt, gte, isNull, lt, lte, or, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type ListPage, type ListPlace, pageWithin } from "../../shared/admin-list.ts";
import { ARCHIVE_PAGE_SIZE, type ArchivePlace, archivePlace } from "../../shared/archive-pages.ts";
import { staffMatches } from "../search/search.ts";
import { changed } from "../admin/change.ts";
import type { EditingDeps, UpdateArgs } from "../admin/editing.ts";
import type { AnnouncementInput, AnnouncementSort, AnnouncementState } from "../../shared/schemas/admin/announcements.ts";
import { nextVersion, notFound, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import type { Outcome } from "../admin/outcome.ts";
import { calendarDate, startOfDay } from "../../shared/dates.ts";
import { announcements } from "../db/schema.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import { isExpired, showsExpiry, truncateBody } from "./rules.ts";

export type Announcement = typeof announcements.$inferSelect;

/** What a public page shows of an announcement: body sanitised and truncated per spec section 3. */
export type PublicAnnouncement = { id: number; subject: string; html: string; submittedAt: string; expiresOn: string | null };

export function toPublicAnnouncement(a: Announcement): PublicAnnouncement {
  return {
    id: a.id,
    subject: a.subject,
    html: sanitizeStoredHtml(truncateBody(a.announcement)),
    submittedAt: a.submittedAt.toISOString(),
    expiresOn: showsExpiry(a) ? a.expirationDate : null,
  };
}

/** An announcement as the admin list and form see it. */
export type AdminAnnouncement = {
  id: number;
  subject: string;
  announcement: string;
  submittedAt: string;
  publishOn: string | null;
  expires: boolean;
  expirationDate: string | null;
  /** The date "Expires on" names, when it shows (spec section 2). */
  expiresOn: string | null;
  version: string;
  /** live, scheduled (publish date ahead) or expired. */
  state: "live" | "scheduled" | "expired";
};

const lastChange = sql`coalesce(${announcements.updatedAt}, ${announcements.submittedAt})`;

const AREA = "announcements";

export function createAnnouncements({ db, clock, timeZone, change }: EditingDeps & { timeZone: string }) {
  function toAdmin(a: Announcement): AdminAnnouncement {
    const now = clock.now();
    const today = calendarDate(now, timeZone);
    return {
      id: a.id,
      subject: a.subject,
      // Stored bodies were sanitised on save; the editor gets them through the same allow-list again.
      announcement: sanitizeStoredHtml(a.announcement),
      submittedAt: a.submittedAt.toISOString(),
      publishOn: a.publishAt ? calendarDate(a.publishAt, timeZone) : null,
      expires: a.expires,
      expirationDate: a.expirationDate,
      version: versionOf(a.updatedAt ?? a.submittedAt),
      expiresOn: showsExpiry(a) ? a.expirationDate : null,
      state: a.publishAt && a.publishAt > now ? "scheduled" : isExpired(a, today) ? "expired" : "live",
    };
  }

  /** The stored row of a form: sanitised body; a publish date sets when it appears and the date it is "posted on". */
  function columns(input: AnnouncementInput) {
    const publishAt = input.publishOn ? startOfDay(input.publishOn, timeZone) : null;
    return {
      subject: input.subject,
      announcement: sanitizeStoredHtml(input.announcement),
      expires: input.expires,
      expirationDate: input.expires ? input.expirationDate || null : null,
      publishAt,
    };
  }

  /** Published and unexpired now: the expiry rule (rules.ts `isExpired`) in SQL, so ten years of expired ones are never read. */
  function shownNow(): SQL {
    const now = clock.now();
    const today = calendarDate(now, timeZone);
    return and(
      or(isNull(announcements.publishAt), lte(announcements.publishAt, now)),
      or(eq(announcements.expires, false), isNull(announcements.expirationDate), gte(announcements.expirationDate, today)),
    )!;
  }

  /** Published, unexpired announcements, newest first. */
  async function listPublic(limit?: number): Promise<Announcement[]> {
    const query = db.select().from(announcements).where(shownNow()).orderBy(desc(announcements.submittedAt), desc(announcements.id));
    return limit === undefined ? query : query.limit(limit);
  }

  return {
    /** Every stored body, for the sweep of rich-text pictures no text names any more. */
    async storedHtml(): Promise<string[]> {
      const rows = await db.select({ html: announcements.announcement }).from(announcements);
      return rows.map((r) => r.html);
    },
    listPublic,
    /** Every announcement, scheduled and expired ones included, newest first. */
    /** A page of 50 of the staff list: found by the filter box's words, of one state, in the order chosen. */
    async adminPage(place: ListPlace<AnnouncementSort, AnnouncementState>): Promise<ListPage<AdminAnnouncement>> {
      const now = clock.now();
      const today = calendarDate(now, timeZone);
      const expired = and(eq(announcements.expires, true), lt(announcements.expirationDate, today));
      const states: Record<AnnouncementState, SQL | undefined> = {
        scheduled: gt(announcements.publishAt, now),
        expired: and(or(isNull(announcements.publishAt), lte(announcements.publishAt, now)), expired),
        live: and(or(isNull(announcements.publishAt), lte(announcements.publishAt, now)), or(eq(announcements.expires, false), isNull(announcements.expirationDate), gte(announcements.expirationDate, today))),
      };
      const where = and(place.q ? sql`${announcements.id} in ${staffMatches("announcement", place.q)}` : undefined, place.filter ? states[place.filter] : undefined);
      const [{ n }] = (await db.select({ n: count() }).from(announcements).where(where)) as [{ n: number }];
      const { page, pages, offset } = pageWithin(place.page, Number(n));
      const order = place.sort === "oldest" ? [asc(announcements.submittedAt), asc(announcements.id)] : place.sort === "subject" ? [asc(sql`lower(${announcements.subject})`), desc(announcements.id)] : [desc(announcements.submittedAt), desc(announcements.id)];
      const rows = await db.select().from(announcements).where(where).orderBy(...order).limit(ADMIN_PAGE_SIZE).offset(offset);
      return { items: rows.map(toAdmin), total: Number(n), page, pages };
    },
    async adminList(): Promise<AdminAnnouncement[]> {
      const rows = await db.select().from(announcements).orderBy(desc(announcements.submittedAt), desc(announcements.id));
      return rows.map(toAdmin);
    },
    async adminGet(id: number): Promise<AdminAnnouncement | null> {
      const [row] = await db.select().from(announcements).where(eq(announcements.id, id));
      return row ? toAdmin(row) : null;
    },
    async create(input: AnnouncementInput, actor: number): Promise<Outcome> {
      const values = columns(input);
      return change(AREA, actor, async (tx) => {
        const [row] = await tx
          .insert(announcements)
          .values({ ...values, submittedAt: values.publishAt ?? clock.now() })
          .returning({ id: announcements.id });
        return changed({ id: row!.id }, { action: "create", entityId: row!.id, detail: input.subject });
      });
    },
    async update({ id, input, version, actor }: UpdateArgs<AnnouncementInput>): Promise<Outcome> {
      const values = columns(input);
      return change(AREA, actor, async (tx) => {
        const [current] = await tx.select({ publishAt: announcements.publishAt }).from(announcements).where(eq(announcements.id, id));
        if (!current) return notFound("announcement");
        // A new publish date moves the "posted on" date with it; otherwise the first posting date stays.
        const moved = values.publishAt && values.publishAt.getTime() !== current.publishAt?.getTime() ? { submittedAt: values.publishAt } : {};
        const updated = await tx
          .update(announcements)
          .set({ ...values, ...moved, updatedAt: nextVersion(lastChange, clock.now()) })
          .where(and(eq(announcements.id, id), stillAt(lastChange, version)))
          .returning({ id: announcements.id });
        if (updated.length === 0) return staleEdit("announcement");
        return changed({ id }, { action: "update", entityId: id, detail: input.subject });
      });
    },
    async remove(id: number, actor: number): Promise<Outcome> {
      return change(AREA, actor, async (tx) => {
        const [gone] = await tx.delete(announcements).where(eq(announcements.id, id)).returning({ subject: announcements.subject });
        if (!gone) return notFound("announcement");
        return changed({ id }, { action: "delete", entityId: id, detail: gone.subject });
      });
    },
    /**
     * One page of /announcements (issue 33), `page` as the address gives it: 20 a page, newest first,
     * with where it lies (`canonical` false: answer the address at the page it names instead).
     */
    async publicPage(page: string | null): Promise<ArchivePlace & { canonical: boolean; total: number; items: PublicAnnouncement[] }> {
      const where = shownNow();
      const [{ n }] = (await db.select({ n: count() }).from(announcements).where(where)) as [{ n: number }];
      const place = archivePlace(page, Number(n));
      const rows = place.canonical
        ? await db.select().from(announcements).where(where).orderBy(desc(announcements.submittedAt), desc(announcements.id)).limit(ARCHIVE_PAGE_SIZE).offset(place.offset)
        : [];
      return { ...place, total: Number(n), items: rows.map(toPublicAnnouncement) };
    },
    /** The public list as pages show it; `limit` for the home page's first two. */
    async publicView(limit?: number): Promise<PublicAnnouncement[]> {
      const rows = await listPublic(limit);
      return rows.map(toPublicAnnouncement);
    },
  };
}
