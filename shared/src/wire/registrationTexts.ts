/**
 * Texts and limits of school registration and password reset, which the server checks and
 * the screens show. Imports only other texts, so the browser can take them without TypeBox.
 */
import { EMAIL_INVALID } from './adminUsersTexts';

/** A registration code is 6 digits, valid this long, and dies after this many wrong tries. */
export const CODE_DIGITS = 6;
export const CODE_VALID_MINUTES = 30;
export const CODE_MAX_WRONG_TRIES = 5;

/** A reset link from "Forgot password?" works once, within this time. */
export const RESET_LINK_VALID_MINUTES = 60;
/** The registrant's first set-password link: longer, as a new school may not act at once. */
export const WELCOME_LINK_VALID_HOURS = 72;

export const POSTCODE_MAX = 20;

/** The screens' and the server's words (the first two are SPEC §7 and §8's). */
export const REGISTRATION_TEXT = {
  confirmed: 'Confirmed',
  sessionExpired: 'Your session has expired. Please start again',
  thankYou: 'Thank you for registering your school',
  emailInvalid: EMAIL_INVALID,
  codeWrong: 'That code is not right. Please check the e-mail and try again.',
  codeExpired: 'That code has expired. Please start again to get a new one.',
  codeUsed: 'That code has already been used.',
  codeDead: 'Too many wrong codes. Please start again to get a new one.',
  noCode: 'Your session has expired. Please start again',
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  schoolNameRequired: 'Please enter the school name',
  postcodeRequired: 'Please enter the postcode',
  termsRequired: 'Please tick the box to accept the terms',
  schoolAlreadyRegistered:
    'This school is already registered. Ask its admin to add you, or contact us.',
  /** Says nothing of which school: only that the address already runs one. */
  adminAlreadyRegistered:
    'This e-mail address already runs a school on Skillfolio. Please register with a different address, or contact us.',
  unreachable: 'We could not reach Skillfolio. Please check your connection and try again.',
} as const;

/** SPEC §9's terms, shown in the terms modal before the school is created. */
export const REGISTRATION_TERMS: readonly string[] = [
  'Skillfolio is a 12-month subscription, paid up front.',
  'Payments are non-refundable.',
  'The subscription renews automatically at the end of each 12 months.',
  'To cancel, tell us at least 7 days before the renewal date.',
  'These terms are governed by the law of England and Wales.',
];

export const TERMS_CHECKBOX_LABEL = 'I have read and accept the terms';

export const PASSWORD_RESET_TEXT = {
  /** The same whether or not an account uses the address (it never says which). */
  sent: `If a Skillfolio account uses that address, we have sent it a link to set a new password. The link works once, within ${RESET_LINK_VALID_MINUTES} minutes.`,
  linkInvalid:
    'This link has expired or has already been used. Please ask for a new one with "Forgot password?" on the login page.',
  done: 'Your password has been set. You can now log in with it.',
  linkUsed:
    'This link has already been used to set a password, and works only once. To set the password again, ask for a new link.',
  askAgain: 'Ask for a new link',
} as const;

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
export const EMAIL_VERIFICATION_TEXT = {
  done: 'Your e-mail address is confirmed. You can now log in with it, and reset your password with it.',
  linkInvalid:
    'This link has expired, has already been used, or is for an address the account no longer has. Ask your school admin to send a new one.',
  sent: 'A confirmation e-mail is on its way to that address. It must be confirmed before it can be used to log in.',
  noEmail: 'This user has no e-mail address to confirm.',
  verified: 'Confirmed',
  unverified: 'Not confirmed',
  send: 'Send confirmation e-mail',
} as const;
