/** The school admin's project and success-criteria calls (SPEC §7 "Admin"). */
import { apiClient } from './client';
import type { SuccessCriterion } from '../types/entities';
import type {
  DeleteCriterionRequest,
  SaveCriterionRequest,
  SaveProjectRequest,
} from '../types/adminProjects';
import type { OkReply } from '../types/learner';

/** project_id 0 adds a project to the current school, above 0 renames one. */
export function saveProject(request: SaveProjectRequest): Promise<OkReply> {
  return apiClient().post('admin/SaveProject', { json: request }).json<OkReply>();
}

/** Every criterion of the current school, each project's in order; filter by project here. */
export function listSuccessCriteria(): Promise<SuccessCriterion[]> {
  return apiClient().get('admin/listsuccesscriteria').json<SuccessCriterion[]>();
}

/** criteria_id 0 adds a criterion; an order that is not a whole number is ignored. */
export function saveCriterion(request: SaveCriterionRequest): Promise<OkReply> {
  return apiClient().post('admin/saveCriteria', { json: request }).json<OkReply>();
}

export function deleteCriterion(request: DeleteCriterionRequest): Promise<OkReply> {
  return apiClient().post('admin/DeleteCriteria', { json: request }).json<OkReply>();
}
