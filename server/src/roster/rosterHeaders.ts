/**
 * The files of a OneRoster bulk zip that Skillfolio reads, and the columns it reads from each.
 * Columns are found by name in the header row: any order, extra columns (`metadata.*`, or a
 * column Skillfolio does not use) are fine. A column listed here must be there, even if every
 * value in it is blank, as the standard writes it.
 */
import { ENGLISH } from '../i18n/serverTexts';

/** The files read, in the order their problems are listed. Any other file is not opened. */
export const ROSTER_FILE_NAMES = [
  'manifest.csv',
  'orgs.csv',
  'academicSessions.csv',
  'users.csv',
  'roles.csv',
  'classes.csv',
  'enrollments.csv',
] as const;

export type RosterFileName = (typeof ROSTER_FILE_NAMES)[number];

export const isRosterFileName = (name: string): name is RosterFileName =>
  (ROSTER_FILE_NAMES as readonly string[]).includes(name);

export const MANIFEST_COLUMNS = ['propertyName', 'value'] as const;

export const ORG_COLUMNS = ['sourcedId', 'status', 'name', 'type', 'identifier'] as const;

export const SESSION_COLUMNS = [
  'sourcedId',
  'status',
  'title',
  'type',
  'startDate',
  'endDate',
  'schoolYear',
] as const;

/**
 * users.csv's columns in either version, then the two only 1.1 has (1.2 moved a person's role
 * and orgs to roles.csv). The zip's entries come in any order, so users.csv may be read before
 * the manifest says which version it is: all are read if there, and whether 1.1's are missing
 * is decided once the version is known.
 */
export const USER_COLUMNS_EITHER = [
  'sourcedId',
  'status',
  'enabledUser',
  'username',
  'givenName',
  'familyName',
  'identifier',
  'email',
  'grades',
] as const;

export const USER_COLUMNS_ONLY_1_1 = ['role', 'orgSourcedIds'] as const;

export const USER_COLUMNS = [...USER_COLUMNS_EITHER, ...USER_COLUMNS_ONLY_1_1] as const;

/**
 * users.csv's extension columns (OneRoster allows `metadata.*`) for the flags a school keeps
 * of a pupil: SEND and disadvantaged (pupil premium). Read only when the file has them.
 */
export const USER_FLAG_COLUMNS = ['metadata.send', 'metadata.disadvantaged'] as const;

export type UserFlagColumn = (typeof USER_FLAG_COLUMNS)[number];

export const ROLE_COLUMNS = [
  'sourcedId',
  'status',
  'userSourcedId',
  'roleType',
  'role',
  'orgSourcedId',
] as const;

export const CLASS_COLUMNS = [
  'sourcedId',
  'status',
  'title',
  'classCode',
  'classType',
  'grades',
  'schoolSourcedId',
  'termSourcedIds',
] as const;

export const ENROLLMENT_COLUMNS = [
  'sourcedId',
  'status',
  'classSourcedId',
  'userSourcedId',
  'role',
  'primary',
] as const;

/** "givenName and email", as a header problem names the missing columns. */
export function columnList(columns: readonly string[]): string {
  const named = columns.map((column) => `"${column}"`);
  const last = named.pop();
  return named.length === 0
    ? (last ?? '')
    : ENGLISH('roster.columnList', { others: named.join(', '), last: last ?? '' });
}
