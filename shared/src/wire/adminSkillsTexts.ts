/**
 * Limits and refusals of the school admin's Manage Skills, which the server checks and the
 * screen shows. Imports nothing, so the browser can take them without TypeBox.
 */

/** The most characters of a skill's or heading's name. */
export const SKILL_DESCRIPTOR_MAX = 200;

/** The refusals of Manage Skills, each one the admin can act on. */
export const SKILL_REFUSAL = {
  nameRequired: 'Enter a name for the skill',
  ownDescendant: 'A heading cannot move under itself or one of its own skills',
  parentRetired: 'Choose a heading that is not retired',
  parentUsed: 'That skill has grades or development areas, so it cannot become a heading',
  noSchool: 'Choose a school first',
  hasLiveChildren: 'Retire, delete or move the skills under this heading first',
} as const;
