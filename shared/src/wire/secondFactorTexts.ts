/**
 * Texts of the second factor, which the server sends and the screens show. Imports only
 * locales/en.json.
 */
import en from './locales/en.json';

export const SECOND_FACTOR_TEXT: Readonly<typeof en.SECOND_FACTOR_TEXT> = en.SECOND_FACTOR_TEXT;

/**
 * Why a new school's admin needs an authenticator app before the admin screens open: said
 * in the welcome mail and on First Steps, in the same words.
 */
export const AUTHENTICATOR_NEEDED_TEXT = en.AUTHENTICATOR_NEEDED_TEXT;

/** Where First Steps (and the welcome mail) send an admin to set it up, and back again. */
export const FIRST_STEPS_PATH = '/admin/firststeps';
export const SECURITY_SETUP_PATH = `/security?next=${encodeURIComponent(FIRST_STEPS_PATH)}`;
