import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type ListPage, type ListPlace, pageWithin } from "../../shared/admin-list.ts";
import { type Role } from "../../shared/roles.ts";
import { canReadPastoral } from "../../shared/role-rights.ts";
import {
  OPEN_DAYS,
  type PrayerListFilter,
  type PrayerListSort,
  type PrayerStatus,
  type PrayerVisibility,
  type WallReview,
  firstName,
  prayerListFilters,
} from "../../shared/prayer.ts";
import { changed, changedUnseen } from "../admin/change.ts";
import { notFound, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import { outgoingMail, prayerEncouragements, prayerMail, prayerRequestWords, prayerRequests, prayerTeamMembers, prayerTeamWords } from "../db/schema.ts";
import { SEARCH_CONFIG } from "../search/indexer.ts";
import { AREA, type PrayerDeps, dayOf, daysLater } from "./deps.ts";

/** Who is looking: pastors and site administrators read pastoral data (`canReadPastoral`), everyone else in the area does not. */
export type Viewer = { userId: number; role: Role; pastor: boolean };

export type StaffListItem = {
  id: number;
  /** The full name for pastoral readers; the first name (as the team sees it) for others. */
  name: string;
  receivedOn: string;
  receivedAt: string;
  visibility: PrayerVisibility;
  status: PrayerStatus;
  contactMe: boolean;
  unread: boolean;
  wallReview: WallReview | null;
  praiseReview: WallReview | null;
  prayers: number;
};

export type StaffDetail = StaffListItem & {
  version: string;
  message: string;
  /** Only for pastoral readers. */
  contact: string | null;
  openUntil: string;
  wall: { name: string; text: string; note: string | null } | null;
  praise: string | null;
  encouragements: { fromName: string; message: string; sentOn: string }[];
};

export type FailedMail = { id: number; to: string; subject: string; failedOn: string; reason: string | null; about: string };

/** What a viewer may list: everything for pastoral readers; otherwise only what the person shared with the team. */
function readable(viewer: Viewer): SQL | undefined {
  return canReadPastoral(viewer.role, viewer) ? undefined : inArray(prayerRequests.visibility, ["team", "wall"]);
}

/** Waiting for staff: a public version or a praise note to review. */
const waitingForStaff = () =>
  and(eq(prayerRequests.visibility, "wall"), or(inArray(prayerRequests.wallReview, ["pending", "held"]), inArray(prayerRequests.praiseReview, ["pending", "held"])));

/** The list's "Show" choices as conditions (the pastoral ones are offered to pastoral readers only). */
function shown(filter: PrayerListFilter): SQL | undefined {
  switch (filter) {
    case "open":
    case "answered":
    case "closed":
    case "withdrawn":
      return eq(prayerRequests.status, filter);
    case "review":
      return waitingForStaff();
    case "unread":
      return isNull(prayerRequests.readAt);
    case "pastors":
      return eq(prayerRequests.visibility, "pastors");
    case "contact":
      return eq(prayerRequests.contactMe, true);
  }
}

/**
 * The prayer area's requests as staff see them (issue 36). Pastor-only requests exist only for pastors and
 * site administrators: for anyone else they are not listed, not counted and not found; a contact-me
 * person's details likewise. Every time a pastor-only request is opened, the audit log says who opened it
 * (never what it says).
 */
export function createStaffView(deps: PrayerDeps) {
  const { db, clock, change, mailer, timeZone } = deps;

  function item(viewer: Viewer, r: typeof prayerRequests.$inferSelect): StaffListItem {
    const pastoral = canReadPastoral(viewer.role, viewer);
    return {
      id: r.id,
      name: pastoral ? r.name : firstName(r.name),
      receivedOn: dayOf(r.createdAt, timeZone),
      receivedAt: r.createdAt.toISOString(),
      visibility: r.visibility,
      status: r.status,
      contactMe: pastoral && r.contactMe,
      unread: pastoral && r.readAt === null,
      wallReview: r.visibility === "wall" ? r.wallReview : null,
      praiseReview: r.visibility === "wall" ? r.praiseReview : null,
      prayers: r.teamPrayers + r.wallPrayers,
    };
  }

  return {
    /**
     * One page of 50 of what the viewer may read (issue 33), newest or oldest first, filtered by state or
     * by what waits for staff, and found by the filter box's words as site search reads them. The words
     * are searched through the table's own GIN indexes (prayer is never in the public search index): a
     * pastoral reader's hold the full name, anyone else's the first name alone, the one they are shown.
     * `readable(viewer)` bounds the count and the page alike, so a request the viewer may not read is
     * neither listed, counted nor found by its words.
     */
    async page(viewer: Viewer, place: ListPlace<PrayerListSort, PrayerListFilter>): Promise<ListPage<StaffListItem>> {
      const pastoral = canReadPastoral(viewer.role, viewer);
      const words = pastoral ? prayerRequestWords(prayerRequests) : prayerTeamWords(prayerRequests);
      const filter = place.filter && prayerListFilters(pastoral).includes(place.filter) ? place.filter : null;
      const where = and(
        readable(viewer),
        place.q ? sql`${words} @@ websearch_to_tsquery(${SEARCH_CONFIG}, ${place.q})` : undefined,
        filter ? shown(filter) : undefined,
      );
      const [{ n }] = (await db.select({ n: count() }).from(prayerRequests).where(where)) as unknown as [{ n: number }];
      const at = pageWithin(place.page, Number(n));
      const order = place.sort === "oldest" ? [asc(prayerRequests.createdAt), asc(prayerRequests.id)] : [desc(prayerRequests.createdAt), desc(prayerRequests.id)];
      const rows = await db.select().from(prayerRequests).where(where).orderBy(...order).limit(ADMIN_PAGE_SIZE).offset(at.offset);
      return { items: rows.map((r) => item(viewer, r)), total: Number(n), page: at.page, pages: at.pages };
    },
    /** One request, or null when there is none the viewer may read; opening a pastor-only one is audited. */
    async detail(id: number, viewer: Viewer): Promise<StaffDetail | null> {
      const [row] = await db.select().from(prayerRequests).where(and(eq(prayerRequests.id, id), readable(viewer)));
      if (!row) return null;
      const pastoral = canReadPastoral(viewer.role, viewer);
      const viewed =
        row.visibility === "pastors" || (pastoral && row.contactMe)
          ? [{ action: "view", entityId: id, detail: `Opened prayer request ${id} (${row.visibility === "pastors" ? "pastors only" : "with contact details"})` }]
          : [];
      // The first pastoral reader marks it read, in the change that logs the view; no visitor sees either.
      if ((pastoral && row.readAt === null) || viewed.length) {
        await change(AREA, viewer.userId, async (tx) => {
          if (pastoral) await tx.update(prayerRequests).set({ readAt: clock.now() }).where(and(eq(prayerRequests.id, id), isNull(prayerRequests.readAt)));
          return changedUnseen(null, ...viewed);
        });
      }
      const words = await db.select().from(prayerEncouragements).where(eq(prayerEncouragements.requestId, id)).orderBy(desc(prayerEncouragements.createdAt));
      return {
        ...item(viewer, row),
        version: versionOf(row.updatedAt),
        message: row.message,
        contact: pastoral ? row.contact : null,
        openUntil: dayOf(row.expiresAt, timeZone),
        wall: row.visibility === "wall" ? { name: row.wallName ?? "", text: row.wallText ?? "", note: row.wallNote } : null,
        praise: row.visibility === "wall" ? row.praiseNote : null,
        encouragements: words.map((w) => ({ fromName: w.fromName, message: w.message, sentOn: dayOf(w.createdAt, timeZone) })),
      };
    },
    /** Public versions and praise notes waiting for review (what non-pastoral staff act on). */
    async waitingForReview(): Promise<number> {
      const rows = await db.select({ id: prayerRequests.id }).from(prayerRequests).where(waitingForStaff());
      return rows.length;
    },
    /** Staff keep a request open for OPEN_DAYS more days (the person asked by phone, say). */
    async renew(id: number, viewer: Viewer): Promise<Outcome> {
      return change(AREA, viewer.userId, async (tx) => {
        const [row] = await tx
          .update(prayerRequests)
          .set({ status: "open", closedAt: null, expiresAt: daysLater(clock.now(), OPEN_DAYS), updatedAt: clock.now() })
          .where(and(eq(prayerRequests.id, id), readable(viewer), inArray(prayerRequests.status, ["open", "closed"])))
          .returning({ id: prayerRequests.id });
        if (!row) return notFound("open prayer request");
        return changed({ id }, { action: "update", entityId: id, detail: `Prayer request ${id} kept open for ${OPEN_DAYS} more days` });
      });
    },
    async remove(id: number, viewer: Viewer): Promise<Outcome> {
      return change(AREA, viewer.userId, async (tx) => {
        const [row] = await tx.delete(prayerRequests).where(and(eq(prayerRequests.id, id), readable(viewer))).returning({ id: prayerRequests.id });
        if (!row) return notFound("prayer request");
        return changed({ id }, { action: "delete", entityId: id, detail: `Prayer request ${id} deleted` });
      });
    },
    /** The ministry's e-mails the mail worker gave up on (those about a pastor-only request only for pastoral readers). */
    async failedMail(viewer: Viewer): Promise<FailedMail[]> {
      const rows = await db
        .select({ id: outgoingMail.id, to: outgoingMail.to, subject: outgoingMail.subject, failedAt: outgoingMail.failedAt, reason: outgoingMail.lastError, recipient: prayerMail.recipient, member: prayerTeamMembers.name, visibility: prayerRequests.visibility })
        .from(prayerMail)
        .innerJoin(outgoingMail, eq(outgoingMail.id, prayerMail.mailId))
        .leftJoin(prayerRequests, eq(prayerRequests.id, prayerMail.requestId))
        .leftJoin(prayerTeamMembers, eq(prayerTeamMembers.id, prayerMail.memberId))
        .where(and(isNotNull(outgoingMail.failedAt), isNull(outgoingMail.sentAt)))
        .orderBy(desc(outgoingMail.failedAt))
        .limit(100);
      const pastoral = canReadPastoral(viewer.role, viewer);
      return rows
        .filter((r) => pastoral || (r.visibility !== "pastors" && r.recipient !== "person"))
        .map((r) => ({
          id: r.id,
          to: r.to,
          subject: r.subject,
          failedOn: r.failedAt ? dayOf(r.failedAt, timeZone) : "",
          reason: r.reason,
          about: r.recipient === "team" ? `Team member ${r.member ?? ""}`.trim() : r.recipient === "pastor" ? "A pastor" : r.recipient === "person" ? "The person who asked" : "The staff's notice address",
        }));
    },
    /** Puts a failed e-mail back in the queue; only one of this ministry's, and one the viewer may see. */
    async retryMail(id: number, viewer: Viewer): Promise<Outcome> {
      const shown = (await this.failedMail(viewer)).some((m) => m.id === id);
      if (!shown || !(await mailer.retry(id))) return notFound("failed e-mail");
      return change(AREA, viewer.userId, async () => changedUnseen({ id }, { action: "update", entityId: `mail:${id}`, detail: "Sent a failed prayer ministry e-mail again" }));
    },
  };
}

export type StaffView = ReturnType<typeof createStaffView>;
