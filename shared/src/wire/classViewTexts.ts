/**
 * Texts and limits of the teachers' class view, teacher ratings and step-ups, for
 * both sides at run time. Imports only locales/en.json, so no bundle gains TypeBox by it.
 */
import en from './locales/en.json';
import { fill } from './fill';

/** The most a teacher's comment may hold, in characters: a short note beside a grade. */
export const TEACHER_COMMENT_MAX = 500;

/** The most an assessment (round) name may hold, as SaveAssessmentName takes it. */
export const ROUND_NAME_MAX = 200;

/** A grade at least this far above the previous round's is a step-up. */
export const STEP_UP_MIN = 2;

/** The question the self-assessment screen asks beside a step-up. */
export const STEP_UP_QUESTION = en.STEP_UP_QUESTION;

export const CLASS_VIEW_REFUSAL: Readonly<typeof en.CLASS_VIEW_REFUSAL> = en.CLASS_VIEW_REFUSAL;

/** "Your teacher: 6", as the pupil and parent see it beside the slider. */
export function teacherRatingText(grade: number): string {
  return fill(en.teacherRatingText, { grade });
}
