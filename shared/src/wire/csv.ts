/**
 * The one CSV writer: every CSV Skillfolio makes (the users export on the server, the class
 * view's export in the browser) goes through it, so every cell is made safe the same way.
 *
 * - Every cell is quoted (RFC 4180), so a comma, a semicolon, a tab or a line break inside
 *   it stays inside it, whichever separator the spreadsheet's language expects (Excel in
 *   much of Europe splits on `;`).
 * - A cell a spreadsheet would run as a formula, one starting with = + - @, a tab, a carriage
 *   return or a line feed (or the full-width ＝ ＋ － ＠ some spreadsheets read the same), gets
 *   a leading `'`, so it shows as the text it is (OWASP "CSV injection").
 * - Lines end with CRLF; a UTF-8 byte-order mark first, so spreadsheets read accents.
 */

const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export type CsvValue = string | number | null;

export function csvCell(value: CsvValue): string {
  let text = value === null ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function csvText(rows: ReadonlyArray<readonly CsvValue[]>): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
