/**
 * Reply texts both sides need at run time. This file imports only locales/en.json, so the
 * browser can take these constants without pulling TypeBox (or anything else) into its bundles.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { NOTE_TEXT_MAX, NOTE_TITLE_MAX, NOTES_PER_USER_MAX, NOTES_TEXT_TOTAL_MAX } from './limits';
export { NOTE_TEXT_MAX, NOTE_TITLE_MAX, NOTES_PER_USER_MAX, NOTES_TEXT_TOTAL_MAX } from './limits';

export { REPLY_TEXT } from './replyTexts';

/**
 * The 503 texts of a failure that is the environment's, not the user's (the database is down or
 * too busy, the disk is full), shown in the error banner in place of SPEC §8's generic 5xx
 * text: waiting a moment helps, and the user should know that. `unavailable`: a 503 that gives
 * no sentence of its own (a proxy's page, say).
 */
export const ENVIRONMENT_TEXT: Readonly<typeof en.ENVIRONMENT_TEXT> = en.ENVIRONMENT_TEXT;

/** The text of a refused assessment add (SPEC §8). */
export const ASSESSMENT_ADD_FAILURE = en.ASSESSMENT_ADD_FAILURE;

/** SaveNote's 400 messages. */
export const NOTE_REFUSAL: Readonly<typeof en.NOTE_REFUSAL> = /*#__PURE__*/ Object.assign(
  {},
  en.NOTE_REFUSAL,
  {
    titleTooLong: /*#__PURE__*/ fill(en.NOTE_REFUSAL.titleTooLong, { NOTE_TITLE_MAX }),
    textTooLong: /*#__PURE__*/ fill(en.NOTE_REFUSAL.textTooLong, { NOTE_TEXT_MAX }),
    tooManyNotes: /*#__PURE__*/ fill(en.NOTE_REFUSAL.tooManyNotes, { NOTES_PER_USER_MAX }),
    notesTooLong: /*#__PURE__*/ fill(en.NOTE_REFUSAL.notesTooLong, {
      NOTES_TEXT_TOTAL_MAX: NOTES_TEXT_TOTAL_MAX.toLocaleString('en-GB'),
    }),
  },
);

/** The 429 text of a login (or any limited call) refused for too many failed attempts. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const forms = en.tooManyAttemptsMessage;
  if (retryAfterSeconds < 60) {
    const count = Math.max(1, Math.ceil(retryAfterSeconds));
    return fill(count === 1 ? forms.seconds_one : forms.seconds_other, { count });
  }
  const count = Math.ceil(retryAfterSeconds / 60);
  return fill(count === 1 ? forms.minutes_one : forms.minutes_other, { count });
}

/** The 503 text of a login refused because the server is checking too many at once. */
export const LOGIN_BUSY_MESSAGE = en.LOGIN_BUSY_MESSAGE;

/** The most a school project's name and a success criterion's text may hold. */
export const PROJECT_NAME_MAX = 200;
export const CRITERION_TEXT_MAX = 2000;

/** SaveProject's and saveCriteria's 400 messages. */
export const PROJECT_REFUSAL: Readonly<typeof en.PROJECT_REFUSAL> = en.PROJECT_REFUSAL;
