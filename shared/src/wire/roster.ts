/**
 * The roster sync: a school's MIS roster (OneRoster CSV bulk zip) read into a preview of what
 * would change, applied whole or not at all, and the school's reading of grades as years.
 */
import { Type, type Static } from 'typebox';
import { Id, Int, Nullable, Text } from './primitives';
import {
  ROSTER_GRADE_MAX_LENGTH,
  ROSTER_GRADES_MAX,
  ROSTER_PULL_ID_MAX,
  ROSTER_PULL_SECRET_MAX,
  ROSTER_PULL_URL_MAX,
} from './rosterTexts';
import { YEAR_GROUP_MAX, YEAR_GROUP_MIN } from './yearGroupTexts';
import { ImportedLogin } from './adminImport';

const YearOrNone = Nullable(Type.Integer({ minimum: YEAR_GROUP_MIN, maximum: YEAR_GROUP_MAX }));

/** What is wrong with the file: which part, which line (0: the file as a whole), why. */
export const RosterProblem = Type.Object({
  file: Type.String(),
  line: Type.Integer({ minimum: 0 }),
  reason: Type.String(),
});
export type RosterProblem = Static<typeof RosterProblem>;

export const RosterChange = Type.Object({
  field: Type.String(),
  from: Type.String(),
  to: Type.String(),
});
export type RosterChange = Static<typeof RosterChange>;

/** The counts a preview and an applied sync give. */
export const RosterCounts = Type.Object({
  addPupils: Type.Integer(),
  addStaff: Type.Integer(),
  update: Type.Integer(),
  link: Type.Integer(),
  leave: Type.Integer(),
  returns: Type.Integer(),
  classAdd: Type.Integer(),
  classUpdate: Type.Integer(),
  classClose: Type.Integer(),
  unchanged: Type.Integer(),
  ignored: Type.Integer(),
});
export type RosterCounts = Static<typeof RosterCounts>;

/** What a roster would change, before anything does. */
export const RosterPreview = Type.Object({
  /** The preview to apply; 0 when the file could not be read (see problems). */
  syncId: Type.Integer({ minimum: 0 }),
  /** Whether it may be applied: no problem with the file or the plan. */
  canApply: Type.Boolean(),
  problems: Type.Array(RosterProblem),
  /** Problems beyond those listed. */
  moreProblems: Type.Integer({ minimum: 0 }),
  version: Type.String(),
  schoolYear: Nullable(Type.String()),
  previousSchoolYear: Nullable(Type.String()),
  /** A new school year: pupils move up a year, last year's classes close. */
  rollover: Type.Boolean(),
  counts: RosterCounts,
  adds: Type.Array(
    Type.Object({
      name: Type.String(),
      username: Type.String(),
      kind: Type.Union([Type.Literal('pupil'), Type.Literal('staff')]),
      yearGroup: YearOrNone,
      classes: Type.Array(Type.String()),
    }),
  ),
  updates: Type.Array(
    Type.Object({
      name: Type.String(),
      username: Type.String(),
      /** Set when the sync links an account made by hand, matched by this. */
      linkBy: Nullable(Type.String()),
      changes: Type.Array(RosterChange),
    }),
  ),
  leavers: Type.Array(
    Type.Object({ name: Type.String(), username: Type.String(), why: Type.String() }),
  ),
  classAdds: Type.Array(
    Type.Object({
      title: Type.String(),
      yearGroup: YearOrNone,
      pupils: Type.Integer(),
      staff: Type.Integer(),
    }),
  ),
  classUpdates: Type.Array(
    Type.Object({
      title: Type.String(),
      pupils: Type.Integer(),
      staff: Type.Integer(),
      reopens: Type.Boolean(),
      changes: Type.Array(RosterChange),
    }),
  ),
  classCloses: Type.Array(Type.Object({ title: Type.String() })),
  /** When leavers made by this sync would be erased, were it applied now. */
  leaversEraseAfter: Type.String(),
  leaverDays: Type.Integer(),
});
export type RosterPreview = Static<typeof RosterPreview>;

export const GradeYear = Type.Object({
  grade: Text(ROSTER_GRADE_MAX_LENGTH),
  yearGroup: Int(YEAR_GROUP_MIN, YEAR_GROUP_MAX),
});
export type GradeYear = Static<typeof GradeYear>;

/** The Roster Sync screen's state: the last applied sync and the school's grade readings. */
export const RosterSyncState = Type.Object({
  lastApplied: Nullable(
    Type.Object({
      appliedAt: Type.String(),
      source: Type.String(),
      schoolYear: Nullable(Type.String()),
      counts: RosterCounts,
    }),
  ),
  gradeYears: Type.Array(GradeYear),
  /** The school's classes now, with how many are in each. */
  classes: Type.Array(
    Type.Object({
      title: Type.String(),
      yearGroup: YearOrNone,
      pupils: Type.Integer(),
      staff: Type.Integer(),
      fromRoster: Type.Boolean(),
    }),
  ),
});
export type RosterSyncState = Static<typeof RosterSyncState>;

export const ApplyRosterRequest = Type.Object({ syncId: Id });
export type ApplyRosterRequest = Static<typeof ApplyRosterRequest>;

/**
 * An apply answers `application/x-ndjson`: progress lines while new accounts' passwords are
 * hashed, then the outcome: applied (with the new accounts' logins, for the printable
 * sheet), or refused with why (nothing changed).
 */
export const RosterApplyLine = Type.Union([
  Type.Object({ hashed: Type.Integer(), total: Type.Integer() }),
  Type.Object({
    applied: Type.Literal(true),
    counts: RosterCounts,
    logins: Type.Array(ImportedLogin),
  }),
  Type.Object({ applied: Type.Literal(false), error: Type.String() }),
]);
export type RosterApplyLine = Static<typeof RosterApplyLine>;

export const SaveGradeYearsRequest = Type.Object({
  gradeYears: Type.Array(GradeYear, { maxItems: ROSTER_GRADES_MAX }),
});
export type SaveGradeYearsRequest = Static<typeof SaveGradeYearsRequest>;

/**
 * A school's pull from its MIS's OneRoster 1.2 REST API, once a day at `hour` (the server's
 * local time). The client secret is never sent back: `secretSet` says whether one is kept.
 */
export const RosterPullSettings = Type.Object({
  /** e.g. https://api.mis.example/ims/oneroster/rostering/v1p2 ('' when not set up). */
  baseUrl: Type.String(),
  tokenUrl: Type.String(),
  clientId: Type.String(),
  secretSet: Type.Boolean(),
  /** Which school of a tenant with several ('' when the MIS holds this school alone). */
  orgSourcedId: Type.String(),
  enabled: Type.Boolean(),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  lastPullAt: Nullable(Type.String()),
  /** What the last pull did, in words: applied, waiting for review, or why it failed. */
  lastOutcome: Nullable(Type.String()),
  /** The admin a scheduled pull applies as (who saved the settings last), by name. */
  savedBy: Nullable(Type.String()),
});
export type RosterPullSettings = Static<typeof RosterPullSettings>;

export const SaveRosterPullRequest = Type.Object({
  baseUrl: Text(ROSTER_PULL_URL_MAX),
  tokenUrl: Text(ROSTER_PULL_URL_MAX),
  clientId: Text(ROSTER_PULL_ID_MAX),
  /** Blank keeps the secret already kept. */
  clientSecret: Text(ROSTER_PULL_SECRET_MAX),
  orgSourcedId: Text(ROSTER_PULL_ID_MAX),
  enabled: Type.Boolean(),
  hour: Int(0, 23),
});
export type SaveRosterPullRequest = Static<typeof SaveRosterPullRequest>;
