/** Request shapes of the school admin's project and success-criteria calls, from ../wire. */
export type {
  DeleteCriterionRequest,
  SaveCriterionRequest,
  SaveProjectRequest,
} from '../wire/adminProjects';
// Values from texts.ts, which imports nothing, so no bundle gains TypeBox by them.
export { CRITERION_TEXT_MAX, PROJECT_NAME_MAX, PROJECT_REFUSAL } from '../wire/texts';
