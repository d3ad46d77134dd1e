/**
 * Texts and limits of the roster sync (a school's MIS roster, as OneRoster CSV), which the
 * server sends and the Roster Sync screen shows. Imports nothing.
 */

/** Why an upload or an apply was refused, in words a school admin can act on. */
export const ROSTER_REFUSAL = {
  noFile: 'Choose the OneRoster zip file your MIS exported.',
  tooLarge: (mb: number) => `The file is larger than ${mb} MB. Export this school's roster alone.`,
  notFound: 'That preview is no longer waiting: upload the file again.',
  changed:
    'The school changed since this preview (someone added or edited users or classes), so nothing was applied. Upload the file again to see the changes as they are now.',
  problems:
    'The file has problems, so nothing can be applied. Fix them in the MIS and export again.',
  busy: 'Skillfolio is busy checking logins, so nothing was applied. Please try again in a minute.',
} as const;

/** The most problems a preview lists; the rest are counted. */
export const ROSTER_PROBLEMS_SHOWN = 100;

/** The most grades a school reads in its own way. */
export const ROSTER_GRADES_MAX = 40;
export const ROSTER_GRADE_MAX_LENGTH = 20;

/** Why the pull from the MIS's OneRoster API was refused, before anything was fetched. */
export const ROSTER_PULL_REFUSAL = {
  notSetUp:
    'The pull from the MIS is not set up: enter its base URL, token URL, client id and secret, and save them.',
  incomplete:
    'To turn the pull on, enter the base URL, the token URL, the client id and the client secret.',
  url: (field: string) =>
    `The ${field} must be a web address starting https:// (http:// only for this machine).`,
  secretAgain:
    'Enter the client secret again: the addresses or the client id changed, and the secret is only sent where it was first saved for.',
} as const;

/** The longest address, client id, secret and org sourcedId the pull settings take. */
export const ROSTER_PULL_URL_MAX = 500;
export const ROSTER_PULL_ID_MAX = 200;
export const ROSTER_PULL_SECRET_MAX = 500;
