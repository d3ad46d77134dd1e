/** Texts of the second factor, which the server sends and the screens show. Imports nothing. */
export const SECOND_FACTOR_TEXT = {
  wrongCode: 'That code is not right. Check the time on your phone and try again.',
  alreadyEnrolled: 'Two-factor authentication is already set up. Turn it off first.',
  notStarted: 'Start the set-up again: no authenticator is waiting to be confirmed.',
  notEnrolled: 'Two-factor authentication is not set up for this account.',
} as const;
