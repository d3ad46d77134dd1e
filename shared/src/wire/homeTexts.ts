/**
 * Texts and limits of home learners (private users: no school), which the server checks and
 * the screens show. Imports only locales/en.json, so the browser can take them without
 * TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { OWN_SKILLS_MAX } from './limits';
export { OWN_SKILLS_MAX } from './limits';

/** The heading a home learner's own skills sit under in Self Assessment and Personal Plan. */
export const OWN_SKILLS_HEADING = en.OWN_SKILLS_HEADING;

/** The project every home learner starts with (their assessments and plan live in it). */
export const HOME_PROJECT_NAME = en.HOME_PROJECT_NAME;

/**
 * `needsSchool`: Project Evidence and school resources need a school; said on a home
 * learner's direct visit.
 */
export const HOME_TEXT: Readonly<typeof en.HOME_TEXT> = /*#__PURE__*/ Object.assign(
  {},
  en.HOME_TEXT,
  {
    ownSkillsFull: /*#__PURE__*/ fill(en.HOME_TEXT.ownSkillsFull, { OWN_SKILLS_MAX }),
  },
);
