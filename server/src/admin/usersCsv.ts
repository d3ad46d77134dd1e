/**
 * The users export as CSV, written by the one CSV writer (`csvText` in shared/src/wire/csv.ts:
 * every cell quoted, formulas made inert, CRLF, a UTF-8 BOM).
 */
import { csvText } from '@skillfolio/shared/wire';

/**
 * The columns, in order; the first five, `year`, `SEND` and `Disadvantaged` match the
 * import's header names (which it reads in any case).
 */
export const EXPORT_HEADER = [
  'username',
  'first name',
  'last name',
  'email',
  'projects',
  'staff',
  'school admin',
  'allow login',
  'year',
  'SEND',
  'disadvantaged',
] as const;

export function toCsv(rows: ReadonlyArray<readonly string[]>): string {
  return csvText([EXPORT_HEADER, ...rows]);
}
