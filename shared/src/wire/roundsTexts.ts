/**
 * Texts and limits of assessment rounds, for both sides at run time. Imports only
 * locales/en.json, so no bundle gains TypeBox by it.
 */
import en from './locales/en.json';

/** The most a round's name may hold: it becomes each assessment's name (SaveAssessmentName's 100). */
export const ROUND_NAME_LENGTH_MAX = 100;

export const ROUND_REFUSAL: Readonly<typeof en.ROUND_REFUSAL> = en.ROUND_REFUSAL;
