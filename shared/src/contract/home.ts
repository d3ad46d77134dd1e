/**
 * Home learners (private users, no school): registering as one, and the skills of their own
 * they add to the starter set (the global framework, which they never edit).
 */
import {
  MessageReply,
  MySkillsReply,
  RegisterHomeRequest,
  SaveMySkillReply,
  SaveMySkillRequest,
} from '../wire';
import { endpoint } from './endpoint';

/** Creates a home learner with their own project; the message says what to do next. */
export const RegisterHome = endpoint({
  method: 'POST',
  path: '/api/public/RegisterHome',
  // Open to anyone, a parent's browser included: a new account is not the parent's child's data.
  rule: { access: 'public', allowReadOnly: true },
  body: RegisterHomeRequest,
  reply: MessageReply,
});

/** The starter set and the caller's own skills (none for anyone with a school). */
export const GetMySkills = endpoint({
  method: 'GET',
  path: '/api/user/GetMySkills',
  rule: { access: 'user', allowReadOnly: true, ownDataOnly: true },
  reply: MySkillsReply,
});

/**
 * skill_id 0 adds an own skill (at most OWN_SKILLS_MAX; refused to anyone with a school),
 * otherwise renames, retires or restores one of the caller's own.
 */
export const SaveMySkill = endpoint({
  method: 'POST',
  path: '/api/user/SaveMySkill',
  rule: {
    access: 'user',
    ownDataOnly: true,
    owns: { skill_id: { kind: 'ownSkill', zero: 'new' } },
  },
  body: SaveMySkillRequest,
  reply: SaveMySkillReply,
});
