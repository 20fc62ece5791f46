/** Largest id a PostgreSQL `integer` column holds. */
const MAX_ID = 2_147_483_647;

/**
 * The numeric record id of a detail address (/past-session/12, /mission-trips/3), or null when the
 * segment is not a plain positive whole number ("12abc", "012", "-1", "1e3"): such an address is a 404.
 */
export function parseRouteId(segment: string | undefined): number | null {
  if (!segment || !/^[1-9]\d{0,9}$/.test(segment)) return null;
  const id = Number(segment);
  return id <= MAX_ID ? id : null;
}
