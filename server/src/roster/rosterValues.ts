/**
 * How one OneRoster value is read: a status, a flag, a role, an e-mail address, a list, a date.
 * Each answers `undefined` for a value it cannot take, and the row's rules say why.
 * Enumerations are taken in any letter case: an MIS writing "Active" or "Student" means it.
 */
import type { RosterPersonKind, RosterStatus } from './rosterFile';

/** Blank is what bulk files write: a bulk file lists what is there, so blank is active. */
export function parseStatus(text: string): RosterStatus | undefined {
  const status = text.toLowerCase();
  if (status === '' || status === 'active') return 'active';
  if (status === 'tobedeleted') return 'tobedeleted';
  return undefined;
}

/** true or false in any case; blank is `blank`, what the standard makes the default. */
export function parseFlag(text: string, blank: boolean): boolean | undefined {
  const flag = text.toLowerCase();
  if (flag === '') return blank;
  if (flag === 'true') return true;
  if (flag === 'false') return false;
  return undefined;
}

const PUPIL_FLAG_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['true', true],
  ['yes', true],
  ['1', true],
  ['false', false],
  ['no', false],
  ['0', false],
]);

/**
 * A flag the school keeps of a pupil (metadata.send, metadata.disadvantaged): true/false,
 * yes/no or 1/0 in any case; blank is false.
 */
export function parsePupilFlag(text: string): boolean | undefined {
  const flag = text.toLowerCase();
  return flag === '' ? false : PUPIL_FLAG_WORDS.get(flag);
}

/** OneRoster's roles (1.1's and 1.2's), by lower case name. */
const KIND_OF_ROLE: ReadonlyMap<string, RosterPersonKind> = new Map([
  ['student', 'pupil'],
  ...[
    'teacher',
    'aide',
    'counselor',
    'proctor',
    'administrator',
    'principal',
    'siteadministrator',
    'districtadministrator',
    'systemadministrator',
  ].map((role) => [role, 'staff'] as const),
  ...['guardian', 'parent', 'relative'].map((role) => [role, 'other'] as const),
]);

export const personKind = (role: string): RosterPersonKind | undefined =>
  KIND_OF_ROLE.get(role.toLowerCase());

/**
 * Whether an address could be one: something, one @, a domain with a dot inside it, no spaces.
 * Plain string scans, so a long hostile value costs its length and no more (no backtracking).
 * Whether mail reaches it is for the mail server to say.
 */
export function isPlausibleEmail(text: string): boolean {
  const at = text.indexOf('@');
  if (at <= 0 || at !== text.lastIndexOf('@') || text.length > 254) return false;
  if (/\s/.test(text)) return false;
  const domain = text.slice(at + 1);
  const dot = domain.indexOf('.');
  return dot > 0 && !domain.endsWith('.') && !domain.includes('..');
}

/** A list inside one value ("07,08" or "org-1, org-2"): split at commas, trimmed, no blanks. */
export const splitList = (text: string): string[] =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');

/**
 * YYYY-MM-DD, or a full ISO date-time whose date part is taken (some MIS export sessions'
 * dates as midnight UTC). Every part is of fixed width or follows a fixed character, so the
 * pattern cannot backtrack.
 */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** The calendar date a value names, as YYYY-MM-DD; undefined for 2026-02-30 or 01/09/2026. */
export function isoDatePart(text: string): string | undefined {
  const match = ISO_DATE.exec(text);
  if (match === null) return undefined;
  const [, year = '', month = '', day = ''] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const same =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return same ? `${year}-${month}-${day}` : undefined;
}

export const isSchoolYear = (text: string): boolean => /^\d{4}$/.test(text);

/** A value quoted in a message, cut short if long: a reason is a sentence, not a dump. */
export function shown(value: string): string {
  const short = value.length > 60 ? `${value.slice(0, 57)}…` : value;
  return `"${short}"`;
}
