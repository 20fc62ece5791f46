import { IMPORT_LINE_LIMIT, SCRIPTURE_MAX } from "../../shared/schemas/admin/daily-readings.ts";

/**
 * The bulk import of daily readings: staff paste one reading per line, "date<tab, comma or space>scripture",
 * often straight from a spreadsheet or a printed reading plan. This reads the paste and says, per line,
 * what is wrong; it never touches the database.
 */

export { IMPORT_LINE_LIMIT };

export type ImportReading = { line: number; readingDate: string; scripture: string };
export type ImportProblem = { line: number; text: string; message: string };
export type ParsedImport = {
  readings: ImportReading[];
  problems: ImportProblem[];
  /** A refusal of the whole paste (too many lines), or null. */
  refusal: string | null;
};

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const US = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const US_SHORT_YEAR = /^\d{1,2}\/\d{1,2}\/\d{2}$/;

/** "11/22/2026" as the example staff see in messages: the form they are most likely to type. */
function usDate(iso: string) {
  const [y, m, d] = iso.split("-").map(Number);
  return `${m}/${d}/${y}`;
}

/** A date token as YYYY-MM-DD, or what is wrong with it. */
export function readDate(token: string): { ok: true; date: string } | { ok: false; message: string } {
  const iso = ISO.exec(token);
  const us = iso ? null : US.exec(token);
  if (!iso && !us) {
    if (US_SHORT_YEAR.test(token)) return { ok: false, message: `Please write the year with four digits, like 11/22/2026.` };
    return { ok: false, message: `“${token}” is not a date we can read. Please use 2026-11-22 or 11/22/2026.` };
  }
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]].map(Number) : [us![3], us![1], us![2]].map(Number);
  const moment = new Date(Date.UTC(year!, month! - 1, day!));
  if (moment.getUTCFullYear() !== year || moment.getUTCMonth() !== month! - 1 || moment.getUTCDate() !== day) {
    return { ok: false, message: `${token} is not a day on the calendar. Please check the month and day.` };
  }
  if (year! < 1900 || year! > 2100) return { ok: false, message: `${token} is too far from today. Please check the year.` };
  return { ok: true, date: moment.toISOString().slice(0, 10) };
}

const unquote = (value: string) => (/^".*"$/s.test(value) ? value.slice(1, -1).replace(/""/g, '"') : value);

/** A line as its date token and the rest, the separator (tab, comma or spaces) and stray quotes removed. */
function splitLine(line: string): { dateToken: string; scripture: string } {
  const match = /^\s*("[^"]*"|[^\s,]+)(.*)$/s.exec(line);
  const dateToken = unquote(match?.[1] ?? "").trim();
  // Spreadsheets add empty columns and trailing commas; the scripture itself may hold commas ("John 3:16, 17").
  const rest = (match?.[2] ?? "").replace(/^[\s,]+/, "").replace(/[\s,]+$/, "");
  return { dateToken, scripture: unquote(rest).replace(/\s+/g, " ").trim() };
}

const shown = (line: string) => (line.length > 200 ? `${line.slice(0, 200)}…` : line);

/** Reads a paste line by line (numbers count every line, blank ones too, as staff see them in the box). */
export function parseReadingLines(text: string, limit = IMPORT_LINE_LIMIT): ParsedImport {
  const lines = text.split(/\r\n|\r|\n/);
  const filled = lines.filter((l) => l.trim() !== "").length;
  if (filled > limit) {
    return {
      readings: [],
      problems: [],
      refusal: `That is ${filled.toLocaleString("en-US")} lines. Please import at most ${limit.toLocaleString("en-US")} lines at a time, then paste the rest.`,
    };
  }

  const candidates: ImportReading[] = [];
  const problems: ImportProblem[] = [];
  let first = true;
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === "") continue;
    const { dateToken, scripture } = splitLine(raw);
    // A heading row copied from a spreadsheet ("Date, Scripture") is not a reading.
    const heading = first && /^date$/i.test(dateToken);
    first = false;
    if (heading) continue;
    const date = readDate(dateToken);
    const problem = !date.ok
      ? date.message
      : !scripture
        ? "There is no scripture after the date. Please write the reading after it, like 11/22/2026 John 3:16."
        : scripture.length > SCRIPTURE_MAX
          ? `The scripture is longer than ${SCRIPTURE_MAX} characters.`
          : null;
    if (problem || !date.ok) problems.push({ line, text: shown(raw), message: problem ?? "" });
    else candidates.push({ line, readingDate: date.date, scripture });
  }

  // One reading per date: a date given twice is a question only the person can answer, so neither line is used.
  const linesByDate = new Map<string, number[]>();
  for (const c of candidates) linesByDate.set(c.readingDate, [...(linesByDate.get(c.readingDate) ?? []), c.line]);
  const readings: ImportReading[] = [];
  for (const c of candidates) {
    const same = linesByDate.get(c.readingDate)!;
    if (same.length === 1) {
      readings.push(c);
      continue;
    }
    const others = same.filter((n) => n !== c.line);
    problems.push({
      line: c.line,
      text: shown(lines[c.line - 1]!),
      message: `${usDate(c.readingDate)} is also on line${others.length > 1 ? "s" : ""} ${others.join(", ")}. Each day has one reading: keep one of these lines.`,
    });
  }
  problems.sort((a, b) => a.line - b.line);
  return { readings, problems, refusal: null };
}
