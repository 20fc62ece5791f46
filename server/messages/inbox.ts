import { type SQL, and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { ADMIN_PAGE_SIZE, type ListPage, type ListPlace, pageWithin } from "../../shared/admin-list.ts";
import { formatPhone } from "../../shared/format.ts";
import type { MessageKind, MessageSort, MessageState } from "../../shared/schemas/admin/messages.ts";
import { changed } from "../admin/change.ts";
import type { EditingDeps } from "../admin/editing.ts";
import { notFound } from "../admin/editing.ts";
import type { Outcome } from "../admin/outcome.ts";
import { calendarDate } from "../../shared/dates.ts";
import { contactMessageWords, contactMessages, directoryEntries, directoryEntryWords } from "../db/schema.ts";
import type { Mailer } from "../mail/mailer.ts";
import { toCsv } from "./csv.ts";
import { SEARCH_CONFIG } from "../search/indexer.ts";

/** What every item of the staff inbox carries besides its own fields. */
type Received = {
  id: number;
  read: boolean;
  /** ISO moment, for `<time dateTime>`. */
  submittedAt: string;
  /** "November 21, 2026 at 10:00 AM", on the church's clock. */
  submitted: string;
};

export type InboxContact = Received & { kind: "contact"; name: string; email: string; message: string };
export type InboxDirectory = Received & {
  kind: "directory";
  firstName: string;
  lastName: string;
  /** ddd-ddd-dddd. */
  phone: string;
  email: string;
  address: string;
  city: string;
  zip: string;
  /** YYYY-MM-DD. */
  birthday: string;
};
export type InboxItem = InboxContact | InboxDirectory;
export type InboxItemOf<K extends MessageKind> = Extract<InboxItem, { kind: K }>;

export const DIRECTORY_CSV_HEADER = ["First name", "Last name", "Phone", "Email", "Address", "City", "Zip", "Birthday", "Submitted"] as const;

const TABLES = { contact: contactMessages, directory: directoryEntries } as const;

/** The words the audit log and the confirmation use for one submission. */
const WHAT: Record<MessageKind, string> = { contact: "message", directory: "directory entry" };

/**
 * The staff inbox (issue 5, /admin/messages): what visitors sent through the contact and directory forms
 * (stored by ./submissions.ts; prayer requests have their own area, server/prayer), read, marked read or unread, deleted and, for directory entries,
 * exported. Nothing here is public content, so no change clears the page caches.
 */
const AREA = "messages";

export function createInbox({ db, clock, audit, change, mailer, timeZone }: Pick<EditingDeps, "db" | "clock" | "audit" | "change"> & { mailer: Mailer; timeZone: string }) {
  const longMoment = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short", timeZone });

  function received(row: { id: number; readAt: Date | null; createdAt: Date }): Received {
    return { id: row.id, read: row.readAt !== null, submittedAt: row.createdAt.toISOString(), submitted: longMoment.format(row.createdAt) };
  }

  /** "2026-11-21 10:00": sortable in a spreadsheet, on the church's clock. */
  function sortableMoment(moment: Date): string {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", hour: "2-digit", minute: "2-digit" }).formatToParts(moment);
    const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
    return `${calendarDate(moment, timeZone)} ${get("hour")}:${get("minute")}`;
  }

  type ContactRow = typeof contactMessages.$inferSelect;
  type DirectoryRow = typeof directoryEntries.$inferSelect;
  const contactItem = (r: ContactRow): InboxContact => ({ ...received(r), kind: "contact", name: r.name, email: r.email, message: r.message });
  const directoryItem = (r: DirectoryRow): InboxDirectory => ({
    ...received(r),
    kind: "directory",
    firstName: r.firstName,
    lastName: r.lastName,
    phone: formatPhone(r.phone),
    email: r.email,
    address: r.address,
    city: r.city,
    zip: r.zip,
    birthday: r.birthday,
  });

  /**
   * One page of 50 of a kind (issue 33): the filter box's words searched as site search reads them
   * (through the table's own GIN expression index: messages are private, never in the public index),
   * read or unread, newest, oldest or by the sender's name.
   */
  async function page<K extends MessageKind>(kind: K, place: ListPlace<MessageSort, MessageState>): Promise<ListPage<InboxItemOf<K>>> {
    const table = TABLES[kind as MessageKind];
    const words = kind === "contact" ? contactMessageWords(contactMessages) : directoryEntryWords(directoryEntries);
    const states: Record<MessageState, SQL> = { unread: isNull(table.readAt), read: isNotNull(table.readAt) };
    const where = and(place.q ? sql`${words} @@ websearch_to_tsquery(${SEARCH_CONFIG}, ${place.q})` : undefined, place.filter ? states[place.filter] : undefined);
    const [{ n }] = (await db.select({ n: count() }).from(table).where(where)) as unknown as [{ n: number }];
    const at = pageWithin(place.page, Number(n));
    const byName = kind === "contact" ? [asc(sql`lower(${contactMessages.name})`)] : [asc(sql`lower(${directoryEntries.lastName})`), asc(sql`lower(${directoryEntries.firstName})`)];
    const order = place.sort === "oldest" ? [asc(table.createdAt), asc(table.id)] : place.sort === "name" ? [...byName, desc(table.id)] : [desc(table.createdAt), desc(table.id)];
    const items =
      kind === "contact"
        ? (await db.select().from(contactMessages).where(where).orderBy(...order).limit(ADMIN_PAGE_SIZE).offset(at.offset)).map(contactItem)
        : (await db.select().from(directoryEntries).where(where).orderBy(...order).limit(ADMIN_PAGE_SIZE).offset(at.offset)).map(directoryItem);
    return { items: items as InboxItemOf<K>[], total: Number(n), page: at.page, pages: at.pages };
  }

  /** Who sent a submission, for the audit line: a name, never the message itself. */
  async function sender(kind: MessageKind, id: number, tx: Pick<typeof db, "select"> = db): Promise<string | null> {
    const [row] =
      kind === "contact"
        ? await tx.select({ name: contactMessages.name }).from(contactMessages).where(eq(contactMessages.id, id))
        : await tx
            .select({ name: sql<string>`${directoryEntries.firstName} || ' ' || ${directoryEntries.lastName}` })
            .from(directoryEntries)
            .where(eq(directoryEntries.id, id));
    return row ? row.name : null;
  }

  return {
    page,
    /** Unread submissions of each kind, for the tab labels. */
    async unreadCounts(): Promise<Record<MessageKind, number>> {
      const unread = async (kind: MessageKind) => {
        const table = TABLES[kind];
        const [row] = await db.select({ n: count() }).from(table).where(isNull(table.readAt));
        return Number(row?.n ?? 0);
      };
      const [contact, directory] = await Promise.all([unread("contact"), unread("directory")]);
      return { contact, directory };
    },
    /**
     * Staff decide when something counts as read: this is the only way it changes. Marking read keeps
     * the first moment it was read; marking unread clears it.
     */
    async setRead({ kind, id, read, actor }: { kind: MessageKind; id: number; read: boolean; actor: number }): Promise<Outcome> {
      const table = TABLES[kind];
      return change(AREA, actor, async (tx) => {
        const name = await sender(kind, id, tx);
        if (name === null) return notFound(WHAT[kind]);
        await tx
          .update(table)
          .set({ readAt: read ? sql`coalesce(${table.readAt}, ${clock.now().toISOString()}::timestamptz)` : null })
          .where(eq(table.id, id));
        return changed({ id }, { action: "update", entityId: `${kind}:${id}`, detail: `Marked ${read ? "read" : "unread"}: ${WHAT[kind]} from ${name}` });
      });
    },
    async remove({ kind, id, actor }: { kind: MessageKind; id: number; actor: number }): Promise<Outcome> {
      const table = TABLES[kind];
      return change(AREA, actor, async (tx) => {
        const name = await sender(kind, id, tx);
        if (name === null) return notFound(WHAT[kind]);
        await tx.delete(table).where(eq(table.id, id));
        return changed({ id }, { action: "delete", entityId: `${kind}:${id}`, detail: `${WHAT[kind][0]!.toUpperCase()}${WHAT[kind].slice(1)} from ${name}` });
      });
    },
    /** Staff notices of new submissions that the mailer gave up on (the submissions themselves are here regardless). */
    async failedNotices(): Promise<{ id: number; subject: string; to: string; failed: string; reason: string | null }[]> {
      const rows = await mailer.failedNotices();
      return rows.map((r) => ({ id: r.id, subject: r.subject, to: r.to, failed: r.failedAt ? longMoment.format(r.failedAt) : "", reason: r.lastError }));
    },
    /** Puts a failed staff notice back in the mail queue; the audit log says who did. */
    async resendNotice({ id, actor }: { id: number; actor: number }): Promise<Outcome> {
      if (!(await mailer.retryNotice(id))) return notFound("failed notice");
      await audit.record({ userId: actor, action: "update", entity: "messages", entityId: `notice:${id}`, detail: "Sent a failed staff notice again" });
      return { ok: true, value: { id } };
    },
    /**
     * Every directory entry as a spreadsheet, by last name then first name, with an audit line saying
     * who exported them (the file holds visitors' personal details).
     */
    async directoryCsv(actor: number): Promise<{ csv: string; fileName: string; rows: number }> {
      const rows = await db
        .select()
        .from(directoryEntries)
        .orderBy(asc(sql`lower(${directoryEntries.lastName})`), asc(sql`lower(${directoryEntries.firstName})`), asc(directoryEntries.id));
      const csv = toCsv([
        DIRECTORY_CSV_HEADER,
        ...rows.map((r) => [r.firstName, r.lastName, formatPhone(r.phone), r.email, r.address, r.city, r.zip, r.birthday, sortableMoment(r.createdAt)]),
      ]);
      await audit.record({ userId: actor, action: "export", entity: "messages", entityId: "directory", detail: `Directory entries exported as CSV (${rows.length} ${rows.length === 1 ? "entry" : "entries"})` });
      return { csv, fileName: `directory-entries-${calendarDate(clock.now(), timeZone)}.csv`, rows: rows.length };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
