/**
 * Mail the outbox gave up on: a school admin sees and dismisses their school's, the global
 * admin everyone's (a registration's code, sent before there was a school, only there).
 */
import { DismissFailedMailRequest, FailedMailReply, OkReply } from '../wire';
import { endpoint } from './endpoint';

const ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/** The current school's failed mails, newest first. */
export const FailedMailForSchool = endpoint({
  method: 'GET',
  path: '/api/admin/FailedMail',
  rule: ADMIN,
  reply: FailedMailReply,
});

export const DismissFailedMailForSchool = endpoint({
  method: 'POST',
  path: '/api/admin/DismissFailedMail',
  rule: {
    ...ADMIN,
    unchecked: {
      mail_id: "deleted only where it is a failed mail of the session's current school",
    },
  },
  body: DismissFailedMailRequest,
  reply: OkReply,
});

/** Every school's failed mails and those of no school, newest first. */
export const FailedMail = endpoint({
  method: 'GET',
  path: '/api/siteadmin/FailedMail',
  rule: { access: 'globalAdmin' },
  reply: FailedMailReply,
});

export const DismissFailedMail = endpoint({
  method: 'POST',
  path: '/api/siteadmin/DismissFailedMail',
  rule: {
    access: 'globalAdmin',
    unchecked: { mail_id: 'any failed mail: the global admin sees every one' },
  },
  body: DismissFailedMailRequest,
  reply: OkReply,
});
