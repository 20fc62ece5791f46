import type { EditingDeps } from "../admin/editing.ts";
import { asc } from "drizzle-orm";
import { calendarDate } from "../clock/clock.ts";
import { dailyReadings } from "../db/schema.ts";
import { type Reading, homeReadings, readingsPage } from "./rules.ts";

export function createReadings({ db, clock, timeZone }: EditingDeps & { timeZone: string }) {
  const list = async (): Promise<Reading[]> =>
    db
      .select({ id: dailyReadings.id, readingDate: dailyReadings.readingDate, scripture: dailyReadings.scripture })
      .from(dailyReadings)
      .orderBy(asc(dailyReadings.readingDate));
  const today = () => calendarDate(clock.now(), timeZone);
  return {
    list,
    /** The home page panel (spec section 4, Home readings). */
    homePanel: async () => homeReadings(await list(), today()),
    /** The daily readings page (spec section 4, Daily readings page). */
    page: async () => readingsPage(await list(), today()),
  };
}
