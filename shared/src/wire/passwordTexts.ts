/**
 * What the password screens and their refusals say: changing one's own password, and an
 * admin making new passwords (a user's, a parent's). Imports only locales/en.json, so the
 * browser can take them without TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { RESET_PASSWORDS_MAX } from './limits';
export { RESET_PASSWORDS_MAX } from './limits';

export const PASSWORD_CHANGE_TEXT: Readonly<typeof en.PASSWORD_CHANGE_TEXT> =
  en.PASSWORD_CHANGE_TEXT;

export const PASSWORD_RESET_REFUSAL: Readonly<typeof en.PASSWORD_RESET_REFUSAL> =
  /*#__PURE__*/ Object.assign({}, en.PASSWORD_RESET_REFUSAL, {
    tooMany: /*#__PURE__*/ fill(en.PASSWORD_RESET_REFUSAL.tooMany, { RESET_PASSWORDS_MAX }),
  });
