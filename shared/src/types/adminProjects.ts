/** Request shapes of the school admin's project and success-criteria calls, from ../wire. */
export type {
  DeleteCriterionRequest,
  SaveCriterionRequest,
  SaveProjectRequest,
} from '../wire/adminProjects';
export type {
  AudienceClass,
  AudienceYearGroup,
  ProjectAudience,
  ProjectAudiencesReply,
  SaveProjectAudiencesReply,
  SaveProjectAudiencesRequest,
} from '../wire/projectAudiences';
