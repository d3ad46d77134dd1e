/** Calls of the school admin's Manage Skills (/api/admin). */
import { apiClient } from './client';
import type {
  ListSkillsReply,
  MoveSkillRequest,
  ReorderSkillRequest,
  RetireSkillReply,
  RetireSkillRequest,
  SaveSkillReply,
  SaveSkillRequest,
} from '../types/adminSkills';
import type { OkReply } from '../types/learner';

/** The current school's skills framework and the global one, each in skill order. */
export function listSkills(): Promise<ListSkillsReply> {
  return apiClient().get('admin/ListSkills').json<ListSkillsReply>();
}

/** skill_id 0 adds a skill under parent_skill_id (0: a top-level heading); otherwise renames. */
export function saveSkill(request: SaveSkillRequest): Promise<SaveSkillReply> {
  return apiClient().post('admin/SaveSkill', { json: request }).json<SaveSkillReply>();
}

/** Moves a skill under another heading of the school (0: to the top level). */
export function moveSkill(request: MoveSkillRequest): Promise<OkReply> {
  return apiClient().post('admin/MoveSkill', { json: request }).json<OkReply>();
}

/** Moves a skill one place up or down among its siblings. */
export function reorderSkill(request: ReorderSkillRequest): Promise<OkReply> {
  return apiClient().post('admin/ReorderSkill', { json: request }).json<OkReply>();
}

/** Retires a used skill, deletes an unused one, or (retired false) brings one back. */
export function retireSkill(request: RetireSkillRequest): Promise<RetireSkillReply> {
  return apiClient().post('admin/RetireSkill', { json: request }).json<RetireSkillReply>();
}
