/**
 * The school admin's year end: every pupil moved up a year in one step, with exceptions kept
 * back, and leavers marked (read-only access until their account is erased).
 */
import { Type, type Static } from 'typebox';
import { FINITE, Id, Int, Nullable, Text } from './primitives';
import { LEAVER_DAYS_MAX, LEAVER_DAYS_MIN, YEAR_GROUP_MAX, YEAR_GROUP_MIN } from './yearGroupTexts';

/** The most pupils one year end takes in a list (a big school's whole roll, with room). */
export const YEAR_END_IDS_MAX = 10000;

/**
 * A year group as input: null (not set) or 0..13. One `type: ['integer', 'null']` rather than
 * a union: with coercion on, ajv would turn a null into the integer 0 (Reception) through a
 * union's integer branch, or a 0 into null through its null branch; with both types in one
 * keyword it coerces neither.
 */
export const YearGroup = Type.Unsafe<number | null>({
  type: ['integer', 'null'],
  minimum: YEAR_GROUP_MIN,
  maximum: YEAR_GROUP_MAX,
  ...FINITE,
});

export const YearEndPupil = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  year_group: YearGroup,
});
export type YearEndPupil = Static<typeof YearEndPupil>;

export const YearEndLeaver = Type.Object({
  user_id: Type.Integer(),
  username: Type.String(),
  first_name: Nullable(Type.String()),
  last_name: Nullable(Type.String()),
  year_group: YearGroup,
  left_at: Type.String(),
  erase_after: Type.String(),
});
export type YearEndLeaver = Static<typeof YearEndLeaver>;

/** GET /api/admin/YearEnd: what the preview is built from. */
export const YearEndState = Type.Object({
  /** Changes whenever a pupil's year or leaving changes: an apply must send the one it saw. */
  version: Type.String(),
  leaver_days: Type.Integer(),
  /** When a pupil marked a leaver now would be erased (now + leaver_days). */
  erase_after_if_left_now: Type.String(),
  /** Pupils not yet leavers, by year then name. */
  pupils: Type.Array(YearEndPupil),
  /** Pupils already marked as leavers, soonest erased first. */
  leavers: Type.Array(YearEndLeaver),
});
export type YearEndState = Static<typeof YearEndState>;

export const ApplyYearEndRequest = Type.Object({
  version: Text(100),
  /** Pupils in this year (or above) become leavers instead of moving up. */
  last_year: Int(YEAR_GROUP_MIN, YEAR_GROUP_MAX),
  /** Pupils who stay in their year (and do not leave, even from the last year). */
  keep_back: Type.Array(Id, { maxItems: YEAR_END_IDS_MAX, uniqueItems: true }),
  /** Pupils marked as leavers whatever their year. */
  leavers: Type.Array(Id, { maxItems: YEAR_END_IDS_MAX, uniqueItems: true }),
});
export type ApplyYearEndRequest = Static<typeof ApplyYearEndRequest>;

export const ApplyYearEndReply = Type.Object({
  moved: Type.Integer(),
  kept_back: Type.Integer(),
  leavers: Type.Integer(),
  erase_after: Type.String(),
});
export type ApplyYearEndReply = Static<typeof ApplyYearEndReply>;

export const SaveLeaverDaysRequest = Type.Object({
  leaver_days: Int(LEAVER_DAYS_MIN, LEAVER_DAYS_MAX),
});
export type SaveLeaverDaysRequest = Static<typeof SaveLeaverDaysRequest>;

/** Takes a leaver back (marked by mistake): their account stays, and is no longer read-only. */
export const CancelLeavingRequest = Type.Object({ user_id: Id });
export type CancelLeavingRequest = Static<typeof CancelLeavingRequest>;
