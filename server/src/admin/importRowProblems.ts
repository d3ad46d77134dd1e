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
} as const;

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

    if (index >= room) problems.push(IMPORT_PROBLEM.overLicence(school.licenceNumber));

    return {
      username,
      first_name: row.first_name.trim(),
      last_name: row.last_name.trim(),
      email: row.email.trim(),
      projects: row.projects,
      password: row.password,
      ...(row.year === undefined ? {} : { year: row.year }),
      projectIds,
      yearGroup: yearGroup ?? null,
      problems,
    };
  });
}
