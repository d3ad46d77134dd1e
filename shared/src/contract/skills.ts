/**
 * The skills frameworks (SPEC §7): Manage Skills (/api/admin), the current school's framework
 * beside the global one it reads; and Manage Global Skills (/api/siteadmin), the global
 * framework, edited the same way by the global admin. A used skill is retired, never deleted.
 */
import {
  GlobalSkillsReply,
  ListSkillsReply,
  MoveSkillRequest,
  OkReply,
  ReorderSkillRequest,
  RetireSkillReply,
  RetireSkillRequest,
  SaveSkillReply,
  SaveSkillRequest,
} from '../wire';
import { endpoint } from './endpoint';

// No inSchool: a global admin who has not chosen a school still sees the global framework,
// and only a new top-level heading reaches SaveSkill without one (refused there).
const SCHOOL = { access: 'schoolAdmin' } as const;
const GLOBAL = { access: 'globalAdmin' } as const;

/** The current school's framework and the global one, each in skill order. */
export const ListSkills = endpoint({
  method: 'GET',
  path: '/api/admin/ListSkills',
  rule: SCHOOL,
  reply: ListSkillsReply,
});

/** skill_id 0 adds a skill under parent_skill_id (0: a top-level heading); otherwise renames. */
export const SaveSkill = endpoint({
  method: 'POST',
  path: '/api/admin/SaveSkill',
  rule: {
    ...SCHOOL,
    owns: {
      skill_id: { kind: 'schoolSkill', zero: 'new' },
      parent_skill_id: { kind: 'schoolSkill', zero: 'none' },
    },
  },
  body: SaveSkillRequest,
  reply: SaveSkillReply,
});

/** Moves a skill under another heading of the school (0: to the top level). */
export const MoveSkill = endpoint({
  method: 'POST',
  path: '/api/admin/MoveSkill',
  rule: {
    ...SCHOOL,
    owns: { skill_id: 'schoolSkill', parent_skill_id: { kind: 'schoolSkill', zero: 'none' } },
  },
  body: MoveSkillRequest,
  reply: OkReply,
});

/** Moves a skill one place up or down among its siblings. */
export const ReorderSkill = endpoint({
  method: 'POST',
  path: '/api/admin/ReorderSkill',
  rule: { ...SCHOOL, owns: { skill_id: 'schoolSkill' } },
  body: ReorderSkillRequest,
  reply: OkReply,
});

/** Retires a used skill, deletes an unused one, or (retired false) brings one back. */
export const RetireSkill = endpoint({
  method: 'POST',
  path: '/api/admin/RetireSkill',
  rule: { ...SCHOOL, owns: { skill_id: 'schoolSkill' } },
  body: RetireSkillRequest,
  reply: RetireSkillReply,
});

/** The global framework, retired skills included, in skill order. */
export const ListGlobalSkills = endpoint({
  method: 'GET',
  path: '/api/siteadmin/ListSkills',
  rule: GLOBAL,
  reply: GlobalSkillsReply,
});

export const SaveGlobalSkill = endpoint({
  method: 'POST',
  path: '/api/siteadmin/SaveSkill',
  rule: {
    ...GLOBAL,
    owns: {
      skill_id: { kind: 'globalSkill', zero: 'new' },
      parent_skill_id: { kind: 'globalSkill', zero: 'none' },
    },
  },
  body: SaveSkillRequest,
  reply: SaveSkillReply,
});

export const MoveGlobalSkill = endpoint({
  method: 'POST',
  path: '/api/siteadmin/MoveSkill',
  rule: {
    ...GLOBAL,
    owns: { skill_id: 'globalSkill', parent_skill_id: { kind: 'globalSkill', zero: 'none' } },
  },
  body: MoveSkillRequest,
  reply: OkReply,
});

export const ReorderGlobalSkill = endpoint({
  method: 'POST',
  path: '/api/siteadmin/ReorderSkill',
  rule: { ...GLOBAL, owns: { skill_id: 'globalSkill' } },
  body: ReorderSkillRequest,
  reply: OkReply,
});

export const RetireGlobalSkill = endpoint({
  method: 'POST',
  path: '/api/siteadmin/RetireSkill',
  rule: { ...GLOBAL, owns: { skill_id: 'globalSkill' } },
  body: RetireSkillRequest,
  reply: RetireSkillReply,
});

/** One framework's four editing endpoints, so one editor serves both. */
export const SCHOOL_EDITS = {
  save: SaveSkill,
  move: MoveSkill,
  reorder: ReorderSkill,
  retire: RetireSkill,
} as const;
export const GLOBAL_EDITS = {
  save: SaveGlobalSkill,
  move: MoveGlobalSkill,
  reorder: ReorderGlobalSkill,
  retire: RetireGlobalSkill,
} as const;
