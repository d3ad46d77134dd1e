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
} as const;

/** The text of a refused assessment add (SPEC §8). */
export const ASSESSMENT_ADD_FAILURE = 'You can only add as assessment for yourself';
