/**
 * A OneRoster bulk file (1.1 or 1.2 CSV) as the roster sync reads it: only the parts
 * Skillfolio uses, each row with the line it came from. `parseOneRoster.ts` makes one from a
 * zip; the sync plans and applies from it.
 */

export type OneRosterVersion = '1.1' | '1.2';

/** How a row stands in the MIS: `tobedeleted` is the MIS's way of saying it has gone. */
export type RosterStatus = 'active' | 'tobedeleted';

/**
 * What a person is to the school, from OneRoster's roles: `pupil` (student), `staff` (teacher,
 * aide, counselor, proctor and the administrator roles; a roster never makes a school admin),
 * `other` (guardian, parent, relative: not imported; parents keep their own login).
 */
export type RosterPersonKind = 'pupil' | 'staff' | 'other';

/** Where a row came from, for a message about it: the file's name and its 1-based line. */
export interface RowPlace {
  file: string;
  line: number;
}

export interface RosterOrg extends RowPlace {
  sourcedId: string;
  status: RosterStatus;
  name: string;
  /** OneRoster's org type: school, district, local, state, national (1.2 adds department…). */
  type: string;
  identifier: string;
}

export interface RosterSession extends RowPlace {
  sourcedId: string;
  status: RosterStatus;
  title: string;
  /** schoolYear, term, semester, gradingPeriod. */
  type: string;
  /** ISO dates as written (YYYY-MM-DD). */
  startDate: string;
  endDate: string;
  /** The school year the session belongs to, as written: "2027" for 2026/27. */
  schoolYear: string;
}

export interface RosterUser extends RowPlace {
  sourcedId: string;
  status: RosterStatus;
  enabledUser: boolean;
  kind: RosterPersonKind;
  username: string;
  givenName: string;
  familyName: string;
  /** '' when the MIS has none. */
  email: string;
  /** The MIS's own id (e.g. UPN): kept for matching, never shown to pupils. */
  identifier: string;
  /** OneRoster grades as written ("07", "KG"…); the school's mapping turns them into years. */
  grades: string[];
  /** The orgs the person belongs to (1.1: users.csv; 1.2: roles.csv). */
  orgSourcedIds: string[];
  /**
   * A pupil's flags the school keeps (metadata.send, metadata.disadvantaged); absent when
   * the file has no such column or the person is not a pupil: the school's stay as they are.
   */
  send?: boolean;
  disadvantaged?: boolean;
}

export interface RosterClass extends RowPlace {
  sourcedId: string;
  status: RosterStatus;
  title: string;
  classCode: string;
  /** homeroom, scheduled. */
  classType: string;
  grades: string[];
  schoolSourcedId: string;
  termSourcedIds: string[];
}

export interface RosterEnrollment extends RowPlace {
  sourcedId: string;
  status: RosterStatus;
  classSourcedId: string;
  userSourcedId: string;
  /** student → pupil; teacher, aide… → staff; guardian, parent, relative → other (ignored). */
  kind: RosterPersonKind;
  primary: boolean;
}

export interface RosterFile {
  version: OneRosterVersion;
  /** manifest.csv's properties, e.g. `source.systemName`. */
  manifest: ReadonlyMap<string, string>;
  orgs: RosterOrg[];
  sessions: RosterSession[];
  users: RosterUser[];
  classes: RosterClass[];
  enrollments: RosterEnrollment[];
}

/** What is wrong with a file: which part, which line (0: the file as a whole), and why. */
export interface RosterProblem {
  file: string;
  line: number;
  reason: string;
}

export type RosterParse =
  | { ok: true; roster: RosterFile }
  | {
      ok: false;
      /** The first problems found, in file and line order (at most ROSTER_PROBLEMS_MAX). */
      problems: RosterProblem[];
      /** How many more there were beyond those listed. */
      more: number;
    };
