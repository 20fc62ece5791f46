import { areaPath } from "../../../../shared/areas.ts";

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** The readings list address for a month (the current month needs none), with a notice after a change. */
export function readingsListPath(month?: string | null, notice?: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams();
  if (month && MONTH.test(month)) params.set("month", month);
  if (notice) params.set("notice", notice);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return `${areaPath("daily-readings")}${query ? `?${query}` : ""}`;
}
