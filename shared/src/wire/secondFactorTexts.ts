/** Texts of the second factor, which the server sends and the screens show. Imports nothing. */
export const SECOND_FACTOR_TEXT = {
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  alreadyEnrolled: 'Two-factor authentication is already set up. Turn it off first.',
  notStarted: 'Start the set-up again: no authenticator is waiting to be confirmed.',
  notEnrolled: 'Two-factor authentication is not set up for this account.',
} as const;

/**
 * Why a new school's admin needs an authenticator app before the admin screens open: said
 * in the welcome mail and on First Steps, in the same words.
 */
export const AUTHENTICATOR_NEEDED_TEXT =
  'School admins need an authenticator app on their phone, for example Google Authenticator, Microsoft Authenticator or any TOTP app: the admin screens open only once two-factor authentication is set up.';

/** Where First Steps (and the welcome mail) send an admin to set it up, and back again. */
export const FIRST_STEPS_PATH = '/admin/firststeps';
export const SECURITY_SETUP_PATH = `/security?next=${encodeURIComponent(FIRST_STEPS_PATH)}`;
