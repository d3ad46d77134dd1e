/** Shapes of assessment rounds, from ../wire. */
export type {
  AssessmentRound,
  CloseRoundRequest,
  LearnerRound,
  LearnerRoundsReply,
  OpenRoundRequest,
  RoundsQuery,
  SaveRoundRequest,
  StartRoundAssessmentRequest,
} from '../wire/rounds';
// Values from roundsTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export { ROUND_NAME_LENGTH_MAX, ROUND_REFUSAL } from '../wire/roundsTexts';
