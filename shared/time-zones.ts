/**
 * The event form lists the church's time zone and finds any other by a search (issue 30): what is
 * typed there ("America/Chicago", "america/new york", "Chicago") is read back as a time zone's name.
 */
import { isKnownTimeZone } from "./events.ts";

/** The time zone a search names: its whole name (any case, spaces for underscores), or a city only one zone has; else null. */
export function readTimeZone(typed: string): string | null {
  const wanted = typed.trim().replace(/\s+/g, "_").toLowerCase();
  if (!wanted) return null;
  const zones = Intl.supportedValuesOf("timeZone");
  const whole = zones.find((zone) => zone.toLowerCase() === wanted);
  if (whole) return whole;
  const byCity = zones.filter((zone) => zone.toLowerCase().endsWith(`/${wanted}`));
  if (byCity.length === 1) return byCity[0]!;
  // A name the list lacks but the clock knows (an old alias such as US/Eastern) is still a time zone.
  const known = typed.trim().replace(/\s+/g, "_");
  return isKnownTimeZone(known) && known.includes("/") ? known : null;
}
