/**
 * Reply texts both sides need at run time. This file imports nothing, so the browser can take
 * these constants without pulling TypeBox (or anything else) into its bundles.
 */

/** The exact reply texts of SPEC §8 that the client turns into navigation. */
export const REPLY_TEXT = {
  notAuthenticated: 'Not Authenticated',
  notAuthorised: 'Not authorised',
  notLoggedIn: 'Not logged in',
  loginError: 'Login Error',
  /**
   * Not SPEC §8's: an admin call from a school or global admin who has not enrolled a
   * second factor. The client sends them to their security page to enrol.
   */
  secondFactorRequired: 'Two-factor authentication required',
} as const;

/**
 * The 503 texts of a failure that is the environment's, not the user's (the database is down or
 * too busy, the disk is full), shown in the error banner in place of SPEC §8's generic 5xx
 * text: waiting a moment helps, and the user should know that.
 */
export const ENVIRONMENT_TEXT = {
  databaseUnavailable: 'Skillfolio cannot reach its data just now. Please try again in a moment.',
  databaseBusy: 'Skillfolio is very busy just now. Please try again in a moment.',
  diskFull: 'Skillfolio cannot save anything just now. Please try again in a moment.',
  /** A 503 that gives no sentence of its own (a proxy's page, say). */
  unavailable: 'Skillfolio is not available just now. Please try again in a moment.',
} as const;

/** The text of a refused assessment add (SPEC §8). */
export const ASSESSMENT_ADD_FAILURE = 'You can only add as assessment for yourself';

/** The most a note's title and text may hold, in characters after trimming. */
export const NOTE_TITLE_MAX = 200;
export const NOTE_TEXT_MAX = 20000;
/** The most notes one user keeps, and the most characters their note texts hold together. */
export const NOTES_PER_USER_MAX = 200;
export const NOTES_TEXT_TOTAL_MAX = 200_000;

/** SaveNote's 400 messages. */
export const NOTE_REFUSAL = {
  titleRequired: 'Please enter a title',
  textRequired: 'Please enter the note text',
  titleTooLong: `The title can be at most ${NOTE_TITLE_MAX} characters`,
  textTooLong: `The note can be at most ${NOTE_TEXT_MAX} characters`,
  tooManyNotes: `You can keep at most ${NOTES_PER_USER_MAX} notes. Delete one to add another`,
  notesTooLong: `Your notes can hold at most ${NOTES_TEXT_TOTAL_MAX.toLocaleString('en-GB')} characters in all. Shorten or delete a note to save this one`,
} as const;

/** The 429 text of a login (or any limited call) refused for too many failed attempts. */
export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const wait =
    retryAfterSeconds < 60
      ? plural(Math.max(1, Math.ceil(retryAfterSeconds)), 'second')
      : plural(Math.ceil(retryAfterSeconds / 60), 'minute');
  return `Too many attempts. Please wait ${wait} and try again.`;
}

/** The 503 text of a login refused because the server is checking too many at once. */
export const LOGIN_BUSY_MESSAGE =
  'Skillfolio is busy checking other logins. Please wait a few seconds and try again.';

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** The most a school project's name and a success criterion's text may hold. */
export const PROJECT_NAME_MAX = 200;
export const CRITERION_TEXT_MAX = 2000;

/** SaveProject's and saveCriteria's 400 messages. */
export const PROJECT_REFUSAL = {
  nameRequired: 'Please enter a project name',
  descriptionRequired: 'Please enter a description',
} as const;
