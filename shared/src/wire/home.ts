/** Home learners: registering as one, and the skills of their own they add to the starter set. */
import { Type, type Static } from 'typebox';
import { SKILL_DESCRIPTOR_MAX } from './adminSkillsTexts';
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, USERNAME_MAX } from './adminUsersTexts';
import { IdOrZero, Text } from './primitives';

/** POST /api/public/RegisterHome: a private user, who logs in with no school username. */
export const RegisterHomeRequest = Type.Object({
  fname: Text(NAME_MAX),
  lname: Text(NAME_MAX),
  username: Text(USERNAME_MAX),
  /** Optional: '' for none. Kept unproved, so it neither logs in nor gets resets until proved. */
  email: Text(EMAIL_MAX, { default: '' }),
  password: Text(PASSWORD_MAX),
});
export type RegisterHomeRequest = Static<typeof RegisterHomeRequest>;

/** One skill of the learner's own. */
export const OwnSkill = Type.Object({
  skill_id: Type.Integer(),
  skill_descriptor: Type.String(),
  retired: Type.Boolean(),
});
export type OwnSkill = Static<typeof OwnSkill>;

/** GET /api/user/GetMySkills: the starter set (read only) and the learner's own skills. */
export const MySkillsReply = Type.Object({
  starter: Type.Array(Type.Object({ heading: Type.String(), skills: Type.Array(Type.String()) })),
  own: Type.Array(OwnSkill),
  /** The most own skills the learner may keep. */
  limit: Type.Integer(),
});
export type MySkillsReply = Static<typeof MySkillsReply>;

/**
 * skill_id 0 adds an own skill; above 0 renames it and retires it (hidden from new
 * assessments and plan choices, kept for history) or restores it.
 */
export const SaveMySkillRequest = Type.Object({
  skill_id: IdOrZero,
  skill_descriptor: Text(SKILL_DESCRIPTOR_MAX),
  retired: Type.Boolean({ default: false }),
});
export type SaveMySkillRequest = Static<typeof SaveMySkillRequest>;

export const SaveMySkillReply = Type.Object({ skill_id: Type.Integer() });
export type SaveMySkillReply = Static<typeof SaveMySkillReply>;
