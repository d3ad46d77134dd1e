/**
 * Year groups (Reception, Year 1 … Year 13) and the year end's words, which the server
 * checks and the screens show. Imports only locales/en.json, so the browser can take them
 * without TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { LEAVER_DAYS_MAX, LEAVER_DAYS_MIN } from './limits';
export { LEAVER_DAYS_MAX, LEAVER_DAYS_MIN } from './limits';

/** 0 is Reception; 1..13 are Year 1..Year 13. */
export const YEAR_GROUP_MIN = 0;
export const YEAR_GROUP_MAX = 13;

/** How long a leaver keeps read-only access, in days: the default and the bounds. */
export const LEAVER_DAYS_DEFAULT = 60;

/** "Reception", "Year 7", or "Not set" for null. */
export function yearGroupLabel(year: number | null): string {
  if (year === null) return en.yearGroupLabel.notSet;
  return year === 0
    ? en.yearGroupLabel.reception
    : /*#__PURE__*/ fill(en.yearGroupLabel.year, { year });
}

/**
 * A year group as a school writes it in a CSV cell: "Reception", "R", "Year 7", "Y7", "7"
 * (any case, spaces ignored). Blank is null (not set); anything else is undefined (a problem).
 */
export function parseYearGroup(text: string): number | null | undefined {
  const compact = text.replace(/\s+/g, '').toLowerCase();
  if (compact === '') return null;
  if (compact === 'r' || compact === 'reception' || compact === 'rec') return 0;
  const match = /^(?:year|yr|y)?(\d{1,2})$/.exec(compact);
  if (match?.[1] === undefined) return undefined;
  const year = Number(match[1]);
  return year >= 1 && year <= YEAR_GROUP_MAX ? year : undefined;
}

const MONTHS: readonly string[] = en.dayOf.months;

/** An ISO timestamp as the day a school writes, in UTC: "18 September 2027". */
export function dayOf(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()] ?? ''} ${date.getUTCFullYear()}`;
}

/** What a leaver is told on every screen. */
export function leaverNotice(eraseAfter: string): string {
  return fill(en.leaverNotice, { eraseAfter: dayOf(eraseAfter) });
}

export const YEAR_END_TEXT: Readonly<typeof en.YEAR_END_TEXT> = /*#__PURE__*/ Object.assign(
  {},
  en.YEAR_END_TEXT,
  {
    leaverDaysRange: /*#__PURE__*/ fill(en.YEAR_END_TEXT.leaverDaysRange, {
      LEAVER_DAYS_MIN,
      LEAVER_DAYS_MAX,
    }),
  },
);
