/**
 * Limits and words of "Who takes this project" (a project's classes and year groups), for
 * both sides at run time. Imports nothing, so no bundle gains TypeBox by it.
 */

/** The most classes one project may be taken by: more than a school has open at once. */
export const PROJECT_AUDIENCE_CLASSES_MAX = 500;

/** "1 pupil", "28 pupils". */
export function pupilCountText(count: number): string {
  return `${count} ${count === 1 ? 'pupil' : 'pupils'}`;
}

/** The toast after a save: how many pupils it added to the project. */
export function audiencesSavedText(added: number, projectName: string): string {
  return added === 0 ? 'Saved' : `Saved: ${pupilCountText(added)} joined ${projectName}`;
}
