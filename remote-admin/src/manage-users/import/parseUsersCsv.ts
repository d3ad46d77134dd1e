/**
 * Reads an "Import users" CSV: a header row naming the columns (in any order, any case;
 * "first name", "first_name" and "firstname" alike), UTF-8 with or without a BOM, quoted
 * fields with commas, quotes and line breaks. Only the file's shape is judged here; the
 * server judges the rows.
 */
import Papa from 'papaparse';
import type { ImportUserRow, TFunction } from '@skillfolio/shared';

const COLUMNS: ReadonlyArray<[keyof ImportUserRow, string]> = [
  ['username', 'username'],
  ['first_name', 'first name'],
  ['last_name', 'last name'],
  ['email', 'email'],
  ['projects', 'projects'],
  ['password', 'password'],
  ['year', 'year'],
  ['send', 'SEND'],
  ['disadvantaged', 'Disadvantaged'],
];

/** The columns a file must have; projects, password, year and the flags may be left out. */
const REQUIRED: ReadonlyArray<keyof ImportUserRow> = ['username', 'first_name', 'last_name'];

/**
 * Columns sent only when the file has them: a file from before them sends none, and the
 * server leaves them unset (no year, no flags).
 */
const SENT_WHEN_THERE: ReadonlyArray<keyof ImportUserRow> = ['year', 'send', 'disadvantaged'];

export type ParsedUsersCsv = { rows: ImportUserRow[] } | { problem: string };

function columnKey(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

/**
 * `t` says the problems in the page's language; the column names stay as the file must
 * write them.
 */
export function parseUsersCsv(text: string, t: TFunction): ParsedUsersCsv {
  // File.text() and papaparse 5 both drop a UTF-8 BOM already; this keeps the rule ours.
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const result = Papa.parse<Record<string, string>>(source, {
    header: true,
    skipEmptyLines: 'greedy',
    transformHeader: columnKey,
  });
  const fields = new Set(result.meta.fields ?? []);
  const missing = COLUMNS.filter(
    ([key]) => REQUIRED.includes(key) && !fields.has(columnKey(key)),
  ).map(([, label]) => label);
  if (missing.length > 0) {
    return {
      problem: t('manage-users:parseCsv.missingColumn', {
        missing: missing.join(', '),
        columns: COLUMNS.map(([, label]) => label).join(', '),
      }),
    };
  }
  const quoteProblem = result.errors.find((error) => error.type === 'Quotes');
  if (quoteProblem !== undefined) {
    return {
      problem: t('manage-users:parseCsv.unclosedQuote', { row: (quoteProblem.row ?? 0) + 1 }),
    };
  }
  if (result.data.length === 0) return { problem: t('manage-users:parseCsv.noUsers') };
  return {
    rows: result.data.map((record) => {
      const row: ImportUserRow = {
        username: '',
        first_name: '',
        last_name: '',
        email: '',
        projects: '',
        password: '',
      };
      for (const [key] of COLUMNS) {
        if (SENT_WHEN_THERE.includes(key) && !fields.has(columnKey(key))) continue;
        row[key] = (record[columnKey(key)] ?? '').trim();
      }
      return row;
    }),
  };
}
