import type { EditingDeps } from "../admin/editing.ts";
import { and, desc, isNull, lte, or, sql } from "drizzle-orm";
import { calendarDate } from "../clock/clock.ts";
import { announcements } from "../db/schema.ts";
import { sanitizeStoredHtml } from "../html/sanitize.ts";
import { showsExpiry, truncateBody } from "./rules.ts";

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

export function createAnnouncements({ db, clock, timeZone }: EditingDeps & { timeZone: string }) {
  /** Published, unexpired announcements, newest first. */
  async function listPublic(): Promise<Announcement[]> {
    const now = clock.now();
    const today = calendarDate(now, timeZone);
    return db
      .select()
      .from(announcements)
      .where(
        and(
          or(isNull(announcements.publishAt), lte(announcements.publishAt, now)),
          sql`not (${announcements.expires} and ${announcements.expirationDate} is not null and ${announcements.expirationDate} < ${today})`,
        ),
      )
      .orderBy(desc(announcements.submittedAt), desc(announcements.id));
  }

  return {
    listPublic,
    /** The public list as pages show it; `limit` for the home page's first two. */
    async publicView(limit?: number): Promise<PublicAnnouncement[]> {
      const rows = await listPublic();
      return rows.slice(0, limit ?? rows.length).map(toPublicAnnouncement);
    },
  };
}
