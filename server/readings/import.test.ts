import { describe, expect, it } from "vitest";
import { IMPORT_LINE_LIMIT, parseReadingLines, readDate } from "./import.ts";

describe("reading dates in a paste", () => {
  it("accepts YYYY-MM-DD and M/D/YYYY, with or without leading zeros", () => {
    expect(readDate("2026-11-22")).toEqual({ ok: true, date: "2026-11-22" });
    expect(readDate("2026-1-5")).toEqual({ ok: true, date: "2026-01-05" });
    expect(readDate("11/22/2026")).toEqual({ ok: true, date: "2026-11-22" });
    expect(readDate("01/05/2027")).toEqual({ ok: true, date: "2027-01-05" });
  });
  it("refuses days not on the calendar, two-digit years, far-off years and words", () => {
    expect(readDate("2/30/2027")).toMatchObject({ ok: false, message: "2/30/2027 is not a day on the calendar. Please check the month and day." });
    expect(readDate("2026-13-01")).toMatchObject({ ok: false });
    expect(readDate("2/29/2027")).toMatchObject({ ok: false });
    expect(readDate("2/29/2028")).toEqual({ ok: true, date: "2028-02-29" });
    expect(readDate("11/22/26")).toMatchObject({ ok: false, message: "Please write the year with four digits, like 11/22/2026." });
    expect(readDate("11/22/2206")).toMatchObject({ ok: false, message: "11/22/2206 is too far from today. Please check the year." });
    expect(readDate("Nov")).toMatchObject({ ok: false, message: "“Nov” is not a date we can read. Please use 2026-11-22 or 11/22/2026." });
  });
});

describe("parseReadingLines", () => {
  it("reads tab, comma and space separated lines and skips blank lines", () => {
    const parsed = parseReadingLines("2026-11-22\tPsalm 23:1-6\n\n11/23/2026,John 3:16, 17\n2026-11-24 Luke 2:1-20  \n");
    expect(parsed.problems).toEqual([]);
    expect(parsed.refusal).toBeNull();
    expect(parsed.readings).toEqual([
      { line: 1, readingDate: "2026-11-22", scripture: "Psalm 23:1-6" },
      { line: 3, readingDate: "2026-11-23", scripture: "John 3:16, 17" },
      { line: 4, readingDate: "2026-11-24", scripture: "Luke 2:1-20" },
    ]);
  });

  it("reads spreadsheet copies: a heading row, quoted cells, empty columns, Windows line ends", () => {
    const parsed = parseReadingLines('Date,Scripture\r\n"2026-11-22","Micah 6:8, Psalm 1"\r\n11/23/2026\t\tRuth 1:16\t\r\n2026-11-24,,Psalm 121,,');
    expect(parsed.problems).toEqual([]);
    expect(parsed.readings.map((r) => [r.line, r.readingDate, r.scripture])).toEqual([
      [2, "2026-11-22", "Micah 6:8, Psalm 1"],
      [3, "2026-11-23", "Ruth 1:16"],
      [4, "2026-11-24", "Psalm 121"],
    ]);
  });

  it("names the line, shows it and says what is wrong: bad date, missing scripture, too long", () => {
    const parsed = parseReadingLines(`2026-11-22 Psalm 23\nNovember 23 Psalm 24\n2026-11-24\n2026-02-30, Psalm 25\n2026-11-25 ${"x".repeat(501)}`);
    expect(parsed.readings.map((r) => r.line)).toEqual([1]);
    expect(parsed.problems.map(({ line, message }) => [line, message])).toEqual([
      [2, "“November” is not a date we can read. Please use 2026-11-22 or 11/22/2026."],
      [3, "There is no scripture after the date. Please write the reading after it, like 11/22/2026 John 3:16."],
      [4, "2026-02-30 is not a day on the calendar. Please check the month and day."],
      [5, "The scripture is longer than 500 characters."],
    ]);
    expect(parsed.problems[0]!.text).toBe("November 23 Psalm 24");
    expect(parsed.problems[3]!.text.length).toBeLessThanOrEqual(201);
  });

  it("refuses a date given twice in the paste on every line that has it, and uses neither", () => {
    const parsed = parseReadingLines("2026-11-22 Psalm 23\n2026-11-23 Psalm 24\n11/22/2026 Psalm 25\n2026-11-22 Psalm 26");
    expect(parsed.readings.map((r) => r.readingDate)).toEqual(["2026-11-23"]);
    expect(parsed.problems.map(({ line, message }) => [line, message])).toEqual([
      [1, "11/22/2026 is also on lines 3, 4. Each day has one reading: keep one of these lines."],
      [3, "11/22/2026 is also on lines 1, 4. Each day has one reading: keep one of these lines."],
      [4, "11/22/2026 is also on lines 1, 3. Each day has one reading: keep one of these lines."],
    ]);
  });

  it("refuses a paste over the line limit as a whole, counting only lines with text", () => {
    const line = (i: number) => `2027-01-01 Psalm ${i}`;
    const tooMany = parseReadingLines(Array.from({ length: IMPORT_LINE_LIMIT + 1 }, (_, i) => line(i)).join("\n"));
    expect(tooMany.refusal).toBe("That is 1,001 lines. Please import at most 1,000 lines at a time, then paste the rest.");
    expect(tooMany.readings).toEqual([]);
    const withBlanks = parseReadingLines(`${"\n".repeat(50)}2027-01-01 Psalm 1`, 1);
    expect(withBlanks.refusal).toBeNull();
    expect(withBlanks.readings).toEqual([{ line: 51, readingDate: "2027-01-01", scripture: "Psalm 1" }]);
  });

  it("gives nothing for an empty paste", () => {
    expect(parseReadingLines("  \n\n")).toEqual({ readings: [], problems: [], refusal: null });
  });
});
