/** Request and reply shapes of Manage Skills, derived from ../wire. */
export type {
  AdminSkill,
  ListSkillsReply,
  MoveSkillRequest,
  ReorderSkillRequest,
  RetireSkillReply,
  RetireSkillRequest,
  SaveSkillReply,
  SaveSkillRequest,
} from '../wire/adminSkills';
// Values: from adminSkillsTexts.ts, which imports nothing, so no bundle gains TypeBox by it.
export { SKILL_DESCRIPTOR_MAX, SKILL_REFUSAL } from '../wire/adminSkillsTexts';
