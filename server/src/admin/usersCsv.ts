/**
 * The users export as CSV (RFC 4180, CRLF, a UTF-8 BOM so spreadsheets read accents), with
 * every cell a spreadsheet would run as a formula made inert.
 */

/** The columns, in order; the first five match the import's header names. */
export const EXPORT_HEADER = [
  'username',
  'first name',
  'last name',
  'email',
  'projects',
  'staff',
  'school admin',
  'allow login',
] as const;

/**
 * A cell starting with = + - or @ (or a tab or carriage return, which some spreadsheets skip
 * before reading one of those) is a formula to Excel and LibreOffice: a leading `'` shows it
 * as text instead (OWASP "CSV injection").
 */
export function inertCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  const lines = [EXPORT_HEADER, ...rows].map((cells) =>
    cells.map((cell) => quoted(inertCell(cell))).join(','),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
