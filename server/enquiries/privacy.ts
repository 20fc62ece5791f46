/**
 * Children's data kept no longer than it is needed (issue 35): closed enquiries go after the director's
 * set time (24 months unless changed), enquiries never confirmed after a week, each leaving only a count
 * by month, room and outcome; a person's enquiries are found and erased by their e-mail address with
 * everyone else's data; an export leaves out dates of birth unless asked; and an address whose mail
 * server refuses our e-mail for good is marked, so the director knows to phone.
 */
import { and, asc, eq, inArray, isNull, lt, notInArray, or, sql } from "drizzle-orm";
import { BOARD_COLUMNS, CLOSED_STATUSES, STATUS_LABELS, type Weekday, dateAtAge, daysText, monthName, priorityLabels } from "../../shared/enquiries.ts";
import { type Tx, changedUnseen } from "../admin/change.ts";
import { calendarDate, startOfDay } from "../../shared/dates.ts";
import { childcareEnquiries, childcareEnquiryCounts, childcareRooms } from "../db/schema.ts";
import type { PersonalDataPart } from "../people/erasure.ts";
import { normalEmail } from "../people/email.ts";
import { AREA, type EnquiryDeps, LINK_PURPOSE, linkSubject, todayOf } from "./deps.ts";
import { readRooms, readSettings } from "./rooms.ts";
import { roomAtStart } from "./standing.ts";

/** An enquiry sent without the captcha and never confirmed is removed after this long. */
export const UNCONFIRMED_DAYS = 7;

type Row = typeof childcareEnquiries.$inferSelect;

export function createEnquiryPrivacy(deps: EnquiryDeps) {
  const { db, clock, change, links, mailer, timeZone } = deps;

  /** Removes `rows` inside `tx`, adding each to the counts (month of enquiry, room, outcome) first. */
  async function removeCounting(tx: Tx, rows: Row[]): Promise<number> {
    if (rows.length === 0) return 0;
    const rooms = await readRooms(tx);
    const counts = new Map<string, { month: string; room: string; outcome: string; count: number }>();
    for (const row of rows) {
      // The room they held, or the one they asked for when they enquired (not the one a child grown since would need).
      const room = (row.placedRoomId ? rooms.find((r) => r.id === row.placedRoomId) : null) ?? roomAtStart(rooms, row, calendarDate(row.enquiredAt, timeZone));
      const outcome = row.status === "unconfirmed" ? "Never confirmed" : STATUS_LABELS[row.status];
      const key = [row.enquiredAt.toISOString().slice(0, 7), room?.name ?? "No room", outcome];
      const entry = counts.get(key.join("|")) ?? { month: key[0]!, room: key[1]!, outcome: key[2]!, count: 0 };
      entry.count++;
      counts.set(key.join("|"), entry);
    }
    for (const entry of counts.values()) {
      await tx
        .insert(childcareEnquiryCounts)
        .values(entry)
        .onConflictDoUpdate({ target: [childcareEnquiryCounts.month, childcareEnquiryCounts.room, childcareEnquiryCounts.outcome], set: { count: sql`${childcareEnquiryCounts.count} + excluded.count` } });
    }
    for (const row of rows) await links.revoke({ purpose: LINK_PURPOSE, subject: linkSubject(row.id), tx });
    await tx.delete(childcareEnquiries).where(inArray(childcareEnquiries.id, rows.map((r) => r.id)));
    return rows.length;
  }

  /** The retention rule: closed enquiries past the set time, unconfirmed ones after a week. */
  async function sweep(now: Date): Promise<number> {
    const { keepMonths } = await readSettings(db);
    const closedBefore = startOfDay(dateAtAge(todayOf({ clock: { now: () => now }, timeZone }), { value: -keepMonths, unit: "months" }), timeZone);
    const unconfirmedBefore = new Date(now.getTime() - UNCONFIRMED_DAYS * 24 * 60 * 60_000);
    const outcome = await change(AREA, null, async (tx) => {
      const due = await tx
        .select()
        .from(childcareEnquiries)
        .where(
          or(
            and(inArray(childcareEnquiries.status, [...CLOSED_STATUSES]), lt(childcareEnquiries.closedAt, closedBefore)),
            and(eq(childcareEnquiries.status, "unconfirmed"), lt(childcareEnquiries.createdAt, unconfirmedBefore)),
          ),
        )
        .for("update", { skipLocked: true });
      const removed = await removeCounting(tx, due);
      return changedUnseen(removed, ...(removed ? [{ action: "sweep", detail: `Removed ${removed} enquir${removed === 1 ? "y" : "ies"} closed more than ${keepMonths} months ago or never confirmed; their counts are kept` }] : []));
    });
    return outcome.ok ? outcome.value : 0;
  }

  const erasure: PersonalDataPart = {
    area: AREA,
    label: "Childcare enquiries",
    // No child's details here: administrators use this page, and children's data is not theirs to see.
    find: async (email) =>
      (await db.select().from(childcareEnquiries).where(eq(childcareEnquiries.email, normalEmail(email))).orderBy(asc(childcareEnquiries.enquiredAt))).map(
        (e) => `${e.enquiredAt.toISOString().slice(0, 10)}: childcare enquiry ${e.reference} (${STATUS_LABELS[e.status]})`,
      ),
    erase: async (email, tx) => removeCounting(tx, await tx.select().from(childcareEnquiries).where(eq(childcareEnquiries.email, normalEmail(email))).for("update")),
  };

  /** The board's families as CSV for the director; dates of birth only when asked for. Each export is an audit line. */
  async function exportCsv({ birthDates, actor }: { birthDates: boolean; actor: number }): Promise<string> {
    const rows = await db
      .select({ e: childcareEnquiries, room: childcareRooms.name })
      .from(childcareEnquiries)
      .leftJoin(childcareRooms, eq(childcareRooms.id, childcareEnquiries.placedRoomId))
      .where(inArray(childcareEnquiries.status, [...BOARD_COLUMNS]))
      .orderBy(asc(childcareEnquiries.enquiredAt), asc(childcareEnquiries.id));
    const rooms = await readRooms(db);
    const today = todayOf(deps);
    const header = ["Reference", "Status", "Room", "Parent", "E-mail", "Phone", "Child's first name", ...(birthDates ? ["Date of birth or due date", "Due date"] : []), "Start", "Days", "Priority", "Enquired", "Heard from", "Note"];
    const lines = rows.map(({ e, room }) => [
      e.reference,
      STATUS_LABELS[e.status],
      room ?? roomAtStart(rooms, e, today)?.name ?? "",
      e.parentName,
      e.email,
      e.phone,
      e.childName,
      ...(birthDates ? [e.birthDate, e.expected ? "yes" : "no"] : []),
      monthName(e.startMonth),
      daysText((e.placedDays ?? e.days) as Weekday[]),
      priorityLabels(e).join("; "),
      e.enquiredAt.toISOString().slice(0, 10),
      e.heardFrom,
      e.note,
    ]);
    // Nothing is written but the audit line, through the one write path; no page shows it.
    await change(AREA, actor, async () => changedUnseen(null, { action: "export", detail: `Exported ${rows.length} enquir${rows.length === 1 ? "y" : "ies"} as CSV${birthDates ? ", with dates of birth" : ", without dates of birth"}` }));
    return [header, ...lines].map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
  }

  /** A permanent refusal of mail to a family's address: the board says to phone them. */
  function watchRefusals() {
    return mailer.onRefused(async ({ to, purpose }) => {
      if (purpose !== "person") return;
      await db
        .update(childcareEnquiries)
        .set({ mailRefusedAt: clock.now() })
        .where(and(eq(childcareEnquiries.email, normalEmail(to)), notInArray(childcareEnquiries.status, [...CLOSED_STATUSES]), isNull(childcareEnquiries.mailRefusedAt)));
    });
  }

  return { sweep, erasure, exportCsv, watchRefusals };
}

/** A cell as spreadsheets read it: quoted when needed, and never taken for a formula (=, +, -, @ at the start). */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
