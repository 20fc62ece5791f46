/**
 * The main button of a content editor says what it will do: "Publish" now, or, with a time in
 * "Publish at", "Schedule for Tue 1 Dec, 9:00" (issue 30, item 3). The time is the wall-clock value of
 * the form's datetime-local field, read as it is typed, in the church's time zone like the field.
 */

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(:\d{2})?$/;

export function publishButtonLabel(publishAt: string, currentYear: number): string {
  const parts = WALL_CLOCK.exec(publishAt.trim());
  if (!parts) return "Publish";
  const [, year, month, day, hour, minute] = parts;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || Number(hour) > 23 || Number(minute) > 59) return "Publish";
  const weekday = date.toLocaleDateString("en-GB", { weekday: "short", timeZone: "UTC" });
  const monthName = date.toLocaleDateString("en-GB", { month: "short", timeZone: "UTC" });
  const yearText = Number(year) === currentYear ? "" : ` ${year}`;
  return `Schedule for ${weekday} ${Number(day)} ${monthName}${yearText}, ${Number(hour)}:${minute}`;
}
