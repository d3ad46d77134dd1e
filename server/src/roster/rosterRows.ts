/**
 * The rules of each file's rows, one file at a time: every row becomes its part of the roster
 * (with stand-in values where a value is wrong, as a roster with any problem is never used),
 * and each broken rule a problem at the row's line. Rules across files are rosterReferences'.
 */
import type { CsvColumns, CsvRow, CsvTable } from './rosterCsv';
import type {
  RosterClass,
  RosterEnrollment,
  RosterOrg,
  RosterPersonKind,
  RosterSession,
  RosterStatus,
  RosterUser,
  RowPlace,
} from './rosterFile';
import type {
  CLASS_COLUMNS,
  ENROLLMENT_COLUMNS,
  ORG_COLUMNS,
  ROLE_COLUMNS,
  SESSION_COLUMNS,
  USER_COLUMNS,
  UserFlagColumn,
} from './rosterHeaders';
import type { RosterProblems } from './rosterProblems';
import {
  isoDatePart,
  isPlausibleEmail,
  isSchoolYear,
  parseFlag,
  parsePupilFlag,
  parseStatus,
  personKind,
  shown,
  splitList,
} from './rosterValues';
import { ENGLISH } from '../i18n/serverTexts';

type OrgTable = CsvTable<(typeof ORG_COLUMNS)[number]>;
type SessionTable = CsvTable<(typeof SESSION_COLUMNS)[number]>;
type UserTable = CsvTable<(typeof USER_COLUMNS)[number]>;
type RoleTable = CsvTable<(typeof ROLE_COLUMNS)[number]>;
type ClassTable = CsvTable<(typeof CLASS_COLUMNS)[number]>;
type EnrollmentTable = CsvTable<(typeof ENROLLMENT_COLUMNS)[number]>;

/** Says a problem about a row of the table. */
type Say = (row: CsvRow, reason: string) => void;

const sayer =
  (file: string, problems: RosterProblems): Say =>
  (row, reason) =>
    problems.add(file, row.line, reason);

interface RowIdentity extends RowPlace {
  sourcedId: string;
  status: RosterStatus;
}

/** What every file's rows have: a sourcedId, there and used once in the file, and a status. */
function identities(
  table: CsvTable<'sourcedId' | 'status'>,
  say: Say,
): (row: CsvRow) => RowIdentity {
  const firstLine = new Map<string, number>();
  return (row) => {
    const sourcedId = table.value(row, 'sourcedId');
    const first = firstLine.get(sourcedId);
    if (sourcedId === '') say(row, ENGLISH('roster.sourcedIdEmpty'));
    else if (first !== undefined) {
      say(row, ENGLISH('roster.sourcedIdUsed', { value: shown(sourcedId), line: first }));
    } else firstLine.set(sourcedId, row.line);
    const written = table.value(row, 'status');
    const status = parseStatus(written);
    if (status === undefined) {
      say(row, ENGLISH('roster.badStatus', { value: shown(written) }));
    }
    return { file: table.file, line: row.line, sourcedId, status: status ?? 'active' };
  };
}

/** A role's kind, or why there is none. */
function kindOfRole(role: string): RosterPersonKind | { problem: string } {
  const kind = personKind(role);
  if (kind !== undefined) return kind;
  if (role === '') return { problem: ENGLISH('roster.roleEmpty') };
  return { problem: ENGLISH('roster.badRole', { value: shown(role) }) };
}

function readKind(role: string, row: CsvRow, say: Say): RosterPersonKind | undefined {
  const kind = kindOfRole(role);
  if (typeof kind === 'string') return kind;
  say(row, kind.problem);
  return undefined;
}

function readFlag(value: string, column: string, blank: boolean, row: CsvRow, say: Say): boolean {
  const flag = parseFlag(value, blank);
  if (flag === undefined) say(row, ENGLISH('roster.badFlag', { column, value: shown(value) }));
  return flag ?? blank;
}

/**
 * A pupil's flag the school keeps, from its extension column: undefined when the file has no
 * such column (the school's own value stays), else the value read (blank: false).
 */
function readPupilFlag(
  flags: CsvColumns<UserFlagColumn> | undefined,
  column: UserFlagColumn,
  row: CsvRow,
  say: Say,
): boolean | undefined {
  if (flags === undefined || !flags.has(column)) return undefined;
  const value = flags.value(row, column);
  const flag = parsePupilFlag(value);
  if (flag === undefined) say(row, ENGLISH('roster.badFlag', { column, value: shown(value) }));
  return flag;
}

/** A column that must have a value. */
function filled(value: string, column: string, row: CsvRow, say: Say): string {
  if (value === '') say(row, ENGLISH('roster.columnEmpty', { column }));
  return value;
}

export function readOrgs(table: OrgTable, problems: RosterProblems): RosterOrg[] {
  const say = sayer(table.file, problems);
  const identify = identities(table, say);
  return table.rows.map((row) => ({
    ...identify(row),
    name: table.value(row, 'name'),
    type: table.value(row, 'type'),
    identifier: table.value(row, 'identifier'),
  }));
}

export function readSessions(table: SessionTable, problems: RosterProblems): RosterSession[] {
  const say = sayer(table.file, problems);
  const identify = identities(table, say);
  const date = (row: CsvRow, column: 'startDate' | 'endDate'): string => {
    const written = table.value(row, column);
    const day = isoDatePart(written);
    if (written === '') say(row, ENGLISH('roster.columnEmpty', { column }));
    else if (day === undefined)
      say(row, ENGLISH('roster.badDate', { column, value: shown(written) }));
    return day ?? written;
  };
  return table.rows.map((row) => {
    const identity = identify(row);
    const startDate = date(row, 'startDate');
    const endDate = date(row, 'endDate');
    const schoolYear = table.value(row, 'schoolYear');
    if (schoolYear === '') say(row, ENGLISH('roster.columnEmpty', { column: 'schoolYear' }));
    else if (!isSchoolYear(schoolYear)) {
      say(row, ENGLISH('roster.badSchoolYear', { value: shown(schoolYear) }));
    }
    return {
      ...identity,
      title: table.value(row, 'title'),
      type: table.value(row, 'type'),
      startDate,
      endDate,
      schoolYear,
    };
  });
}

/** A person's role as the roster gives it: kind undefined when it could not be read. */
export interface PersonRole {
  kind: RosterPersonKind | undefined;
  orgSourcedIds: string[];
}

/** Where a user's role comes from: users.csv itself (1.1) or roles.csv (1.2). */
export type RoleOf = (row: CsvRow, sourcedId: string) => PersonRole;

/** OneRoster 1.1: the role and orgs are users.csv's own columns. */
export function rolesInUsers(table: UserTable, problems: RosterProblems): RoleOf {
  const say = sayer(table.file, problems);
  return (row) => ({
    kind: readKind(table.value(row, 'role'), row, say),
    orgSourcedIds: splitList(table.value(row, 'orgSourcedIds')),
  });
}

/** A row of 1.2's roles.csv, as the users and the checks across files take it. */
export interface RosterRole extends RowIdentity {
  userSourcedId: string;
  primary: boolean;
  kind: RosterPersonKind | undefined;
  orgSourcedId: string;
}

export function readRoles(table: RoleTable, problems: RosterProblems): RosterRole[] {
  const say = sayer(table.file, problems);
  const identify = identities(table, say);
  return table.rows.map((row) => {
    const roleType = table.value(row, 'roleType').toLowerCase();
    if (roleType !== 'primary' && roleType !== 'secondary') {
      const written = table.value(row, 'roleType');
      say(row, ENGLISH('roster.badRoleType', { value: shown(written) }));
    }
    return {
      ...identify(row),
      userSourcedId: filled(table.value(row, 'userSourcedId'), 'userSourcedId', row, say),
      primary: roleType === 'primary',
      kind: readKind(table.value(row, 'role'), row, say),
      orgSourcedId: table.value(row, 'orgSourcedId'),
    };
  });
}

/**
 * OneRoster 1.2: a person's kind is their primary role's (an active one before one being
 * deleted), and their orgs those of all their roles (the active ones, if they have any).
 * `rolesRead`: roles.csv was read to its end, so a person without a primary role has none.
 * `rolesName`: where the roles are, as a message names it (a pull's come with each person).
 */
export function rolesInRolesFile(
  roles: readonly RosterRole[],
  rolesRead: boolean,
  usersFile: string,
  problems: RosterProblems,
  rolesName = 'roles.csv',
): RoleOf {
  const byUser = new Map<string, RosterRole[]>();
  for (const role of roles) {
    const own = byUser.get(role.userSourcedId);
    if (own === undefined) byUser.set(role.userSourcedId, [role]);
    else own.push(role);
  }
  return (row, sourcedId) => {
    const own = byUser.get(sourcedId) ?? [];
    const primaries = own.filter((role) => role.primary);
    const primary = primaries.find((role) => role.status === 'active') ?? primaries[0];
    if (primary === undefined && rolesRead) {
      problems.add(usersFile, row.line, ENGLISH('roster.noPrimaryRole', { file: rolesName }));
    }
    const active = own.filter((role) => role.status === 'active');
    const orgs = (active.length > 0 ? active : own).map((role) => role.orgSourcedId);
    return {
      kind: primary?.kind,
      orgSourcedIds: [...new Set(orgs.filter((org) => org !== ''))],
    };
  };
}

/**
 * @param flags users.csv's extension columns for a pupil's flags (metadata.send,
 *   metadata.disadvantaged), when the source has them; a pull has none.
 */
export function readUsers(
  table: UserTable,
  roleOf: RoleOf,
  problems: RosterProblems,
  flags?: CsvColumns<UserFlagColumn>,
): RosterUser[] {
  const say = sayer(table.file, problems);
  const identify = identities(table, say);
  return table.rows.map((row) => {
    const identity = identify(row);
    const enabledUser = readFlag(table.value(row, 'enabledUser'), 'enabledUser', true, row, say);
    const role = roleOf(row, identity.sourcedId);
    // A guardian is not imported, so an MIS that keeps only a parent's e-mail is fine.
    const named = role.kind === 'pupil' || role.kind === 'staff';
    const givenName = table.value(row, 'givenName');
    const familyName = table.value(row, 'familyName');
    if (named && givenName === '') say(row, ENGLISH('roster.givenNameEmpty'));
    if (named && familyName === '') say(row, ENGLISH('roster.familyNameEmpty'));
    const email = table.value(row, 'email');
    if (email !== '' && !isPlausibleEmail(email))
      say(row, ENGLISH('roster.badEmail', { value: shown(email) }));
    // Only a pupil's flags are read: staff never hold them.
    const pupil = role.kind === 'pupil';
    const send = pupil ? readPupilFlag(flags, 'metadata.send', row, say) : undefined;
    const disadvantaged = pupil
      ? readPupilFlag(flags, 'metadata.disadvantaged', row, say)
      : undefined;
    return {
      ...identity,
      enabledUser,
      kind: role.kind ?? 'other',
      username: table.value(row, 'username'),
      givenName,
      familyName,
      email,
      identifier: table.value(row, 'identifier'),
      grades: splitList(table.value(row, 'grades')),
      orgSourcedIds: role.orgSourcedIds,
      ...(send === undefined ? {} : { send }),
      ...(disadvantaged === undefined ? {} : { disadvantaged }),
    };
  });
}

export function readClasses(table: ClassTable, problems: RosterProblems): RosterClass[] {
  const say = sayer(table.file, problems);
  const identify = identities(table, say);
  return table.rows.map((row) => ({
    ...identify(row),
    title: table.value(row, 'title'),
    classCode: table.value(row, 'classCode'),
    classType: table.value(row, 'classType'),
    grades: splitList(table.value(row, 'grades')),
    schoolSourcedId: filled(table.value(row, 'schoolSourcedId'), 'schoolSourcedId', row, say),
    termSourcedIds: splitList(table.value(row, 'termSourcedIds')),
  }));
}

export function readEnrollments(
  table: EnrollmentTable,
  problems: RosterProblems,
): RosterEnrollment[] {
  const say = sayer(table.file, problems);
  const identify = identities(table, say);
  return table.rows.map((row) => ({
    ...identify(row),
    classSourcedId: filled(table.value(row, 'classSourcedId'), 'classSourcedId', row, say),
    userSourcedId: filled(table.value(row, 'userSourcedId'), 'userSourcedId', row, say),
    kind: readKind(table.value(row, 'role'), row, say) ?? 'other',
    primary: readFlag(table.value(row, 'primary'), 'primary', false, row, say),
  }));
}
