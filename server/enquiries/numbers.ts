/**
 * The director's numbers for the childcare dashboard: per room, its places, how many children are
 * enrolled, offered and waiting, and how many are expected to start in each of the next six months.
 */
import { inArray } from "drizzle-orm";
import { PLACED_STATUSES, WEEKDAYS, startMonths } from "../../shared/enquiries.ts";
import { childcareEnquiries } from "../db/schema.ts";
import { type EnquiryDeps, todayOf } from "./deps.ts";
import { readRooms } from "./rooms.ts";
import { readWaiting, standings } from "./standing.ts";

export type RoomNumbers = {
  room: string;
  /** The most places the room has on any weekday. */
  places: number;
  enrolled: number;
  offered: number;
  waiting: number;
  /** For each of the next six months ("2027-01"): children with a place starting then, and waiting families asking to. */
  starts: { month: string; placed: number; waiting: number }[];
};

export const MONTHS_AHEAD = 6;

export async function roomNumbers(deps: Pick<EnquiryDeps, "db" | "clock" | "timeZone">): Promise<RoomNumbers[]> {
  const { db } = deps;
  const today = todayOf(deps);
  const months = startMonths(today, MONTHS_AHEAD);
  const [rooms, waiting, placed] = await Promise.all([
    readRooms(db),
    readWaiting(db),
    db
      .select({ status: childcareEnquiries.status, roomId: childcareEnquiries.placedRoomId, startMonth: childcareEnquiries.startMonth })
      .from(childcareEnquiries)
      .where(inArray(childcareEnquiries.status, [...PLACED_STATUSES])),
  ]);
  const order = standings(waiting, rooms, today);
  return rooms.map((room) => {
    const held = placed.filter((p) => p.roomId === room.id);
    const queued = waiting.filter((w) => order.get(w.id)?.room?.id === room.id);
    // A start month already past counts as this month for a family still to start (offered, waiting);
    // an enrolled child whose month has passed has started.
    const startOf = (startMonth: string) => (startMonth.slice(0, 7) < months[0]! ? months[0]! : startMonth.slice(0, 7));
    const expectedStart = (p: (typeof held)[number]) => (p.status === "enrolled" ? p.startMonth.slice(0, 7) : startOf(p.startMonth));
    return {
      room: room.name,
      places: Math.max(0, ...WEEKDAYS.map((d) => room.places[d] ?? 0)),
      enrolled: held.filter((p) => p.status === "enrolled").length,
      offered: held.filter((p) => p.status === "offered").length,
      waiting: queued.length,
      starts: months.map((month) => ({
        month,
        placed: held.filter((p) => expectedStart(p) === month).length,
        waiting: queued.filter((w) => startOf(w.startMonth) === month).length,
      })),
    };
  });
}
