/**
 * CSV for spreadsheets (RFC 4180): a UTF-8 byte order mark so Excel reads accents right, CRLF line
 * ends, and quotes around any cell holding a comma, quote or line break (quotes doubled).
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}

/**
 * A spreadsheet runs a cell that starts with =, +, -, @, tab or carriage return as a formula; visitors
 * type these fields, so such cells get a leading single quote (OWASP, CSV injection).
 */
export function neutraliseFormula(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvCell(value: string): string {
  const safe = neutraliseFormula(value);
  return /[\x22,\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}
