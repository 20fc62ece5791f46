import { describe, expect, it } from "vitest";
import { archiveByMonth } from "./reading-archive.ts";

const reading = (id: number, readingDate: string) => ({ id, readingDate, scripture: `Psalm ${id}` });

describe("archiveByMonth", () => {
  it("groups consecutive readings of one month under its name, keeping the newest-first order", () => {
    const months = archiveByMonth([reading(1, "2026-11-02"), reading(2, "2026-11-01"), reading(3, "2026-10-31"), reading(4, "2025-10-30")]);
    expect(months.map((m) => [m.key, m.label, m.readings.map((r) => r.id)])).toEqual([
      ["2026-11", "November 2026", [1, 2]],
      ["2026-10", "October 2026", [3]],
      ["2025-10", "October 2025", [4]],
    ]);
  });

  it("returns no months for an empty archive", () => {
    expect(archiveByMonth([])).toEqual([]);
  });
});
