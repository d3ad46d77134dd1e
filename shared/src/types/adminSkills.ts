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
