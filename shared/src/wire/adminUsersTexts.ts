/**
 * Texts and limits of the school admin's Manage Users, which the server checks and the
 * screen shows. Imports only locales/en.json, so the browser can take them without TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { MIN_PASSWORD_LENGTH } from './limits';
export { MIN_PASSWORD_LENGTH } from './limits';

/** The most characters of a username, a name part, an e-mail and a password the server takes. */
export const USERNAME_MAX = 100;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
/**
 * The one refusal of an e-mail address that is not a single bare address (server/src/auth/
 * emailAddress.ts), wherever one is typed: registration, forgot-password, users, the import.
 */
export const EMAIL_INVALID = en.EMAIL_INVALID;
export const PASSWORD_MAX = 200;

/** CheckUsername's reply when the username is free. */
export const USERNAME_FREE = 'OK';

/** The refusals of adding or editing a user (the first two are SPEC §8's words). */
export const USER_REFUSAL: Readonly<typeof en.USER_REFUSAL> = /*#__PURE__*/ Object.assign(
  {},
  en.USER_REFUSAL,
  {
    passwordTooShort: /*#__PURE__*/ fill(en.USER_REFUSAL.passwordTooShort, { MIN_PASSWORD_LENGTH }),
  },
);

/** The longest comma list of project ids SaveUser takes. */
export const PROJECT_IDS_MAX = 2000;
