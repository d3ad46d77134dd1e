/**
 * Refusals of verifiable profiles, for both sides at run time. Imports only locales/en.json,
 * so no bundle gains TypeBox by it.
 */
import en from './locales/en.json';

export const VERIFY_REFUSAL: Readonly<typeof en.VERIFY_REFUSAL> = en.VERIFY_REFUSAL;
