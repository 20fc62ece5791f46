/** Largest id a PostgreSQL `integer` column holds: a larger one can name no record. */
export const MAX_RECORD_ID = 2_147_483_647;

/**
 * The numeric record id in an address or form field (/past-session/12, /admin/announcements/edit/3,
 * a delete button's `id`), or null when it is not a plain positive whole number the database could
 * hold ("12abc", "012", "-1", "1e3", "2147483648"): such a request names nothing (404 or 400).
 */
export function parseRecordId(value: string | undefined | null): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_RECORD_ID ? id : null;
}
