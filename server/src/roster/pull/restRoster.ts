/**
 * A OneRoster 1.2 REST API's collections, as fetched (JSON, unchecked), read into the roster
 * the CSV reader makes, by the CSV reader's own row rules: each item becomes a row of a table
 * shaped like a CSV file's (file: the collection's name, line: the item's 1-based place in
 * it), which rosterRows reads and rosterReferences checks across. Only the values those rules
 * take are kept from an item. A person's roles come inside them (`roles: [{ roleType, role,
 * org }]`), so a problem with one is said at the person's place.
 */
import type { CsvRow, CsvTable } from '../rosterCsv';
import type { RosterFile, RosterParse } from '../rosterFile';
import {
  CLASS_COLUMNS,
  ENROLLMENT_COLUMNS,
  ORG_COLUMNS,
  ROLE_COLUMNS,
  SESSION_COLUMNS,
  USER_COLUMNS,
} from '../rosterHeaders';
import { DEFAULT_ROSTER_LIMITS, formatCount } from '../rosterLimits';
import { RosterProblems } from '../rosterProblems';
import { checkReferences } from '../rosterReferences';
import {
  readClasses,
  readEnrollments,
  readOrgs,
  readRoles,
  readSessions,
  readUsers,
  rolesInRolesFile,
} from '../rosterRows';
import { shown } from '../rosterValues';

/** The collections the roster is read from, in the order they are fetched and reported. */
export const REST_COLLECTIONS = [
  'orgs',
  'academicSessions',
  'users',
  'classes',
  'enrollments',
] as const;

export type RestCollection = (typeof REST_COLLECTIONS)[number];

export type RestCollections = Readonly<Record<RestCollection, readonly unknown[]>>;

/** What a problem about the MIS's roster as a whole names as its place. */
export const THE_MIS = 'the MIS';

const PROBLEM_ORDER: readonly string[] = [THE_MIS, ...REST_COLLECTIONS];

const REFERENCED = {
  orgs: "the MIS's orgs",
  users: "the MIS's users",
  classes: "the MIS's classes",
};

type JsonObject = Readonly<Record<string, unknown>>;

/** Says a problem about the item being read. */
type Say = (reason: string) => void;

/** An item's values by column, each as a CSV file would have it written. */
type Values<C extends string> = Record<C, string>;

/**
 * Reads the collections into a roster, or the problems found (the first ROSTER_PROBLEMS_MAX
 * in collection and place order). `orgSourcedId`: this school in a tenant with several ('' for
 * the MIS's only school); the rest of the tenant is left out, so none of it is kept.
 */
export function rosterFromRest(collections: RestCollections, orgSourcedId: string): RosterParse {
  const problems = new RosterProblems(undefined, PROBLEM_ORDER);
  const orgTable = jsonTable('orgs', ORG_COLUMNS, collections.orgs, problems, (item, say) => ({
    sourcedId: text(item, 'sourcedId', say),
    status: text(item, 'status', say),
    name: text(item, 'name', say),
    type: text(item, 'type', say),
    identifier: text(item, 'identifier', say),
  }));
  const sessionTable = jsonTable(
    'academicSessions',
    SESSION_COLUMNS,
    collections.academicSessions,
    problems,
    (item, say) => ({
      sourcedId: text(item, 'sourcedId', say),
      status: text(item, 'status', say),
      title: text(item, 'title', say),
      type: text(item, 'type', say),
      startDate: text(item, 'startDate', say),
      endDate: text(item, 'endDate', say),
      schoolYear: text(item, 'schoolYear', say),
    }),
  );
  const roleValues: Array<{ line: number; values: Values<(typeof ROLE_COLUMNS)[number]> }> = [];
  const userTable = jsonTable(
    'users',
    USER_COLUMNS,
    collections.users,
    problems,
    (item, say, line) => {
      const sourcedId = text(item, 'sourcedId', say);
      // Without an id the person's roles name nobody: the missing id is said once, for the person.
      if (sourcedId !== '') roleValues.push(...rolesOf(item, sourcedId, line, say));
      return {
        sourcedId,
        status: text(item, 'status', say),
        enabledUser: text(item, 'enabledUser', say),
        username: text(item, 'username', say),
        givenName: text(item, 'givenName', say),
        familyName: text(item, 'familyName', say),
        identifier: text(item, 'identifier', say),
        email: text(item, 'email', say),
        grades: list(item, 'grades', say),
        // 1.1's columns: in 1.2 the roles say both.
        role: '',
        orgSourcedIds: '',
      };
    },
  );
  const classTable = jsonTable(
    'classes',
    CLASS_COLUMNS,
    collections.classes,
    problems,
    (item, say) => ({
      sourcedId: text(item, 'sourcedId', say),
      status: text(item, 'status', say),
      title: text(item, 'title', say),
      classCode: text(item, 'classCode', say),
      classType: text(item, 'classType', say),
      grades: list(item, 'grades', say),
      schoolSourcedId: reference(item, 'school', say),
      termSourcedIds: references(item, 'terms', say),
    }),
  );
  const enrollmentTable = jsonTable(
    'enrollments',
    ENROLLMENT_COLUMNS,
    collections.enrollments,
    problems,
    (item, say) => ({
      sourcedId: text(item, 'sourcedId', say),
      status: text(item, 'status', say),
      classSourcedId: reference(item, 'class', say),
      userSourcedId: reference(item, 'user', say),
      role: text(item, 'role', say),
      primary: text(item, 'primary', say),
    }),
  );

  const roles = readRoles(tableOf('users', ROLE_COLUMNS, roleValues), problems);
  const roleOf = rolesInRolesFile(roles, true, 'users', problems, 'their roles');
  const orgs = readOrgs(orgTable, problems);
  const sessions = readSessions(sessionTable, problems);
  const users = readUsers(userTable, roleOf, problems);
  const classes = readClasses(classTable, problems);
  const enrollments = readEnrollments(enrollmentTable, problems);
  checkReferences(
    { orgs, users, roles, classes, enrollments },
    { orgs: true, users: true, classes: true },
    problems,
    REFERENCED,
  );
  const roster: RosterFile = {
    version: '1.2',
    manifest: new Map([['oneroster.version', '1.2']]),
    orgs,
    sessions,
    users,
    classes,
    enrollments,
  };
  const ours = ofOneSchool(roster, orgSourcedId, problems);
  if (problems.count > 0) return { ok: false, ...problems.list() };
  return { ok: true, roster: ours };
}

/**
 * The roster of the one school: the org named in the settings, or the MIS's only school.
 * The planner refuses a file of several schools as "export this school alone"; a pull is
 * told which school to take instead.
 */
function ofOneSchool(
  roster: RosterFile,
  orgSourcedId: string,
  problems: RosterProblems,
): RosterFile {
  if (orgSourcedId === '') {
    const schools = roster.orgs.filter((org) => org.type === 'school' && org.status === 'active');
    if (schools.length > 1) {
      const names = schools.slice(0, 5).map((org) => `${org.name} (${org.sourcedId})`);
      problems.add(
        'orgs',
        0,
        `The MIS holds ${formatCount(schools.length)} schools (${names.join(', ')}${schools.length > 5 ? ', …' : ''}): enter this school's org sourcedId in the pull settings`,
      );
    }
    return roster;
  }
  const org = roster.orgs.find((candidate) => candidate.sourcedId === orgSourcedId);
  if (org === undefined) {
    problems.add(
      'orgs',
      0,
      `The MIS has no org ${shown(orgSourcedId)}: check the school's org sourcedId in the pull settings`,
    );
  } else if (org.type !== 'school') {
    problems.add(
      'orgs',
      org.line,
      `the org ${shown(orgSourcedId)} named in the pull settings is a ${shown(org.type)}, not a school`,
    );
  }
  const classes = roster.classes.filter((cls) => cls.schoolSourcedId === orgSourcedId);
  const classIds = new Set(classes.map((cls) => cls.sourcedId));
  return {
    ...roster,
    orgs: roster.orgs.filter((o) => o.sourcedId === orgSourcedId || o.type !== 'school'),
    users: roster.users.filter((user) => user.orgSourcedIds.includes(orgSourcedId)),
    classes,
    enrollments: roster.enrollments.filter((e) => classIds.has(e.classSourcedId)),
  };
}

/** A person's roles as rows of a roles file, each at the person's place. */
function rolesOf(
  user: JsonObject,
  userSourcedId: string,
  line: number,
  say: Say,
): Array<{ line: number; values: Values<(typeof ROLE_COLUMNS)[number]> }> {
  const roles = user.roles;
  if (roles === undefined || roles === null) return [];
  if (!Array.isArray(roles)) {
    say('the roles are not a list');
    return [];
  }
  return roles.flatMap((role: unknown, index) => {
    if (!isObject(role)) {
      say(`role ${index + 1} is not a JSON object`);
      return [];
    }
    return [
      {
        line,
        values: {
          // Roles have no id of their own in the API; one unique in the table stands in.
          sourcedId: `${line}/${index + 1}`,
          status: '',
          userSourcedId,
          roleType: text(role, 'roleType', say),
          role: text(role, 'role', say),
          orgSourcedId: reference(role, 'org', say),
        },
      },
    ];
  });
}

/**
 * A collection as a table: each item's values in the columns' order. An item that is not an
 * object is said to be wrong and read as a row of blanks (whose rules then say what is missing).
 */
function jsonTable<C extends string>(
  file: string,
  columns: readonly C[],
  items: readonly unknown[],
  problems: RosterProblems,
  read: (item: JsonObject, say: Say, line: number) => Values<C>,
): CsvTable<C> {
  const rows = items.map((item, index) => {
    const line = index + 1;
    const say: Say = (reason) => problems.add(file, line, reason);
    if (!isObject(item)) {
      say('this item is not a JSON object');
      return { line, values: blanks(columns) };
    }
    return { line, values: read(item, say, line) };
  });
  return tableOf(file, columns, rows);
}

function blanks<C extends string>(columns: readonly C[]): Values<C> {
  return Object.fromEntries(columns.map((column) => [column, ''])) as Values<C>;
}

function tableOf<C extends string>(
  file: string,
  columns: readonly C[],
  rows: ReadonlyArray<{ line: number; values: Values<C> }>,
): CsvTable<C> {
  const at = new Map(columns.map((column, index) => [column, index]));
  const csvRows: CsvRow[] = rows.map(({ line, values }) => ({
    line,
    values: columns.map((column) => values[column]),
  }));
  return {
    file,
    rows: csvRows,
    value: (row, column) => row.values[at.get(column) ?? -1] ?? '',
  };
}

const FIELD_CHARS_MAX = DEFAULT_ROSTER_LIMITS.fieldCharsMax;

/**
 * A value as the CSV reader would have it: trimmed text. A number or a flag is written out
 * (1.1 servers send some as strings, 1.2 as JSON types); a missing one is blank.
 */
function text(item: JsonObject, field: string, say: Say): string {
  const value = item[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value !== 'string') {
    say(`the ${field} is not a text, a number or true or false`);
    return '';
  }
  return bounded(value.trim(), field, say);
}

function bounded(value: string, field: string, say: Say): string {
  if (value.length > FIELD_CHARS_MAX) {
    say(
      `the ${field} is longer than ${formatCount(FIELD_CHARS_MAX)} characters, more than Skillfolio reads`,
    );
    return value.slice(0, FIELD_CHARS_MAX);
  }
  // PostgreSQL cannot hold a NUL in text: refused here rather than failing the apply.
  if (value.includes('\u0000')) {
    say(`the ${field} has a NUL character in it`);
    return value.replaceAll('\u0000', '');
  }
  return value;
}

/** A reference to another item, `{ "sourcedId": … }` (its href and type are not needed). */
function reference(item: JsonObject, field: string, say: Say): string {
  const value = item[field];
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return bounded(value.trim(), field, say);
  if (!isObject(value)) {
    say(`the ${field} is not a reference ({ "sourcedId": … })`);
    return '';
  }
  return text(value, 'sourcedId', (reason) => say(`${field}: ${reason}`));
}

/** A list of references, as the CSV files write one: comma separated. */
function references(item: JsonObject, field: string, say: Say): string {
  const value = item[field];
  if (value === undefined || value === null) return '';
  if (!Array.isArray(value)) {
    say(`the ${field} are not a list`);
    return '';
  }
  return value
    .map((entry: unknown) => reference({ [field]: entry }, field, say))
    .filter((id) => id !== '')
    .join(',');
}

/** A list of values (grades), comma separated; a single value is taken as a list of one. */
function list(item: JsonObject, field: string, say: Say): string {
  const value = item[field];
  if (!Array.isArray(value)) return text(item, field, say);
  return value
    .map((entry: unknown) => text({ [field]: entry }, field, say))
    .filter((entry) => entry !== '')
    .join(',');
}

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
