/**
 * Limits, refusals and on-screen texts of the global admin's Manage Schools and Change School,
 * which the server checks and the screens show. Imports only locales/en.json, so the browser
 * can take them without TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { LICENCE_MAX } from './limits';
export { LICENCE_MAX } from './limits';

/** The most characters of a school's name, username and other fields. */
export const SCHOOL_NAME_MAX = 200;
export const SCHOOL_USERNAME_MAX = 50;
export const SCHOOL_FIELD_MAX = 200;
export const SCHOOL_NOTES_MAX = 4000;

/** SPEC §2 and §8: what Manage Schools shows when the school list cannot be loaded. */
export const SCHOOL_LIST_UNAVAILABLE = en.SCHOOL_LIST_UNAVAILABLE;

/** SaveSchool's 400 messages, each one the admin can act on. */
export const SCHOOL_REFUSAL: Readonly<typeof en.SCHOOL_REFUSAL> = /*#__PURE__*/ Object.assign(
  {},
  en.SCHOOL_REFUSAL,
  {
    licenceTooLarge: /*#__PURE__*/ fill(en.SCHOOL_REFUSAL.licenceTooLarge, {
      LICENCE_MAX: LICENCE_MAX.toLocaleString('en-GB'),
    }),
  },
);

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
