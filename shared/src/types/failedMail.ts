/** Mail the outbox gave up on, as an admin sees it, from ../wire. */
export type { DismissFailedMailRequest, FailedMail, FailedMailReply } from '../wire/failedMail';
// Values from failedMailTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export { FAILED_MAIL_SHOWN, FAILED_MAIL_TEXT } from '../wire/failedMailTexts';
