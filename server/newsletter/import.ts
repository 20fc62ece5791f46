import { parse } from "csv-parse/sync";
import { z } from "zod";
import { IMPORT_MAX_BYTES } from "../../shared/newsletter.ts";
import { normalEmail } from "../people/email.ts";

export { IMPORT_MAX_BYTES };

export const IMPORT_MAX_ROWS = 50_000;

export type ImportRow = { email: string; name: string; consentAt: Date };
/** Why rows were left out, with how many each. */
export type LeftOut = { noConsentDate: number; badAddress: number; duplicate: number; suppressed: number };
export type ParsedCsv = { ok: true; rows: ImportRow[]; leftOut: Omit<LeftOut, "suppressed">; formulasCleaned: number } | { ok: false; error: string };

const EMAIL = z.email();
const EMAIL_COLUMNS = ["email address", "email", "e-mail", "e-mail address"];
const CONSENT_COLUMNS = ["confirm_time", "optin_time", "consent date", "consent_date", "subscribed"];

/** A spreadsheet runs a cell that starts with =, +, -, @, tab or CR as a formula: such a name loses those characters. */
// eslint-disable-next-line no-control-regex
const FORMULA_START = /^[=+\-@\t\r\u0000]+/;

/** "2023-04-12 14:03:22" (Mailchimp writes UTC without a zone), an ISO moment, or a date. */
function consentMoment(value: string): Date | null {
  const text = value.trim();
  if (!text) return null;
  const iso = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(text) ? `${text.replace(" ", "T")}${text.length > 10 ? "Z" : "T00:00:00Z"}` : text;
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) || moment.getUTCFullYear() < 1990 ? null : moment;
}

/**
 * Reads a subscriber export (Mailchimp's "Email Address", "First Name", "Last Name", "CONFIRM_TIME" or
 * "OPTIN_TIME" columns, or plain "email", "name", "consent date"). Only rows with a consent date are
 * kept; the rest are counted by reason. Names that would run as spreadsheet formulas are cleaned.
 * Nothing here touches the database.
 */
export function parseSubscriberCsv(bytes: Uint8Array): ParsedCsv {
  if (bytes.byteLength > IMPORT_MAX_BYTES) return { ok: false, error: `The file is too large: at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB. Split it into smaller files and import each.` };
  let records: string[][];
  try {
    records = parse(Buffer.from(bytes), { bom: true, skip_empty_lines: true, relax_column_count: true, trim: true, to: IMPORT_MAX_ROWS + 2 }) as string[][];
  } catch (error) {
    return { ok: false, error: `The file could not be read as CSV (${error instanceof Error ? error.message.split("\n")[0] : "unknown problem"}). Please export it again as CSV.` };
  }
  const [header, ...body] = records;
  if (!header) return { ok: false, error: "The file is empty." };
  if (body.length > IMPORT_MAX_ROWS) return { ok: false, error: `The file has more than ${IMPORT_MAX_ROWS.toLocaleString("en-US")} rows. Split it into smaller files and import each.` };
  const columns = header.map((h) => h.trim().toLowerCase());
  const at = (names: string[]) => columns.findIndex((c) => names.includes(c));
  const email = at(EMAIL_COLUMNS);
  if (email < 0) return { ok: false, error: "The file has no e-mail column. Its first row must name the columns, such as “Email Address” (as Mailchimp exports it)." };
  const consent = at(CONSENT_COLUMNS);
  const [first, last, name] = [at(["first name", "fname"]), at(["last name", "lname"]), at(["name"])];

  const rows: ImportRow[] = [];
  const seen = new Set<string>();
  const leftOut = { noConsentDate: 0, badAddress: 0, duplicate: 0 };
  let formulasCleaned = 0;
  for (const record of body) {
    const address = normalEmail(record[email] ?? "");
    if (!EMAIL.safeParse(address).success || address.length > 254) {
      leftOut.badAddress++;
      continue;
    }
    const consentAt = consent >= 0 ? consentMoment(record[consent] ?? "") : null;
    if (!consentAt) {
      leftOut.noConsentDate++;
      continue;
    }
    if (seen.has(address)) {
      leftOut.duplicate++;
      continue;
    }
    seen.add(address);
    const raw = (name >= 0 ? (record[name] ?? "") : [record[first] ?? "", record[last] ?? ""].join(" ")).replace(/\s+/g, " ").trim();
    if (FORMULA_START.test(raw)) formulasCleaned++;
    const clean = raw.replace(FORMULA_START, "").trim().slice(0, 100);
    rows.push({ email: address, name: clean, consentAt });
  }
  return { ok: true, rows, leftOut, formulasCleaned };
}
