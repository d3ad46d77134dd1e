/**
 * The one password policy, used wherever a password is set (Manage Users' SaveUser, the CSV
 * import, the set-password link, create-admin): at least MIN_PASSWORD_LENGTH characters, not
 * one of the most common passwords, and not built on a word an attacker would try first for
 * this account (the app's name, the username, the person's name or e-mail, the school's name
 * or username). Each refusal says which rule it broke.
 */
import { MIN_PASSWORD_LENGTH, PASSWORD_REFUSAL, USER_REFUSAL } from '@skillfolio/shared/wire';
import { COMMON_PASSWORDS_TEXT } from './commonPasswords';

/** What is known about the account when its password is set; any part may be unknown. */
export interface PasswordContext {
  username?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  schoolName?: string | null;
  schoolUsername?: string | null;
}

const APP_NAME = 'skillfolio';

/**
 * Context words shorter than this are not looked for: "Jo" or "Al" inside a long password
 * says nothing about how guessable it is, and refusing it would only puzzle people.
 */
const SHORTEST_CONTEXT_WORD = 4;

let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    COMMON_PASSWORDS_TEXT.split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
  return common;
}

/** Lower case, letters and digits only: "Demo Academy!" and "demoacademy" are one word. */
function folded(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}

/** Whether the password holds the phrase, or any one word of it, of a guessable length. */
function contains(password: string, phrase: string | null | undefined): boolean {
  if (phrase === null || phrase === undefined) return false;
  const haystack = folded(password);
  const needles = [phrase, ...phrase.split(/[^\p{L}\p{N}]+/u)].map(folded);
  return needles.some(
    (needle) => needle.length >= SHORTEST_CONTEXT_WORD && haystack.includes(needle),
  );
}

/** Whether the password is on the common-passwords list (ignoring case). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

/** The reason the password may not be used for this account, or undefined when it will do. */
export function passwordProblem(password: string, context: PasswordContext): string | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) return USER_REFUSAL.passwordTooShort;
  if (isCommonPassword(password)) return PASSWORD_REFUSAL.common;
  if (contains(password, APP_NAME)) return PASSWORD_REFUSAL.appName;
  if (contains(password, context.username)) return PASSWORD_REFUSAL.username;
  if (contains(password, context.firstName) || contains(password, context.lastName)) {
    return PASSWORD_REFUSAL.personName;
  }
  // The part before the @ is what people reuse; the domain is the school's, and is checked
  // as the school's name where it matters.
  const mailbox = context.email?.split('@')[0];
  if (contains(password, mailbox)) return PASSWORD_REFUSAL.email;
  if (contains(password, context.schoolName)) return PASSWORD_REFUSAL.schoolName;
  if (contains(password, context.schoolUsername)) return PASSWORD_REFUSAL.schoolUsername;
  return undefined;
}
