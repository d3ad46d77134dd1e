/**
 * Limits, refusals and on-screen texts of the global admin's Manage Schools and Change School,
 * which the server checks and the screens show. Imports nothing, so the browser can take them
 * without TypeBox.
 */

/** The most characters of a school's name, username and other fields. */
export const SCHOOL_NAME_MAX = 200;
export const SCHOOL_USERNAME_MAX = 50;
export const SCHOOL_FIELD_MAX = 200;
export const SCHOOL_NOTES_MAX = 4000;
/** The largest user limit a school may have. */
export const LICENCE_MAX = 1_000_000;

/** SPEC §2 and §8: what Manage Schools shows when the school list cannot be loaded. */
export const SCHOOL_LIST_UNAVAILABLE = 'unable to load';

/** SaveSchool's 400 messages, each one the admin can act on. */
export const SCHOOL_REFUSAL = {
  nameRequired: 'Please enter the school name',
  usernameRequired: 'Please enter a school username',
  usernameSpaces: 'The school username cannot contain spaces',
  usernameReserved: 'The school username cannot start with ~',
  usernameTaken: 'That school username is already taken',
  licenceNotWhole: 'The user limit must be a whole number',
  licenceTooLarge: `The user limit can be at most ${LICENCE_MAX.toLocaleString('en-GB')}`,
} as const;

/**
 * SPEC §5: the licence (user limit) is parsed as an integer. Digits only (spaces around them
 * allowed): "12abc", "1.5" or "-3" are refused rather than half-read. Returns the number, or
 * the refusal.
 */
export function parseLicenceNumber(text: string): { value: number } | { refusal: string } {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return { refusal: SCHOOL_REFUSAL.licenceNotWhole };
  const value = Number(trimmed);
  if (value > LICENCE_MAX) return { refusal: SCHOOL_REFUSAL.licenceTooLarge };
  return { value };
}
