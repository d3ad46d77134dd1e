/**
 * Limits and refusals of the school admin's Manage Skills, which the server checks and the
 * screen shows. Imports only locales/en.json, so the browser can take them without TypeBox.
 */
import en from './locales/en.json';

/** The most characters of a skill's or heading's name. */
export const SKILL_DESCRIPTOR_MAX = 200;

/** The refusals of Manage Skills, each one the admin can act on. */
export const SKILL_REFUSAL: Readonly<typeof en.SKILL_REFUSAL> = en.SKILL_REFUSAL;
