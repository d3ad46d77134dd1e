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
