/**
 * Limits and words of "Who takes this project" (a project's classes and year groups), for
 * both sides at run time. Imports only locales/en.json, so no bundle gains TypeBox by it.
 */
import en from './locales/en.json';
import { fill } from './fill';

/** The most classes one project may be taken by: more than a school has open at once. */
export const PROJECT_AUDIENCE_CLASSES_MAX = 500;

/** "1 pupil", "28 pupils". */
export function pupilCountText(count: number): string {
  return /*#__PURE__*/ fill(count === 1 ? en.pupilCountText_one : en.pupilCountText_other, {
    count,
  });
}

/** The toast after a save: how many pupils it added to the project. */
export function audiencesSavedText(added: number, projectName: string): string {
  if (added === 0) return en.audiencesSavedText_zero;
  const template = added === 1 ? en.audiencesSavedText_one : en.audiencesSavedText_other;
  return /*#__PURE__*/ fill(template, { count: added, projectName });
}
