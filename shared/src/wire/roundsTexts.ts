/**
 * Texts and limits of assessment rounds, for both sides at run time. Imports nothing, so no
 * bundle gains TypeBox by it.
 */

/** The most a round's name may hold: it becomes each assessment's name (SaveAssessmentName's 100). */
export const ROUND_NAME_LENGTH_MAX = 100;

export const ROUND_REFUSAL = {
  nameRequired: 'Enter a name for the round',
  nameTaken: 'This project already has a round of that name',
  alreadyOpen: 'This project already has an open round: close it before opening another',
  badDate: 'Enter dates as day, month and year',
  closesBeforeOpens: 'The round cannot close before it opens',
  closed: 'This round is closed',
  noOpenRound: 'This project has no open round',
  setBySchool: 'Your school sets the assessment rounds of this project',
  roundClosed: 'This round is closed, so its grades can no longer be changed',
} as const;
