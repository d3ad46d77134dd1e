/**
 * The one password policy, used wherever a password is set (Manage Users' SaveUser, the CSV
 * import, the set-password link, create-admin): at least MIN_PASSWORD_LENGTH characters, not
 * one of the most common passwords, and not built on a word an attacker would try first for
 * this account (the app's name, the username, the person's name or e-mail, the school's name
 * or username). Each refusal says which rule it broke.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { MIN_PASSWORD_LENGTH, PASSWORD_REFUSAL, USER_REFUSAL } from '@skillfolio/shared/wire';

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

/**
 * How much of a password the estimator reads. Its matching looks at every stretch of the
 * password, so its work grows much faster than the length (a whole 1 KB password takes
 * seconds): the cap keeps one estimate to milliseconds on the event loop whatever a request
 * sends (bench/password-estimate.mjs measures it). A password whose first 32 characters are
 * hard to guess is hard to guess.
 */
export const ESTIMATE_MAX = 32;

/**
 * How many l33t readings (@ for a, 0 for o …) the estimator tries; its default of 100 makes a
 * password full of such symbols cost ten times more, and a few catch the usual `P@ssw0rd`.
 */
const L33T_READINGS = 10;

/**
 * zxcvbn's score runs 0–4; below 2 means fewer than a million guesses find it (a common
 * password, a keyboard walk, a repeat, a date, a common password with l33t or capitals).
 */
const GUESSABLE_BELOW = 2;

let estimator: ZxcvbnFactory | undefined;

/** Built on first use: reading the dictionaries takes ~150 ms, which only setting a password needs. */
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary,
    graphs: adjacencyGraphs,
    l33tMaxSubstitutions: L33T_READINGS,
  });
  return estimator;
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

/**
 * Whether the password is one an attacker tries early: zxcvbn-ts's estimate, over its list
 * of tens of thousands of common passwords and its patterns, of its first ESTIMATE_MAX
 * characters.
 */
export function isCommonPassword(password: string): boolean {
  return passwordEstimator().check(password.slice(0, ESTIMATE_MAX)).score < GUESSABLE_BELOW;
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
