/**
 * The School Overview (leaders' view): per project, round and skill, how pupils rated
 * themselves and how their teachers rated them, side by side and never mixed; progress between
 * rounds; gaps of 3 or more between the two voices; who has not assessed; and the inspection
 * pack. No figure is given for a group of fewer than OVERVIEW_MIN_GROUP pupils.
 */
import { Type, type Static } from 'typebox';
import { Id, IdOrZero, Int, Nullable, Text } from './primitives';
import { YEAR_GROUP_MAX } from './yearGroupTexts';

/** The smallest group a figure is given for: smaller groups could name a pupil. */
export const OVERVIEW_MIN_GROUP = 5;
/** How far apart a pupil's own rating and their teacher's are before it is a gap. */
export const OVERVIEW_GAP = 3;
/** Ratings run 0..10: a distribution has one count for each. */
export const OVERVIEW_RATINGS = 11;
/** The longest date range an inspection pack covers, in days (a school year and a half). */
export const INSPECTION_RANGE_DAYS_MAX = 550;

/** A pupil flag filter: everyone, only pupils with it, or only pupils without it. */
export const FlagFilter = Type.Union([
  Type.Literal('any'),
  Type.Literal('yes'),
  Type.Literal('no'),
]);
export type FlagFilter = Static<typeof FlagFilter>;

/** Which pupils a figure counts; the flags only for a school admin. */
export const OverviewFilters = Type.Object({
  /** 0: the school's first project. */
  school_project_id: IdOrZero,
  /** -1: every year group. */
  year_group: Type.Optional(Int(-1, YEAR_GROUP_MAX)),
  /** 0: every class. */
  class_id: Type.Optional(IdOrZero),
  send: Type.Optional(FlagFilter),
  disadvantaged: Type.Optional(FlagFilter),
});
export type OverviewFilters = Static<typeof OverviewFilters>;

/** How many pupils gave each rating 0..10 (counts[r] for rating r), and how many rated. */
export const RatingSpread = Type.Object({
  rated: Type.Integer(),
  counts: Type.Array(Type.Integer()),
});
export type RatingSpread = Static<typeof RatingSpread>;

/** Of the pupils rated in both rounds: how many moved up, stayed, moved down. */
export const RatingMoves = Type.Object({
  pupils: Type.Integer(),
  higher: Type.Integer(),
  same: Type.Integer(),
  lower: Type.Integer(),
});
export type RatingMoves = Static<typeof RatingMoves>;

/** One skill in one round; null: fewer than OVERVIEW_MIN_GROUP pupils behind the figure. */
export const SkillRoundFigures = Type.Object({
  round_id: Type.Integer(),
  own: Nullable(RatingSpread),
  teacher: Nullable(RatingSpread),
  /** Of the pupils rated by both: how many differ by OVERVIEW_GAP or more. */
  gaps: Nullable(Type.Integer()),
  /** How many pupils both rated (what `gaps` is out of); null with `gaps`. */
  both_rated: Nullable(Type.Integer()),
});
export type SkillRoundFigures = Static<typeof SkillRoundFigures>;

/** From one round to the next, one voice at a time. */
export const SkillProgress = Type.Object({
  from_round_id: Type.Integer(),
  to_round_id: Type.Integer(),
  own: Nullable(RatingMoves),
  teacher: Nullable(RatingMoves),
});
export type SkillProgress = Static<typeof SkillProgress>;

export const OverviewSkill = Type.Object({
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
  /** The heading the skill sits under; null for a skill without one. */
  area_descriptor: Nullable(Type.String()),
  rounds: Type.Array(SkillRoundFigures),
  progress: Type.Array(SkillProgress),
});
export type OverviewSkill = Static<typeof OverviewSkill>;

export const OverviewRound = Type.Object({
  round_id: Type.Integer(),
  round_name: Type.String(),
  opens_on: Type.String(),
  closes_on: Nullable(Type.String()),
  is_open: Type.Boolean(),
  /** Pupils of the group with a rating in the round; null when the group is too small. */
  assessed: Nullable(Type.Integer()),
});
export type OverviewRound = Static<typeof OverviewRound>;

export const OverviewChoice = Type.Object({ id: Type.Integer(), name: Type.String() });
export type OverviewChoice = Static<typeof OverviewChoice>;

/** GET /api/leaders/Overview */
export const SchoolOverview = Type.Object({
  /** The project shown (0: the school has none). */
  school_project_id: Type.Integer(),
  projects: Type.Array(OverviewChoice),
  /** The school's open classes, for the filter. */
  classes: Type.Array(OverviewChoice),
  /** The year groups the school's pupils are in, for the filter. */
  year_groups: Type.Array(Type.Integer()),
  /** Whether the caller may filter by the SEND and disadvantaged flags (school admins). */
  flag_filters: Type.Boolean(),
  /** Pupils of the project in the group; null when fewer than OVERVIEW_MIN_GROUP. */
  pupils: Nullable(Type.Integer()),
  /** The project's rounds, oldest first. */
  rounds: Type.Array(OverviewRound),
  /** Empty when the group is too small. */
  skills: Type.Array(OverviewSkill),
});
export type SchoolOverview = Static<typeof SchoolOverview>;

/** Which pupils to list: gaps of a skill in a round, or those not assessed in a round. */
export const OverviewPupilsQuery = Type.Object({
  school_project_id: Id,
  round_id: Id,
  /** 0: every skill (gaps only). */
  skill_id: Type.Optional(IdOrZero),
  list: Type.Union([Type.Literal('gaps'), Type.Literal('notAssessed')]),
  year_group: Type.Optional(Int(-1, YEAR_GROUP_MAX)),
  class_id: Type.Optional(IdOrZero),
  send: Type.Optional(FlagFilter),
  disadvantaged: Type.Optional(FlagFilter),
});
export type OverviewPupilsQuery = Static<typeof OverviewPupilsQuery>;

export const OverviewPupil = Type.Object({
  user_id: Type.Integer(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  username: Type.String(),
  year_group: Nullable(Type.Integer()),
  /** For a gap: the skill, the pupil's own rating and the teacher's. */
  skill_descriptor: Type.Optional(Type.String()),
  own: Type.Optional(Type.Integer()),
  teacher: Type.Optional(Type.Integer()),
});
export type OverviewPupil = Static<typeof OverviewPupil>;

/** The most pupils one list gives (a whole year group's gaps on every skill, with room). */
export const OVERVIEW_PUPILS_MAX = 1000;

/** GET /api/leaders/OverviewPupils */
export const OverviewPupils = Type.Object({
  pupils: Type.Array(OverviewPupil),
  /** More than OVERVIEW_PUPILS_MAX matched: the first ones are given; narrow the group. */
  more: Type.Boolean(),
});
export type OverviewPupils = Static<typeof OverviewPupils>;

/** GET /api/leaders/InspectionPack: every project's rounds that open in the range. */
export const InspectionPackQuery = Type.Object({
  /** YYYY-MM-DD, both ends included. */
  from: Text(10),
  to: Text(10),
  format: Type.Union([Type.Literal('pdf'), Type.Literal('csv')]),
});
export type InspectionPackQuery = Static<typeof InspectionPackQuery>;

/** POST /api/schooladmin/SaveOverviewStaff: the staff who see the School Overview. */
export const OverviewStaffMember = Type.Object({
  user_id: Type.Integer(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  username: Type.String(),
  sees_overview: Type.Boolean(),
});
export type OverviewStaffMember = Static<typeof OverviewStaffMember>;

export const OverviewStaff = Type.Object({ staff: Type.Array(OverviewStaffMember) });
export type OverviewStaff = Static<typeof OverviewStaff>;

export const SaveOverviewStaffRequest = Type.Object({
  user_id: Id,
  sees_overview: Type.Boolean(),
});
export type SaveOverviewStaffRequest = Static<typeof SaveOverviewStaffRequest>;
