/**
 * The one CSV writer: every CSV Skillfolio makes (the users export on the server, the class
 * view's export in the browser) goes through it, so every cell is made safe the same way.
 * csv-stringify does the writing (its sync build has no Node built-ins, so the same call runs
 * in the browser bundle and on the server); this file only fixes its options:
 *
 * - Every cell is quoted (RFC 4180), blanks too, so a comma, a semicolon, a tab or a line
 *   break inside it stays inside it, whichever separator the spreadsheet's language expects
 *   (Excel in much of Europe splits on `;`).
 * - A text cell a spreadsheet would run as a formula, one starting with = + - @, a tab or a
 *   carriage return (or the full-width ＝ ＋ － ＠ some spreadsheets read the same), gets a
 *   leading `'`, so it shows as the text it is (OWASP "CSV injection"): `escape_formulas`.
 *   A leading line feed gets it too, which the library leaves alone: some spreadsheets drop
 *   the line break and then read what follows it as a formula.
 * - Lines end with CRLF; a UTF-8 byte-order mark first, so spreadsheets read accents.
 */
import { stringify } from 'csv-stringify/sync';

export type CsvValue = string | number | null;

function guardLineFeed(value: string): string {
  return value.startsWith('\n') ? `'${value}` : value;
}

/** A whole file: the byte-order mark, then every row, each ended by CRLF. */
export function csvText(rows: ReadonlyArray<readonly CsvValue[]>): string {
  return stringify(
    rows.map((row) => [...row]),
    {
      bom: true,
      quoted: true,
      quoted_empty: true,
      escape_formulas: true,
      record_delimiter: 'windows',
      cast: { string: guardLineFeed },
    },
  );
}
