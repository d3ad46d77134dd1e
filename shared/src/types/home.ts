/** Home learners' wire types (../wire/home.ts). */
export type {
  OwnSkill,
  MySkillsReply,
  RegisterHomeRequest,
  SaveMySkillReply,
  SaveMySkillRequest,
} from '../wire/home';
// Values: from homeTexts.ts, which imports nothing, so no bundle gains TypeBox by it.
export {
  HOME_PROJECT_NAME,
  HOME_TEXT,
  OWN_SKILLS_HEADING,
  OWN_SKILLS_MAX,
} from '../wire/homeTexts';
