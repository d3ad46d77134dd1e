/**
 * Texts of sign-in with a school's provider (Google, Microsoft), which the server sends and
 * the login page shows. Imports only locales/en.json.
 */
import en from './locales/en.json';

export const SIGN_IN_PROVIDERS = ['google', 'microsoft'] as const;
export type SignInProviderName = (typeof SIGN_IN_PROVIDERS)[number];

/** Why a sign-in did not happen: the login page says it from the code in its address. */
export const SIGN_IN_REFUSALS: Readonly<typeof en.SIGN_IN_REFUSALS> = en.SIGN_IN_REFUSALS;
export type SignInRefusal = keyof typeof SIGN_IN_REFUSALS;

/** The login page (SPEC §2 /public/login), inside the /app basename. */
export const SIGN_IN_RESULT_PATH = '/public/login';
/** A sign-in that finished, for the login page to send the user on from. */
export const SIGN_IN_DONE = 'done';
export type SignInOutcome = SignInRefusal | typeof SIGN_IN_DONE;

/**
 * Where the browser goes when a sign-in ends without a page of its own to go to: the login
 * page (SPEC §2 /public/login), which says the outcome from `?signIn=<code>` and goes on to
 * `returnUrl` (a path of the app) once signed in.
 */
export function signInResultAddress(outcome: SignInOutcome, returnUrl = ''): string {
  const query = new URLSearchParams({ signIn: outcome });
  if (returnUrl !== '') query.set('returnUrl', returnUrl);
  return `/app${SIGN_IN_RESULT_PATH}?${query.toString()}`;
}

/** How long a sign-in may take at the provider before its state is no longer good. */
export const SIGN_IN_VALID_MINUTES = 10;
/** School admins list their domains in one field; this many characters at most. */
export const SIGN_IN_DOMAINS_MAX = 500;
export const SIGN_IN_TENANT_MAX = 64;
