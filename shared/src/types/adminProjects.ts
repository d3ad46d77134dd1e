/** Request shapes of the school admin's project and success-criteria calls, from ../wire. */
export type {
  DeleteCriterionRequest,
  SaveCriterionRequest,
  SaveProjectRequest,
} from '../wire/adminProjects';
