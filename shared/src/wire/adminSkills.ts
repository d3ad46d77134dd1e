/**
 * Requests and replies of the school admin's Manage Skills (not in the SPEC: a school needs
 * its own skills framework before its pupils can assess themselves). Every skill id is one
 * of the session's current school; the global framework is only ever read.
 */
import { Type, type Static } from 'typebox';
import { Id, IdOrZero, Nullable, Text } from './primitives';
import { SKILL_DESCRIPTOR_MAX } from './adminSkillsTexts';

/** One heading or skill of a framework, as the admin sees it. */
export const AdminSkill = Type.Object({
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
  parent_skill_id: Nullable(Type.Integer()),
  ordering: Type.Integer(),
  /** Hidden from new assessments and development-area choices; kept for pupils' history. */
  retired: Type.Boolean(),
  /** Graded (a grade or a statement) or chosen as a development area: retired, never deleted. */
  used: Type.Boolean(),
});
export type AdminSkill = Static<typeof AdminSkill>;

/** GET /api/admin/ListSkills: the school's framework and the global one it may use. */
export const ListSkillsReply = Type.Object({
  schoolSkills: Type.Array(AdminSkill),
  globalSkills: Type.Array(AdminSkill),
});
export type ListSkillsReply = Static<typeof ListSkillsReply>;

/**
 * POST /api/admin/SaveSkill: skill_id 0 adds a skill (under parent_skill_id, or a top-level
 * heading when it is 0); above 0 renames it, and parent_skill_id is not looked at.
 */
export const SaveSkillRequest = Type.Object({
  skill_id: IdOrZero,
  skill_descriptor: Text(SKILL_DESCRIPTOR_MAX),
  parent_skill_id: IdOrZero,
});
export type SaveSkillRequest = Static<typeof SaveSkillRequest>;

export const SaveSkillReply = Type.Object({ skill_id: Type.Integer() });
export type SaveSkillReply = Static<typeof SaveSkillReply>;

/** POST /api/admin/MoveSkill: under another heading (0: to the top level), as its last child. */
export const MoveSkillRequest = Type.Object({ skill_id: Id, parent_skill_id: IdOrZero });
export type MoveSkillRequest = Static<typeof MoveSkillRequest>;

/** POST /api/admin/ReorderSkill: one place up or down among its siblings. */
export const ReorderSkillRequest = Type.Object({
  skill_id: Id,
  direction: Type.Union([Type.Literal('up'), Type.Literal('down')]),
});
export type ReorderSkillRequest = Static<typeof ReorderSkillRequest>;

/** POST /api/admin/RetireSkill: retired false brings a retired skill back. */
export const RetireSkillRequest = Type.Object({ skill_id: Id, retired: Type.Boolean() });
export type RetireSkillRequest = Static<typeof RetireSkillRequest>;

/** A used skill is retired; one nobody used is deleted. */
export const RetireSkillReply = Type.Object({
  outcome: Type.Union([Type.Literal('retired'), Type.Literal('deleted'), Type.Literal('restored')]),
});
export type RetireSkillReply = Static<typeof RetireSkillReply>;
