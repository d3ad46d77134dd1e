/**
 * The skills framework a new school starts with when no global framework exists, so its
 * first pupils can self-assess on day one. Headings with their skills, in order; the school
 * admin renames, adds or retires them in Manage Skills.
 */
export const STARTER_SKILLS: ReadonlyArray<readonly [string, readonly string[]]> = [
  ['Communication', ['Listening', 'Speaking']],
  ['Teamwork', ['Collaboration', 'Leadership']],
  ['Self-management', ['Staying positive', 'Aiming high']],
  ['Problem solving', ['Creativity', 'Problem solving']],
];

/** The project every new school starts with. */
export const STARTER_PROJECT_NAME = 'Skills self-assessment';

/** How many users a self-registered school may hold until Skillfolio changes its licence. */
export const STARTER_LICENCE = 50;
