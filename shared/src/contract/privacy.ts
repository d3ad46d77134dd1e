/**
 * Data protection for a school (UK GDPR, SPEC §7 /api/admin/*): a school admin exports
 * everything held about one of the current school's users (JSON, or a readable HTML page) to
 * answer a subject-access request, and erases it to answer an erasure request.
 */
import { OkReply, UserDataExport, UserDataRequest } from '../wire';
import { endpoint } from './endpoint';

const ADMIN_OF_USER = { access: 'schoolAdmin', owns: { user_id: 'schoolUser' } } as const;

/** The user's data as JSON, sent as an attachment: the browser follows it as a link. */
export const ExportUserData = endpoint({
  method: 'GET',
  path: '/api/admin/ExportUserData',
  rule: ADMIN_OF_USER,
  query: UserDataRequest,
  reply: UserDataExport,
});

/** The same data as a readable HTML page, sent as an attachment. */
export const ExportUserDataPage = endpoint({
  method: 'GET',
  path: '/api/admin/ExportUserDataPage',
  rule: ADMIN_OF_USER,
  query: UserDataRequest,
  reply: 'file',
});

/** Erases the user and everything held about them (the audit log keeps their bare id). */
export const EraseUser = endpoint({
  method: 'POST',
  path: '/api/admin/EraseUser',
  rule: ADMIN_OF_USER,
  body: UserDataRequest,
  reply: OkReply,
});
