/**
 * Passwords after the account exists: a user changes their own; a school admin makes new
 * ones for users of the current school (one, a chosen few, a project's pupils) and for a
 * pupil's parent, each shown once.
 */
import {
  ChangePasswordRequest,
  OkReply,
  ResetPasswordsReply,
  ResetPasswordsRequest,
  SetParentPasswordReply,
  SetParentPasswordRequest,
} from '../wire';
import { endpoint } from './endpoint';

const ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/**
 * The caller's own password: the current one is checked (a wrong one counts as a failed
 * login of the account), every other session of the account ends. Closed to a parent.
 */
export const ChangePassword = endpoint({
  method: 'POST',
  path: '/api/user/ChangePassword',
  rule: { access: 'user', ownDataOnly: true },
  body: ChangePasswordRequest,
  reply: OkReply,
});

/** New passwords for the chosen users and a project's pupils; their sessions end. */
export const ResetPasswords = endpoint({
  method: 'POST',
  path: '/api/admin/ResetPasswords',
  rule: {
    ...ADMIN,
    owns: {
      user_ids: 'schoolUser',
      school_project_id: { kind: 'schoolProject', zero: 'none' },
    },
  },
  body: ResetPasswordsRequest,
  reply: ResetPasswordsReply,
});

/** A new parent password for one pupil; the parent's open sessions end. */
export const SetParentPassword = endpoint({
  method: 'POST',
  path: '/api/admin/SetParentPassword',
  rule: { ...ADMIN, owns: { user_id: 'schoolUser' } },
  body: SetParentPasswordRequest,
  reply: SetParentPasswordReply,
});
