import { and, asc, count, eq, inArray } from "drizzle-orm";
import { PLACED_STATUSES, type RoomBand, bandText, bandsOverlap, dateAtAge } from "../../shared/enquiries.ts";
import type { EnquirySettingsInput, RoomInput } from "../../shared/schemas/admin/enquiries.ts";
import { changed } from "../admin/change.ts";
import { notFound, nextVersion, staleEdit, stillAt, versionOf } from "../admin/editing.ts";
import { type Outcome } from "../admin/outcome.ts";
import type { Db } from "../db/db.ts";
import { childcareEnquiries, childcareEnquirySettings, childcareRooms } from "../db/schema.ts";
import { AREA, type EnquiryDeps } from "./deps.ts";

type Reader = Pick<Db, "select">;
type RoomRow = typeof childcareRooms.$inferSelect;

/** A room as the rest of the service uses it: its band, its places per weekday, and its version for the edit form. */
export type Room = RoomBand & { places: RoomRow["places"]; version: string };

export const roomOf = (row: RoomRow): Room => ({
  id: row.id,
  name: row.name,
  minAge: { value: row.minAgeValue, unit: row.minAgeUnit },
  maxAge: { value: row.maxAgeValue, unit: row.maxAgeUnit },
  places: row.places,
  version: versionOf(row.updatedAt),
});

/** Every room, youngest first (its band's youngest age, compared for one fixed birthday). */
export async function readRooms(reader: Reader): Promise<Room[]> {
  const rooms = (await reader.select().from(childcareRooms).orderBy(asc(childcareRooms.id))).map(roomOf);
  const youngest = (room: Room) => dateAtAge("2000-01-01", room.minAge);
  return rooms.sort((a, b) => youngest(a).localeCompare(youngest(b)) || a.id - b.id);
}

export type EnquirySettings = { offerDays: number; keepMonths: number; tourFamilies: number; version: string };

export async function readSettings(reader: Reader): Promise<EnquirySettings> {
  const [row] = await reader.select().from(childcareEnquirySettings).where(eq(childcareEnquirySettings.id, 1));
  return row ? { offerDays: row.offerDays, keepMonths: row.keepMonths, tourFamilies: row.tourFamilies, version: versionOf(row.updatedAt) } : { offerDays: 2, keepMonths: 24, tourFamilies: 2, version: "" };
}

/**
 * The rooms the issue names, as the demo site starts with them and the tests use them; a real site's
 * director defines their own (until then the form says enquiries are not taken online).
 */
export const STANDARD_ROOMS: (typeof childcareRooms.$inferInsert)[] = [
  { name: "Infants", minAgeValue: 6, minAgeUnit: "weeks", maxAgeValue: 18, maxAgeUnit: "months", places: { mon: 8, tue: 8, wed: 8, thu: 8, fri: 8 } },
  { name: "Toddlers", minAgeValue: 18, minAgeUnit: "months", maxAgeValue: 36, maxAgeUnit: "months", places: { mon: 10, tue: 10, wed: 10, thu: 10, fri: 10 } },
  { name: "Pre-K", minAgeValue: 3, minAgeUnit: "years", maxAgeValue: 5, maxAgeUnit: "years", places: { mon: 16, tue: 16, wed: 16, thu: 16, fri: 16 } },
];

const describe = (input: RoomInput) => `${input.name} (${bandText(input)})`;

/** The director's rooms (age bands and places per weekday) and the area's numbers. */
export function createRooms({ db, clock, change }: Pick<EnquiryDeps, "db" | "clock" | "change">) {
  /** A band that overlaps another room's would leave a child's room in doubt. */
  async function overlapping(input: RoomInput, reader: Reader, except?: number): Promise<Outcome<never> | null> {
    const clash = (await readRooms(reader)).find((room) => room.id !== except && bandsOverlap(room, input));
    if (clash) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { minValue: `These ages overlap the ${clash.name} room (${bandText(clash)}): a child's room must be clear.` } };
    const sameName = (await reader.select({ id: childcareRooms.id, name: childcareRooms.name }).from(childcareRooms)).find((r) => r.id !== except && r.name.toLowerCase() === input.name.toLowerCase());
    if (sameName) return { ok: false, status: 400, error: "Please correct the fields marked below.", fields: { name: "Another room has this name." } };
    return null;
  }

  const values = (input: RoomInput) => ({
    name: input.name,
    minAgeValue: input.minAge.value,
    minAgeUnit: input.minAge.unit,
    maxAgeValue: input.maxAge.value,
    maxAgeUnit: input.maxAge.unit,
    places: input.places,
  });

  return {
    list: () => readRooms(db),
    settings: () => readSettings(db),

    async create(input: RoomInput, actor: number): Promise<Outcome<{ id: number }>> {
      return change(AREA, actor, async (tx) => {
        const refusal = await overlapping(input, tx);
        if (refusal && !refusal.ok) return refusal;
        const [row] = await tx.insert(childcareRooms).values({ ...values(input), updatedAt: clock.now() }).returning({ id: childcareRooms.id });
        return changed({ id: row!.id }, { action: "create", entity: AREA, entityId: `room:${row!.id}`, detail: `Room ${describe(input)}` });
      });
    },

    async update({ id, input, version, actor }: { id: number; input: RoomInput; version: string; actor: number }): Promise<Outcome<{ id: number }>> {
      return change(AREA, actor, async (tx) => {
        const refusal = await overlapping(input, tx, id);
        if (refusal && !refusal.ok) return refusal;
        const [row] = await tx
          .update(childcareRooms)
          .set({ ...values(input), updatedAt: nextVersion(childcareRooms.updatedAt, clock.now()) })
          .where(and(eq(childcareRooms.id, id), stillAt(childcareRooms.updatedAt, version)))
          .returning({ id: childcareRooms.id });
        if (!row) {
          const [exists] = await tx.select({ id: childcareRooms.id }).from(childcareRooms).where(eq(childcareRooms.id, id));
          return exists ? staleEdit("room") : notFound("room");
        }
        return changed({ id }, { action: "update", entityId: `room:${id}`, detail: `Room ${describe(input)}` });
      });
    },

    /** A room holding an offered or enrolled child stays: their place is in it. */
    async remove(id: number, actor: number): Promise<Outcome<{ id: number }>> {
      return change(AREA, actor, async (tx) => {
        const [held] = await tx
          .select({ n: count() })
          .from(childcareEnquiries)
          .where(and(eq(childcareEnquiries.placedRoomId, id), inArray(childcareEnquiries.status, [...PLACED_STATUSES])));
        if (Number(held?.n ?? 0) > 0) return { ok: false, status: 409, error: `Children hold places in this room (${held!.n} offered or enrolled), so it cannot be removed. Move or close them first.` };
        const [row] = await tx.delete(childcareRooms).where(eq(childcareRooms.id, id)).returning({ name: childcareRooms.name });
        if (!row) return notFound("room");
        return changed({ id }, { action: "delete", entityId: `room:${id}`, detail: `Room ${row.name}` });
      });
    },

    /** The settings row exists once the director first saves (until then the defaults stand, version ""). */
    async saveSettings({ input, version, actor }: { input: EnquirySettingsInput; version: string; actor: number }): Promise<Outcome<{ id: number }>> {
      return change(AREA, actor, async (tx) => {
        const now = clock.now();
        const [row] = version
          ? await tx
              .update(childcareEnquirySettings)
              .set({ ...input, updatedAt: nextVersion(childcareEnquirySettings.updatedAt, now) })
              .where(and(eq(childcareEnquirySettings.id, 1), stillAt(childcareEnquirySettings.updatedAt, version)))
              .returning({ id: childcareEnquirySettings.id })
          : await tx.insert(childcareEnquirySettings).values({ id: 1, ...input, updatedAt: now }).onConflictDoNothing().returning({ id: childcareEnquirySettings.id });
        if (!row) return staleEdit("settings");
        return changed(
          { id: 1 },
          { action: "update", entityId: "settings", detail: `Offers open ${input.offerDays} days; closed enquiries kept ${input.keepMonths} months; ${input.tourFamilies} families per tour` },
        );
      });
    },
  };
}

export type Rooms = ReturnType<typeof createRooms>;
