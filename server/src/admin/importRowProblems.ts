/**
 * Judges the rows of a users import against the school as it is: each row's problems named
 * in the admin's words, so the preview can show every row before anything is saved.
 */
import type { ImportUserRow } from '@skillfolio/shared/types';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  USERNAME_MAX,
  USER_REFUSAL,
  YEAR_END_TEXT,
  parseYearGroup,
} from '@skillfolio/shared/wire';
import { newPasswordProblem, normaliseUsername } from './userRules';
import { isEmailAddress } from '../auth/emailAddress';
import { ENGLISH } from '../i18n/serverTexts';

export const IMPORT_PROBLEM = {
  repeatedInFile: ENGLISH('import.repeatedInFile'),
  unknownProject: (name: string) => ENGLISH('import.unknownProject', { name }),
  overLicence: (limit: number) => ENGLISH('import.overLicence', { limit }),
  tooLong: (field: string, max: number) => ENGLISH('import.tooLong', { field, max }),
  badFlag: (row: number, column: string, value: string) =>
    ENGLISH('import.badFlag', { row, column, value }),
} as const;

/** The import's columns of the flags the school keeps of a pupil, as the export names them. */
export const FLAG_COLUMNS = { send: 'SEND', disadvantaged: 'Disadvantaged' } as const;

const FLAG_WORDS: ReadonlyMap<string, boolean> = new Map([
  ['yes', true],
  ['y', true],
  ['true', true],
  ['1', true],
  ['no', false],
  ['n', false],
  ['false', false],
  ['0', false],
]);

/**
 * A flag cell of the import: yes/no, y/n, true/false or 1/0 in any case; blank (or no such
 * column) is no, as the import only adds users. undefined for anything else.
 */
export function parseFlagCell(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  return word === '' ? false : FLAG_WORDS.get(word);
}

/** A cell quoted in a problem, cut short if long: a problem is a sentence, not a dump. */
function quoted(cell: string): string {
  const text = cell.trim();
  return `"${text.length > 40 ? `${text.slice(0, 37)}…` : text}"`;
}

export interface SchoolForImport {
  /** Lower-cased usernames the school already holds. */
  usernames: ReadonlySet<string>;
  /** Project ids by lower-cased name. */
  projects: ReadonlyMap<string, number>;
  licenceNumber: number;
  existingUsers: number;
  /** Words a password must not be built on (auth/passwordPolicy). */
  schoolName: string;
  schoolUsername: string | null;
}

/** A row as it will be saved: trimmed, projects resolved, password blank when to be made. */
export interface JudgedRow extends ImportUserRow {
  projectIds: number[];
  /** The year cell read: null when blank or absent (an old file without the column). */
  yearGroup: number | null;
  /** The SEND and Disadvantaged cells read: false when blank, absent or not understood. */
  flags: { send: boolean; disadvantaged: boolean };
  problems: string[];
}

/** The project names of a cell: separated by `;`, blanks ignored. */
export function projectNames(cell: string): string[] {
  return cell
    .split(';')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

export function judgeImportRows(
  rows: readonly ImportUserRow[],
  school: SchoolForImport,
): JudgedRow[] {
  const counts = new Map<string, number>();
  for (const row of rows) {
    const key = normaliseUsername(row.username).toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const room = Math.max(0, school.licenceNumber - school.existingUsers);

  return rows.map((row, index) => {
    const username = normaliseUsername(row.username);
    const key = username.toLowerCase();
    const problems: string[] = [];
    if (username === '') problems.push(USER_REFUSAL.usernameRequired);
    else if (school.usernames.has(key)) problems.push(USER_REFUSAL.usernameTaken);
    else if ((counts.get(key) ?? 0) > 1) problems.push(IMPORT_PROBLEM.repeatedInFile);

    const lengths: Array<[string, string, number]> = [
      [ENGLISH('import.field.username'), username, USERNAME_MAX],
      [ENGLISH('import.field.firstName'), row.first_name.trim(), NAME_MAX],
      [ENGLISH('import.field.lastName'), row.last_name.trim(), NAME_MAX],
      [ENGLISH('import.field.email'), row.email.trim(), EMAIL_MAX],
      [ENGLISH('import.field.password'), row.password, PASSWORD_MAX],
    ];
    for (const [field, value, max] of lengths) {
      if (value.length > max) problems.push(IMPORT_PROBLEM.tooLong(field, max));
    }
    // Blank means no address; anything else must be one bare address (one too long is
    // refused above already).
    const email = row.email.trim();
    if (email !== '' && email.length <= EMAIL_MAX && !isEmailAddress(email)) {
      problems.push(USER_REFUSAL.emailInvalid);
    }

    // A blank password is made by the server; one given must meet the rule.
    const passwordProblem =
      row.password === ''
        ? undefined
        : newPasswordProblem(row.password, {
            username,
            firstName: row.first_name,
            lastName: row.last_name,
            email: row.email,
            schoolName: school.schoolName,
            schoolUsername: school.schoolUsername,
          });
    if (passwordProblem !== undefined) problems.push(passwordProblem);

    const projectIds: number[] = [];
    for (const name of projectNames(row.projects)) {
      const id = school.projects.get(name.toLowerCase());
      if (id === undefined) problems.push(IMPORT_PROBLEM.unknownProject(name));
      else if (!projectIds.includes(id)) projectIds.push(id);
    }

    const yearGroup = parseYearGroup(row.year ?? '');
    if (yearGroup === undefined) problems.push(YEAR_END_TEXT.badYear);

    // The file's row, as the preview numbers it: the header is row 1.
    const flag = (key: keyof typeof FLAG_COLUMNS): boolean => {
      const cell = row[key] ?? '';
      const value = parseFlagCell(cell);
      if (value === undefined) {
        problems.push(IMPORT_PROBLEM.badFlag(index + 2, FLAG_COLUMNS[key], quoted(cell)));
      }
      return value ?? false;
    };
    const flags = { send: flag('send'), disadvantaged: flag('disadvantaged') };

    if (index >= room) problems.push(IMPORT_PROBLEM.overLicence(school.licenceNumber));

    return {
      username,
      first_name: row.first_name.trim(),
      last_name: row.last_name.trim(),
      email: row.email.trim(),
      projects: row.projects,
      password: row.password,
      ...(row.year === undefined ? {} : { year: row.year }),
      ...(row.send === undefined ? {} : { send: row.send }),
      ...(row.disadvantaged === undefined ? {} : { disadvantaged: row.disadvantaged }),
      projectIds,
      yearGroup: yearGroup ?? null,
      flags,
      problems,
    };
  });
}
