/**
 * Texts and limits of the future-ready profile, which the server checks and the
 * /profile screen shows. Imports only locales/en.json, so the browser can take them without
 * TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { PROFILE_NOTES_MAX } from './limits';
export { PROFILE_NOTES_MAX } from './limits';

/** The longest list of ids one profile request carries (comma-separated, in a query string). */
export const PROFILE_ID_LIST_MAX = 2000;

/** Why a profile could not be made (a 400's `error`). */
export const PROFILE_REFUSAL: Readonly<typeof en.PROFILE_REFUSAL> = /*#__PURE__*/ Object.assign(
  {},
  en.PROFILE_REFUSAL,
  {
    tooManyNotes: /*#__PURE__*/ fill(en.PROFILE_REFUSAL.tooManyNotes, { PROFILE_NOTES_MAX }),
  },
);

/** A teacher's rating under the pupil's own latest grade, in the preview and the PDF. */
export function profileTeacherRatingLine(grade: number): string {
  return fill(en.profileTeacherRatingLine, { grade });
}

/** Said while no teacher has rated any of the pupil's grades in the project. */
export const PROFILE_NO_TEACHER_RATINGS = en.PROFILE_NO_TEACHER_RATINGS;

/** The parts of a profile a pupil may leave in or out, with their headings in the PDF. */
export const PROFILE_SECTION_TITLES: Readonly<typeof en.PROFILE_SECTION_TITLES> =
  en.PROFILE_SECTION_TITLES;
