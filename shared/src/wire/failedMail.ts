/** Mail that could not be sent, as an admin sees it, and dismissing one. */
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './primitives';

export const FailedMail = Type.Object({
  mail_id: Type.Integer(),
  to: Type.String(),
  subject: Type.String(),
  /** When it was queued and when the last try failed (ISO 8601 UTC). */
  created_at: Type.String(),
  failed_at: Type.String(),
  attempts: Type.Integer(),
  /** The mail server's or the network's last answer. */
  reason: Type.String(),
  /** The school whose admin sees it; null: a registration's code, before there was a school. */
  school_id: Nullable(Type.Integer()),
  school_name: Nullable(Type.String()),
});
export type FailedMail = Static<typeof FailedMail>;

export const FailedMailReply = Type.Object({
  /** How many failed mails there are; `mails` holds the newest (FAILED_MAIL_SHOWN at most). */
  total: Type.Integer(),
  mails: Type.Array(FailedMail),
});
export type FailedMailReply = Static<typeof FailedMailReply>;

export const DismissFailedMailRequest = Type.Object({ mail_id: Id });
export type DismissFailedMailRequest = Static<typeof DismissFailedMailRequest>;
