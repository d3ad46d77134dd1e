/**
 * The limits the server enforces and the texts name, in a module of their own that imports
 * nothing: the browser's i18n (its default variables) and the screens take them without any
 * catalogue coming along.
 */
/** The largest user limit a school may have. */
export const LICENCE_MAX = 1_000_000;

/** The most characters of evidence text. */
export const EVIDENCE_TEXT_MAX = 2000;

/** The longest link, in characters. */
export const EVIDENCE_LINK_MAX = 500;

/** How long a leaver keeps read-only access, in days: the bounds (the default is beside the texts). */
export const LEAVER_DAYS_MIN = 1;
export const LEAVER_DAYS_MAX = 365;

/** The most a note's title and text may hold, in characters after trimming. */
export const NOTE_TITLE_MAX = 200;
export const NOTE_TEXT_MAX = 20000;

/** The most notes one user keeps, and the most characters their note texts hold together. */
export const NOTES_PER_USER_MAX = 200;
export const NOTES_TEXT_TOTAL_MAX = 200_000;

/** A password (new, or changed on edit) must be at least this long (SPEC §4). */
export const MIN_PASSWORD_LENGTH = 8;

/** The most notes a pupil may put in one profile. */
export const PROFILE_NOTES_MAX = 5;

/** A reset link from "Forgot password?" works once, within this time. */
export const RESET_LINK_VALID_MINUTES = 60;

/** The most skills of their own a home learner may keep (retired ones count). */
export const OWN_SKILLS_MAX = 200;

/** The most users one request may make new passwords for (each costs a hash, ~25 ms). */
export const RESET_PASSWORDS_MAX = 500;
