/**
 * What an admin is shown about mail that could not be sent (the outbox gave up after its
 * last try). Imports nothing, so the browser can take them without TypeBox.
 */

/** The most failed mails one reply lists (the count says how many there are in all). */
export const FAILED_MAIL_SHOWN = 50;

export const FAILED_MAIL_TEXT = {
  heading: (count: number) =>
    count === 1 ? '1 e-mail could not be sent' : `${count} e-mails could not be sent`,
  explanation:
    'Skillfolio tried each of these for about 16 hours, then gave up. The code or link in ' +
    'it is not kept, so ask the person to ask for a new one: "Forgot password?" on the ' +
    'login page, or "Send confirmation e-mail" in Manage Users.',
  shownOf: (shown: number, total: number) => `Showing the newest ${shown} of ${total}.`,
  to: 'To',
  subject: 'Subject',
  when: 'Failed',
  reason: 'Reason',
  school: 'School',
  noSchool: 'No school (registration)',
  dismiss: 'Dismiss',
  dismissLabel: (to: string) => `Dismiss the failed e-mail to ${to}`,
  dismissed: 'Dismissed',
} as const;
