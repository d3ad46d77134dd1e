/** Calls of the global skills framework (SPEC §7 "Global admin", /api/siteadmin), one function each. */
import { apiClient } from './client';
import type {
  MoveSkillRequest,
  ReorderSkillRequest,
  RetireSkillReply,
  RetireSkillRequest,
  SaveSkillReply,
  SaveSkillRequest,
} from '../types/adminSkills';
import type { OkReply } from '../types/learner';
import type { GlobalSkillsReply } from '../types/siteAdmin';

/** The global skills framework, retired skills included, in skill order. */
export function listGlobalSkills(): Promise<GlobalSkillsReply> {
  return apiClient().get('siteadmin/ListSkills').json<GlobalSkillsReply>();
}

/** skill_id 0 adds a global skill under parent_skill_id (0: a heading); otherwise renames. */
export function saveGlobalSkill(request: SaveSkillRequest): Promise<SaveSkillReply> {
  return apiClient().post('siteadmin/SaveSkill', { json: request }).json<SaveSkillReply>();
}

export function moveGlobalSkill(request: MoveSkillRequest): Promise<OkReply> {
  return apiClient().post('siteadmin/MoveSkill', { json: request }).json<OkReply>();
}

export function reorderGlobalSkill(request: ReorderSkillRequest): Promise<OkReply> {
  return apiClient().post('siteadmin/ReorderSkill', { json: request }).json<OkReply>();
}

/** Retires a used global skill, deletes an unused one, or (retired false) brings one back. */
export function retireGlobalSkill(request: RetireSkillRequest): Promise<RetireSkillReply> {
  return apiClient().post('siteadmin/RetireSkill', { json: request }).json<RetireSkillReply>();
}
