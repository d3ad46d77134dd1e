/**
 * Texts and limits of home learners (private users: no school), which the server checks and
 * the screens show. Imports nothing, so the browser can take them without TypeBox.
 */

/** The most skills of their own a home learner may keep (retired ones count). */
export const OWN_SKILLS_MAX = 200;

/** The heading a home learner's own skills sit under in Self Assessment and Personal Plan. */
export const OWN_SKILLS_HEADING = 'My own skills';

/** The project every home learner starts with (their assessments and plan live in it). */
export const HOME_PROJECT_NAME = 'My skills';

export const HOME_TEXT = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  usernameSpaces: 'Your username cannot contain spaces',
  registered: 'You are registered. Log in with your username and password.',
  ownSkillsFull: `You have ${OWN_SKILLS_MAX} skills of your own, the most you can keep. Rename or retire one instead.`,
  skillNameRequired: 'Enter a name for the skill',
  homeOnly: 'Only home learners keep skills of their own. Your school looks after your skills.',
  /** Project Evidence and school resources need a school; a home learner's direct visit. */
  needsSchool:
    'This page is for pupils of a school, so it is not part of your account. Keep notes of what you have done in My Notes.',
} as const;
