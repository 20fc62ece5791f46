/**
 * Where each waiting family stands: its room follows from the child's age at the start (so a child who
 * ages out of a room is in the next one, keeping the moment of the enquiry), and each room's waiting
 * list is ordered by priority, then by that moment. Read from the open enquiries only: a childcare has
 * dozens of them, not thousands, and the closed ones are never read here.
 */
import { and, eq, inArray } from "drizzle-orm";
import { PLACED_STATUSES, WAITING_STATUSES, WEEKDAYS, type Weekday, compareQueued, effectiveStart, noRoomReason, roomFor } from "../../shared/enquiries.ts";
import type { Db } from "../db/db.ts";
import { childcareEnquiries } from "../db/schema.ts";
import type { Room } from "./rooms.ts";

type Reader = Pick<Db, "select">;

const waitingColumns = {
  id: childcareEnquiries.id,
  status: childcareEnquiries.status,
  birthDate: childcareEnquiries.birthDate,
  startMonth: childcareEnquiries.startMonth,
  days: childcareEnquiries.days,
  staffChild: childcareEnquiries.staffChild,
  sibling: childcareEnquiries.sibling,
  churchMember: childcareEnquiries.churchMember,
  enquiredAt: childcareEnquiries.enquiredAt,
};

export type WaitingFamily = { id: number; status: (typeof WAITING_STATUSES)[number]; birthDate: string; startMonth: string; days: Weekday[]; staffChild: boolean; sibling: boolean; churchMember: boolean; enquiredAt: Date };

/** Every confirmed family still waiting for a place. */
export async function readWaiting(reader: Reader): Promise<WaitingFamily[]> {
  return (await reader.select(waitingColumns).from(childcareEnquiries).where(inArray(childcareEnquiries.status, [...WAITING_STATUSES]))) as WaitingFamily[];
}

export type Standing = {
  room: Room | null;
  /** 1 for the first family of the room's list. */
  position: number;
  /** How many families wait for the room. */
  of: number;
  /** Why no room fits the child (null when one does). */
  noRoom: ReturnType<typeof noRoomReason>;
};

/** The room, place and list length of every waiting family, by enquiry id. */
export function standings(families: readonly WaitingFamily[], rooms: readonly Room[], today: string): Map<number, Standing> {
  const byRoom = new Map<number, WaitingFamily[]>();
  const result = new Map<number, Standing>();
  for (const family of families) {
    const on = effectiveStart(family.startMonth, today);
    const room = roomFor(rooms, family.birthDate, on);
    if (!room) {
      result.set(family.id, { room: null, position: 0, of: 0, noRoom: noRoomReason(rooms, family.birthDate, on) });
      continue;
    }
    byRoom.set(room.id, [...(byRoom.get(room.id) ?? []), family]);
  }
  for (const [roomId, list] of byRoom) {
    const room = rooms.find((r) => r.id === roomId)!;
    list.sort(compareQueued).forEach((family, i) => result.set(family.id, { room, position: i + 1, of: list.length, noRoom: null }));
  }
  return result;
}

/** The room a child belongs in at the start the family asked for (an offer places them there). */
export function roomAtStart(rooms: readonly Room[], family: Pick<WaitingFamily, "birthDate" | "startMonth">, today: string): Room | null {
  return roomFor(rooms, family.birthDate, effectiveStart(family.startMonth, today));
}

/** How many children hold a place (offered or enrolled) in a room on each weekday. */
export async function placesTaken(reader: Reader, roomId: number): Promise<Record<Weekday, number>> {
  const held = await reader
    .select({ days: childcareEnquiries.placedDays })
    .from(childcareEnquiries)
    .where(and(eq(childcareEnquiries.placedRoomId, roomId), inArray(childcareEnquiries.status, [...PLACED_STATUSES])));
  const taken = Object.fromEntries(WEEKDAYS.map((day) => [day, 0])) as Record<Weekday, number>;
  for (const { days } of held) for (const day of days ?? []) taken[day]++;
  return taken;
}

/** The wanted days on which the room has no place left (empty: every wanted day has one). */
export function fullDays(room: Pick<Room, "places">, taken: Record<Weekday, number>, wanted: readonly Weekday[]): Weekday[] {
  return wanted.filter((day) => taken[day] >= (room.places[day] ?? 0));
}
