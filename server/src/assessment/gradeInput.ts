/** Checks the learner routes share beyond their schemas: the grade of SaveGrade. */
import { ENGLISH } from '../i18n/serverTexts';

export const GRADE_MESSAGE = ENGLISH('assessment.badGrade');

/**
 * The grade of SaveGrade, which arrives as query text: a whole number from 0 to 10; null when
 * absent or empty (a statement alone, the skill unrated); undefined when it is anything else.
 * Checked here rather than by the schema so every bad grade ('abc', '5.5', '11', '-1') gets
 * the one clear message.
 */
export function parseGrade(text: string | undefined): number | null | undefined {
  if (text === undefined || text === '') return null;
  if (!/^\s*\d{1,2}\s*$/.test(text)) return undefined;
  const grade = Number(text);
  return grade <= 10 ? grade : undefined;
}
