/**
 * Requests and replies of assessment rounds: the rounds a school opens for a project (staff,
 * under /api/staff/), and the pupil's view of them on Self Assessment (under /api/user/).
 */
import { Type, type Static } from 'typebox';
import { Id, IdOrZero, Int, Nullable, Text } from './primitives';
import { ROUND_NAME_LENGTH_MAX } from './roundsTexts';

/** A date as YYYY-MM-DD; the server checks it names a real day, with a sentence if not. */
const DateText = Text(10);
/** An end date, or '' for none. */
const OptionalDateText = Text(10);

/** A round as staff see it. */
export const AssessmentRound = Type.Object({
  round_id: Id,
  school_project_id: Id,
  round_name: Type.String(),
  /** YYYY-MM-DD. */
  opens_on: Type.String(),
  /** YYYY-MM-DD; null: no end date. */
  closes_on: Nullable(Type.String()),
  is_open: Type.Boolean(),
  /** How many pupils have an assessment in it. */
  assessed: Int(0, 2147483647),
});
export type AssessmentRound = Static<typeof AssessmentRound>;

/** GET /api/staff/ListRounds */
export const RoundsQuery = Type.Object({ school_project_id: Id });
export type RoundsQuery = Static<typeof RoundsQuery>;

/** POST /api/staff/OpenRound */
export const OpenRoundRequest = Type.Object({
  school_project_id: Id,
  round_name: Text(ROUND_NAME_LENGTH_MAX),
  opens_on: DateText,
  closes_on: OptionalDateText,
});
export type OpenRoundRequest = Static<typeof OpenRoundRequest>;

/** POST /api/staff/SaveRound: a round's name and dates (open or closed). */
export const SaveRoundRequest = Type.Object({
  round_id: Id,
  round_name: Text(ROUND_NAME_LENGTH_MAX),
  opens_on: DateText,
  closes_on: OptionalDateText,
});
export type SaveRoundRequest = Static<typeof SaveRoundRequest>;

/** POST /api/staff/CloseRound */
export const CloseRoundRequest = Type.Object({ round_id: Id });
export type CloseRoundRequest = Static<typeof CloseRoundRequest>;

/** A round of one of the pupil's projects, with the pupil's own assessment in it. */
export const LearnerRound = Type.Object({
  round_id: Id,
  round_name: Type.String(),
  is_open: Type.Boolean(),
  /** 0: the pupil has no assessment in it. */
  assessment_id: IdOrZero,
});
export type LearnerRound = Static<typeof LearnerRound>;

/** GET /api/user/GetRoundsForProject: oldest first; none for a project without rounds. */
export const LearnerRoundsReply = Type.Object({ rounds: Type.Array(LearnerRound) });
export type LearnerRoundsReply = Static<typeof LearnerRoundsReply>;

/** POST /api/user/StartRoundAssessment */
export const StartRoundAssessmentRequest = Type.Object({
  user_id: Type.Optional(Id),
  project_id: Id,
});
export type StartRoundAssessmentRequest = Static<typeof StartRoundAssessmentRequest>;
