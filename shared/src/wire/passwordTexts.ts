/**
 * What the password screens and their refusals say: changing one's own password, and an
 * admin making new passwords (a user's, a parent's). Imports nothing, so the browser can take
 * them without TypeBox.
 */

/** The most users one request may make new passwords for (each costs a hash, ~25 ms). */
export const RESET_PASSWORDS_MAX = 500;

export const PASSWORD_CHANGE_TEXT = {
  wrongCurrent: 'Your current password is not right.',
  sameAsCurrent: 'The new password must be different from the current one.',
  mismatch: 'The new passwords do not match.',
  changed: 'Your password has been changed',
  readOnly: 'A parent account cannot change a password. Please ask the school.',
} as const;

export const PASSWORD_RESET_REFUSAL = {
  noUsers: 'Please choose at least one user.',
  tooMany: `New passwords can be made for at most ${RESET_PASSWORDS_MAX} users at a time. Please choose fewer.`,
  ownPassword: 'To change your own password, use Change Password.',
  globalAdmin: "A global admin's password cannot be reset here.",
  schoolAdmin:
    "Only a global admin can reset a school admin's password. The school admin can use Forgot password or Change Password.",
  notAPupil: 'Only a pupil has a parent password.',
} as const;
