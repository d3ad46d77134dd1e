/**
 * The rules across files: a row that names a row of another file (a class its school, an
 * enrollment its class and person, a role its person) names one that is there. A row marked
 * tobedeleted may name one already gone. A file that could not be read to its end is not
 * looked in: its missing rows would make a problem of every row that names them.
 */
import type {
  RosterClass,
  RosterEnrollment,
  RosterOrg,
  RosterStatus,
  RosterUser,
  RowPlace,
} from './rosterFile';
import type { RosterProblems } from './rosterProblems';
import type { RosterRole } from './rosterRows';
import { shown } from './rosterValues';
import { ENGLISH } from '../i18n/serverTexts';

export interface RosterRows {
  orgs: readonly RosterOrg[];
  users: readonly RosterUser[];
  roles: readonly RosterRole[];
  classes: readonly RosterClass[];
  enrollments: readonly RosterEnrollment[];
}

/** Which files were read to their end (or are rightly absent, so known to be empty). */
export interface FilesKnown {
  orgs: boolean;
  users: boolean;
  classes: boolean;
}

/** What the messages call the files looked in: a pull's collections are not CSV files. */
export interface ReferencedNames {
  orgs: string;
  users: string;
  classes: string;
}

const CSV_NAMES: ReferencedNames = {
  orgs: 'orgs.csv',
  users: 'users.csv',
  classes: 'classes.csv',
};

/** A row that names another: where it is, and whether it is on its way out. */
interface Naming extends RowPlace {
  status: RosterStatus;
}

function check<T extends Naming>(
  rows: readonly T[],
  named: (row: T) => string,
  known: boolean,
  targets: readonly { sourcedId: string }[],
  missing: (sourcedId: string) => string,
  problems: RosterProblems,
): void {
  if (!known) return;
  const there = new Set(targets.map((target) => target.sourcedId));
  for (const row of rows) {
    const sourcedId = named(row);
    // '' is a problem of the row's own file, said there.
    if (row.status === 'tobedeleted' || sourcedId === '' || there.has(sourcedId)) continue;
    problems.add(row.file, row.line, missing(sourcedId));
  }
}

export function checkReferences(
  rows: RosterRows,
  known: FilesKnown,
  problems: RosterProblems,
  names: ReferencedNames = CSV_NAMES,
): void {
  const { orgs, users, roles, classes, enrollments } = rows;
  const notInUsers = (sourcedId: string): string =>
    ENGLISH('roster.personNotIn', { value: shown(sourcedId), file: names.users });
  check(
    classes,
    (row) => row.schoolSourcedId,
    known.orgs,
    orgs,
    (sourcedId) => ENGLISH('roster.schoolNotIn', { value: shown(sourcedId), file: names.orgs }),
    problems,
  );
  check(roles, (row) => row.userSourcedId, known.users, users, notInUsers, problems);
  check(
    enrollments,
    (row) => row.classSourcedId,
    known.classes,
    classes,
    (sourcedId) => ENGLISH('roster.classNotIn', { value: shown(sourcedId), file: names.classes }),
    problems,
  );
  check(enrollments, (row) => row.userSourcedId, known.users, users, notInUsers, problems);
}
