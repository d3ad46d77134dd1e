/**
 * Texts and limits of school registration and password reset, which the server checks and
 * the screens show. Imports only locales/en.json, so the browser can take them without
 * TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { RESET_LINK_VALID_MINUTES } from './limits';
export { RESET_LINK_VALID_MINUTES } from './limits';

/** A registration code is 6 digits, valid this long, and dies after this many wrong tries. */
export const CODE_DIGITS = 6;
export const CODE_VALID_MINUTES = 30;
export const CODE_MAX_WRONG_TRIES = 5;

/** The registrant's first set-password link: longer, as a new school may not act at once. */
export const WELCOME_LINK_VALID_HOURS = 72;

export const POSTCODE_MAX = 20;

/**
 * The screens' and the server's words (the first two are SPEC §7 and §8's).
 * `adminAlreadyRegistered` says nothing of which school: only that the address already runs one.
 */
export const REGISTRATION_TEXT: Readonly<typeof en.REGISTRATION_TEXT> = en.REGISTRATION_TEXT;

/** SPEC §9's terms, shown in the terms modal before the school is created. */
export const REGISTRATION_TERMS: readonly string[] = en.REGISTRATION_TERMS;

export const TERMS_CHECKBOX_LABEL = en.TERMS_CHECKBOX_LABEL;

/** `sent` is the same whether or not an account uses the address (it never says which). */
export const PASSWORD_RESET_TEXT: Readonly<typeof en.PASSWORD_RESET_TEXT> =
  /*#__PURE__*/ Object.assign({}, en.PASSWORD_RESET_TEXT, {
    sent: /*#__PURE__*/ fill(en.PASSWORD_RESET_TEXT.sent, { RESET_LINK_VALID_MINUTES }),
  });

/**
 * A plausible e-mail address: one @, something either side, a dot in the domain, no spaces.
 * The screens' quick check before they send one; the server's own check (one bare address,
 * by a full parser) decides.
 */
export function isEmailAddress(text: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(text);
}

/** A link that proves an e-mail address works once, within this many days. */
export const EMAIL_LINK_VALID_DAYS = 7;

/** Proving an e-mail address (the link mailed when an address is added or changed). */
export const EMAIL_VERIFICATION_TEXT: Readonly<typeof en.EMAIL_VERIFICATION_TEXT> =
  en.EMAIL_VERIFICATION_TEXT;
