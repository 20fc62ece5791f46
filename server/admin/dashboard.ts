import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, isNull, lte, ne, notInArray, or } from "drizzle-orm";
import { AREAS, type AreaKey, canEnterArea, isAdminRole } from "../../shared/areas.ts";
import { type Role } from "../../shared/roles.ts";
import { canReadPastoral } from "../../shared/role-rights.ts";
import { canEditDocument, editorOf } from "../../shared/content/editors.ts";
import { PAGES, type PagePath, pageKey } from "../../shared/content/pages.ts";
import { addDays, calendarDate } from "../../shared/dates.ts";
import type { Backups } from "../backups/backups.ts";
import type { Clock } from "../clock/clock.ts";
import type { Db } from "../db/db.ts";
import { announcements, auditLog, contactMessages, contentDocuments, directoryEntries, featureRequests, outgoingMail, prayerMail, prayerRequests, users } from "../db/schema.ts";

/** What waits in the messages area: unread submissions of each kind, and staff notices the mailer gave up on. */
export type MessagesToDo = { contact: number; directory: number; failedNotices: number };

/**
 * What waits in the prayer area (issue 36): public versions and praise notes to review, the ministry's
 * e-mails that could not be sent, and for pastors and site administrators only, new requests for them
 * (pastor-only, or asking to be contacted). Nothing of a pastor-only request is counted for anyone else.
 */
export type PrayerToDo = { toReview: number; failedMail: number; forPastors?: number };

/** Announcements about to leave the public list (within seven days from today) or not yet shown. */
export type AnnouncementsToDo = {
  expiringThisWeek: { id: number; subject: string; expiresOn: string }[];
  scheduled: { id: number; subject: string; publishOn: string }[];
};

/** A content document whose scheduled publish was refused when it fired (issue 29): its editor, when it was due, and why. */
export type RefusedPublish = { key: string; title: string; path: string; dueAt: Date; because: string };

export type RecentChange = { id: number; at: Date; action: string; entity: string; detail: string | null; userName: string | null };

/**
 * What the dashboard says needs doing, per area. An area the role may not enter is absent (not
 * zero), so its numbers never reach the page: the area table decides, as it does for the pages.
 */
export type DashboardToDo = {
  messages?: MessagesToDo;
  prayer?: PrayerToDo;
  announcements?: AnnouncementsToDo;
  featureRequests?: { open: number };
  /** Drafts that did not go live as scheduled, of the documents the role may edit. */
  refusedPublishes: RefusedPublish[];
  /** Site administrators only: the last good backup, a failure since, and whether it calls for attention (issue 32). */
  backups?: BackupsToDo;
  /** The latest audit lines of the areas the role may enter, newest first. */
  recentChanges: RecentChange[];
};

export type BackupsToDo = {
  lastGood: { at: string; bytes: number } | null;
  failure: { at: string; error: string } | null;
  /** No good backup for 36 hours. */
  stale: boolean;
  /** Red: no good backup for 36 hours, or the last one failed. */
  attention: boolean;
};

/** How many audit lines the dashboard's "latest changes" shows. */
export const RECENT_CHANGES = 5;

/** The dashboard's "what needs doing" (issue 16): counts and short lists, each read only for a role that may enter its area. */
export function createDashboard({ db, clock, timeZone, backups }: { db: Db; clock: Clock; timeZone: string; backups?: Pick<Backups, "status"> }) {
  const counted = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

  async function messages(): Promise<MessagesToDo> {
    const [contact, directory, failedNotices] = await Promise.all([
      counted(db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt))),
      counted(db.select({ n: count() }).from(directoryEntries).where(isNull(directoryEntries.readAt))),
      // The same rows the messages area offers to send again (server/mail/mailer.ts failedNotices).
      counted(
        db
          .select({ n: count() })
          .from(outgoingMail)
          .where(and(eq(outgoingMail.purpose, "notice"), isNotNull(outgoingMail.failedAt), isNull(outgoingMail.sentAt))),
      ),
    ]);
    return { contact, directory, failedNotices };
  }

  async function prayer(pastoral: boolean): Promise<PrayerToDo> {
    const [toReview, failedMail, forPastors] = await Promise.all([
      counted(
        db
          .select({ n: count() })
          .from(prayerRequests)
          .where(and(eq(prayerRequests.visibility, "wall"), or(inArray(prayerRequests.wallReview, ["pending", "held"]), inArray(prayerRequests.praiseReview, ["pending", "held"])))),
      ),
      // The rows the prayer area lists as not sent (server/prayer/staff-view.ts failedMail).
      counted(
        db
          .select({ n: count() })
          .from(prayerMail)
          .innerJoin(outgoingMail, eq(outgoingMail.id, prayerMail.mailId))
          .leftJoin(prayerRequests, eq(prayerRequests.id, prayerMail.requestId))
          .where(
            and(
              isNotNull(outgoingMail.failedAt),
              isNull(outgoingMail.sentAt),
              pastoral ? undefined : and(ne(prayerMail.recipient, "person"), or(isNull(prayerRequests.visibility), ne(prayerRequests.visibility, "pastors"))),
            ),
          ),
      ),
      pastoral
        ? counted(
            db
              .select({ n: count() })
              .from(prayerRequests)
              .where(and(isNull(prayerRequests.readAt), or(eq(prayerRequests.visibility, "pastors"), eq(prayerRequests.contactMe, true)))),
          )
        : undefined,
    ]);
    return { toReview, failedMail, ...(forPastors !== undefined ? { forPastors } : {}) };
  }

  async function announcementsToDo(): Promise<AnnouncementsToDo> {
    const now = clock.now();
    const today = calendarDate(now, timeZone);
    const published = or(isNull(announcements.publishAt), lte(announcements.publishAt, now));
    const [expiring, scheduled] = await Promise.all([
      db
        .select({ id: announcements.id, subject: announcements.subject, expiresOn: announcements.expirationDate })
        .from(announcements)
        .where(
          and(
            published,
            eq(announcements.expires, true),
            gte(announcements.expirationDate, today),
            // Still shown on its expiration date (server/announcements/rules.ts), so today + 6 is the seventh day.
            lte(announcements.expirationDate, addDays(today, 6)),
          ),
        )
        .orderBy(asc(announcements.expirationDate), asc(announcements.id)),
      db
        .select({ id: announcements.id, subject: announcements.subject, publishAt: announcements.publishAt })
        .from(announcements)
        .where(gt(announcements.publishAt, now))
        .orderBy(asc(announcements.publishAt), asc(announcements.id)),
    ]);
    return {
      expiringThisWeek: expiring.map((a) => ({ id: a.id, subject: a.subject, expiresOn: a.expiresOn! })),
      scheduled: scheduled.map((a) => ({ id: a.id, subject: a.subject, publishOn: calendarDate(a.publishAt!, timeZone) })),
    };
  }

  async function openFeatureRequests(): Promise<number> {
    return counted(db.select({ n: count() }).from(featureRequests).where(eq(featureRequests.status, "open")));
  }

  async function refusedPublishes(role: Role): Promise<RefusedPublish[]> {
    const rows = await db
      .select({ key: contentDocuments.key, dueAt: contentDocuments.refusedPublishAt, because: contentDocuments.refusedBecause })
      .from(contentDocuments)
      .where(and(isNotNull(contentDocuments.refusedPublishAt), isNotNull(contentDocuments.draft)))
      .orderBy(asc(contentDocuments.refusedPublishAt), asc(contentDocuments.key));
    return rows.flatMap(({ key, dueAt, because }) => {
      const editor = editorOf(key);
      return editor && canEditDocument(role, key) ? [{ key, title: editor.title, path: editor.path, dueAt: dueAt!, because: because ?? "" }] : [];
    });
  }

  /** The areas a role may not enter (for administrators: those holding children's data). */
  const closedTo = (role: Role) => (Object.keys(AREAS) as AreaKey[]).filter((key) => !canEnterArea(role, key));

  /**
   * Site administrators read every line; administrators every line but those of areas closed to them; others only the lines of the areas they may enter and, in the Pages area,
   * of the pages they may edit (a page's line can say why someone else's draft was not published).
   */
  async function recentChanges(role: Role): Promise<RecentChange[]> {
    const visible = (Object.keys(AREAS) as AreaKey[]).filter((key) => key !== "pages" && canEnterArea(role, key));
    const editablePages = (Object.keys(PAGES) as PagePath[]).map(pageKey).filter((key) => canEditDocument(role, key));
    const pages = editablePages.length ? and(eq(auditLog.entity, "pages"), inArray(auditLog.entityId, editablePages)) : undefined;
    return db
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, entity: auditLog.entity, detail: auditLog.detail, userName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.userId))
      // A view changes nothing (a pastor opening a pastor-only prayer request): it is in the audit log, not here.
      .where(and(ne(auditLog.action, "view"), role === "siteadmin" ? undefined : isAdminRole(role) ? notInArray(auditLog.entity, closedTo(role)) : or(inArray(auditLog.entity, visible), pages)))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(RECENT_CHANGES);
  }

  async function backupsToDo(): Promise<BackupsToDo | undefined> {
    const status = await backups?.status();
    if (!status) return undefined;
    return {
      lastGood: status.lastGood ? { at: status.lastGood.at.toISOString(), bytes: status.lastGood.bytes } : null,
      failure: status.failure ? { at: status.failure.at.toISOString(), error: status.failure.error } : null,
      stale: status.stale,
      attention: status.stale || status.failure !== null,
    };
  }

  return {
    /** `pastor`: the person is a pastor of the prayer ministry (server/prayer/pastors.ts). */
    async toDo(role: Role, { pastor = false }: { pastor?: boolean } = {}): Promise<DashboardToDo> {
      const [messagesToDo, prayerToDo, announcementsList, open, changes, refused, backupState] = await Promise.all([
        canEnterArea(role, "messages") ? messages() : undefined,
        canEnterArea(role, "prayer") ? prayer(canReadPastoral(role, { pastor })) : undefined,
        canEnterArea(role, "announcements") ? announcementsToDo() : undefined,
        canEnterArea(role, "feature-requests") ? openFeatureRequests() : undefined,
        recentChanges(role),
        refusedPublishes(role),
        role === "siteadmin" ? backupsToDo() : undefined,
      ]);
      return {
        ...(messagesToDo ? { messages: messagesToDo } : {}),
        ...(prayerToDo ? { prayer: prayerToDo } : {}),
        ...(backupState ? { backups: backupState } : {}),
        ...(announcementsList ? { announcements: announcementsList } : {}),
        ...(open !== undefined ? { featureRequests: { open } } : {}),
        refusedPublishes: refused,
        recentChanges: changes,
      };
    },
  };
}

export type Dashboard = ReturnType<typeof createDashboard>;
