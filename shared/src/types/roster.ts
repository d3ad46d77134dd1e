/** The roster sync's wire types (../wire/roster.ts). */
export type {
  ApplyRosterRequest,
  GradeYear,
  RosterApplyLine,
  RosterChange,
  RosterCounts,
  RosterPreview,
  RosterProblem,
  RosterPullSettings,
  RosterSyncState,
  SaveGradeYearsRequest,
  SaveRosterPullRequest,
} from '../wire/roster';
