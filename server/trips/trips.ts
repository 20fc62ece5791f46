import type { EditingDeps } from "../admin/editing.ts";
import { asc, desc, eq } from "drizzle-orm";
import { missionTripImages, missionTrips } from "../db/schema.ts";

export type MissionTrip = {
  id: number;
  location: string;
  tripDate: string;
  description: string;
  story: string;
  image: string | null;
};

const columns = {
  id: missionTrips.id,
  location: missionTrips.location,
  tripDate: missionTrips.tripDate,
  description: missionTrips.description,
  story: missionTrips.story,
  image: missionTrips.image,
};

export function createTrips({ db }: EditingDeps) {
  return {
    /** Past trips, most recent first. */
    async list(): Promise<MissionTrip[]> {
      return db.select(columns).from(missionTrips).orderBy(desc(missionTrips.tripDate), desc(missionTrips.id));
    },
    async get(id: number): Promise<MissionTrip | null> {
      const [trip] = await db.select(columns).from(missionTrips).where(eq(missionTrips.id, id));
      return trip ?? null;
    },
    /** Gallery file names of a trip, in their display order; null when the trip does not exist. */
    async images(id: number): Promise<{ location: string; files: string[] } | null> {
      const [trip] = await db.select({ location: missionTrips.location }).from(missionTrips).where(eq(missionTrips.id, id));
      if (!trip) return null;
      const rows = await db
        .select({ fileName: missionTripImages.fileName })
        .from(missionTripImages)
        .where(eq(missionTripImages.tripId, id))
        .orderBy(asc(missionTripImages.position), asc(missionTripImages.id));
      return { location: trip.location, files: rows.map((r) => r.fileName) };
    },
  };
}
