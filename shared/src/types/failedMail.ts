/** Mail the outbox gave up on, as an admin sees it, from ../wire. */
export type { DismissFailedMailRequest, FailedMail, FailedMailReply } from '../wire/failedMail';
