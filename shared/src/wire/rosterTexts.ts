/**
 * Texts and limits of the roster sync (a school's MIS roster, as OneRoster CSV), which the
 * server sends and the Roster Sync screen shows. Imports only locales/en.json.
 */
import en from './locales/en.json';
import { fill } from './fill';

/** Why an upload or an apply was refused, in words a school admin can act on. */
export const ROSTER_REFUSAL = /*#__PURE__*/ Object.assign({}, en.ROSTER_REFUSAL, {
  tooLarge: (mb: number): string => fill(en.ROSTER_REFUSAL.tooLarge, { mb }),
});

/** The most problems a preview lists; the rest are counted. */
export const ROSTER_PROBLEMS_SHOWN = 100;

/** The most grades a school reads in its own way. */
export const ROSTER_GRADES_MAX = 40;
export const ROSTER_GRADE_MAX_LENGTH = 20;

/** Why the pull from the MIS's OneRoster API was refused, before anything was fetched. */
export const ROSTER_PULL_REFUSAL = /*#__PURE__*/ Object.assign({}, en.ROSTER_PULL_REFUSAL, {
  url: (field: string): string => fill(en.ROSTER_PULL_REFUSAL.url, { field }),
});

/** The longest address, client id, secret and org sourcedId the pull settings take. */
export const ROSTER_PULL_URL_MAX = 500;
export const ROSTER_PULL_ID_MAX = 200;
export const ROSTER_PULL_SECRET_MAX = 500;
