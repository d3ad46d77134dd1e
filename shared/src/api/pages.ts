/** Calls under /api/pages (SPEC §7 "Pages and resources"). */
import { apiClient } from './client';
import type { Skill } from '../types/entities';
import type { SavePersonalPlanReply, SavePersonalPlanRequest } from '../types/learner';

export function getSkills(): Promise<Skill[]> {
  return apiClient().get('pages/GetSkills').json<Skill[]>();
}

/** id 0 adds a development area, id above 0 edits it. */
export function savePersonalPlan(request: SavePersonalPlanRequest): Promise<SavePersonalPlanReply> {
  return apiClient()
    .post('pages/SavePersonalPlan', { json: request })
    .json<SavePersonalPlanReply>();
}
