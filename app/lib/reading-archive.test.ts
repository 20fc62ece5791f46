import { describe, expect, it } from "vitest";
import { monthsByYear } from "./reading-archive.ts";

describe("monthsByYear", () => {
  it("groups the archive's months under their year, keeping the newest-first order", () => {
    const years = monthsByYear([{ month: "2026-11" }, { month: "2026-10" }, { month: "2025-12" }, { month: "2023-01" }]);
    expect(years.map((y) => [y.year, y.months.map((m) => m.month)])).toEqual([
      ["2026", ["2026-11", "2026-10"]],
      ["2025", ["2025-12"]],
      ["2023", ["2023-01"]],
    ]);
  });

  it("returns no years for an empty archive", () => {
    expect(monthsByYear([])).toEqual([]);
  });
});
