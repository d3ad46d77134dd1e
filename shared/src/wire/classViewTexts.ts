/**
 * Texts and limits of the teachers' class view, teacher ratings and step-ups, for
 * both sides at run time. Imports nothing, so no bundle gains TypeBox by it.
 */

/** The most a teacher's comment may hold, in characters: a short note beside a grade. */
export const TEACHER_COMMENT_MAX = 500;

/** The most an assessment (round) name may hold, as SaveAssessmentName takes it. */
export const ROUND_NAME_MAX = 200;

/** A grade at least this far above the previous round's is a step-up. */
export const STEP_UP_MIN = 2;

/** The question the self-assessment screen asks beside a step-up. */
export const STEP_UP_QUESTION = 'What shows this?';

export const CLASS_VIEW_REFUSAL = {
  notRated: 'A teacher can rate a skill only once the pupil has rated it',
  notStepUp: 'Evidence can be linked only to a grade 2 or more above the previous round',
  stepNotDone: 'Only a completed next step can show a step-up',
  oneKind: 'Link one note, one completed next step or one piece of evidence',
  otherProject: 'Link evidence of the same project as the assessment',
} as const;

/** "Your teacher: 6", as the pupil and parent see it beside the slider. */
export function teacherRatingText(grade: number): string {
  return `Your teacher: ${grade}`;
}
