import { describe, expect, it } from "vitest";
import { latestLastDate, tooLongMessage } from "./series-length.ts";

describe("how long a series may run (issue 29)", () => {
  it("ends at most 5 years after its first date, February 29 on February 28 of a common year", () => {
    expect(latestLastDate("2026-12-15")).toBe("2031-12-15");
    expect(latestLastDate("2028-02-29")).toBe("2033-02-28");
    expect(latestLastDate("2027-02-29")).toBeNull();
    expect(latestLastDate("0020-02-29")).toBe("0025-02-28");
    expect(latestLastDate("9998-01-01")).toBe("9999-12-31");
  });

  it("leaves a date that is not one to its own field's message", () => {
    for (const date of ["soon", "2026-13-45", "2026-02-30", ""]) expect(latestLastDate(date), date).toBeNull();
  });

  it("says the latest date in words", () => {
    expect(tooLongMessage("2026-12-15")).toBe("A series may run at most 5 years: please choose a last date on or before December 15, 2031.");
  });
});
