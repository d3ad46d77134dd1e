/**
 * The exact reply texts of SPEC §8 that the client turns into navigation. They are the
 * protocol, not words for a reader: never translated, so not in the catalogues, and written
 * here so the page's first script carries them without any catalogue. `secondFactorRequired`
 * is not SPEC §8's: an admin call from a school or global admin who has not enrolled a
 * second factor; the client sends them to their security page to enrol.
 */
export const REPLY_TEXT = {
  notAuthenticated: 'Not Authenticated',
  notAuthorised: 'Not authorised',
  notLoggedIn: 'Not logged in',
  loginError: 'Login Error',
  secondFactorRequired: 'Two-factor authentication required',
} as const;
