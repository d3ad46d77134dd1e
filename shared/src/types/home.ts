/** Home learners' wire types (../wire/home.ts). */
export type {
  OwnSkill,
  MySkillsReply,
  RegisterHomeRequest,
  SaveMySkillReply,
  SaveMySkillRequest,
} from '../wire/home';
