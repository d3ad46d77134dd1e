/**
 * Texts and limits of the future-ready profile, which the server checks and the
 * /profile screen shows. Imports nothing, so the browser can take them without TypeBox.
 */

/** The most notes a pupil may put in one profile. */
export const PROFILE_NOTES_MAX = 5;

/** The longest list of ids one profile request carries (comma-separated, in a query string). */
export const PROFILE_ID_LIST_MAX = 2000;

/** Why a profile could not be made (a 400's `error`). */
export const PROFILE_REFUSAL = {
  noSkills: 'Choose at least one skill',
  tooManyNotes: `Choose up to ${PROFILE_NOTES_MAX} notes`,
  badList: 'The choice of skills or notes was not understood: please choose again',
  unknownSkill: 'Choose skills from this project only',
  unknownNote: 'Choose from your own notes only',
} as const;

/** A teacher's rating under the pupil's own latest grade, in the preview and the PDF. */
export function profileTeacherRatingLine(grade: number): string {
  return `Teacher’s rating: ${grade} out of 10`;
}

/** Said while no teacher has rated any of the pupil's grades in the project. */
export const PROFILE_NO_TEACHER_RATINGS =
  'Your teacher’s ratings will join the profile when your school starts using them.';

/** The parts of a profile a pupil may leave in or out, with their headings in the PDF. */
export const PROFILE_SECTION_TITLES = {
  grades: 'Latest grades and statements',
  chart: 'Progress across rounds',
  evidence: 'Evidence against success criteria',
  notes: 'Notes',
} as const;
