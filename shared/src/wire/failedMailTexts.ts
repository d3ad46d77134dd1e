/**
 * What an admin is shown about mail that could not be sent (the outbox gave up after its
 * last try). Imports only locales/en.json, so the browser can take them without TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';

/** The most failed mails one reply lists (the count says how many there are in all). */
export const FAILED_MAIL_SHOWN = 50;

const { heading_one, heading_other, shownOf, dismissLabel, ...words } = en.FAILED_MAIL_TEXT;

export const FAILED_MAIL_TEXT = {
  heading: (count: number): string =>
    /*#__PURE__*/ fill(count === 1 ? heading_one : heading_other, { count }),
  explanation: words.explanation,
  shownOf: (shown: number, total: number): string => /*#__PURE__*/ fill(shownOf, { shown, total }),
  to: words.to,
  subject: words.subject,
  when: words.when,
  reason: words.reason,
  school: words.school,
  noSchool: words.noSchool,
  dismiss: words.dismiss,
  dismissLabel: (to: string): string => /*#__PURE__*/ fill(dismissLabel, { to }),
  dismissed: words.dismissed,
} as const;
