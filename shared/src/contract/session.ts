/** Who is logged in (SPEC §7 "User data"). */
import { SessionReply } from '../wire';
import { endpoint } from './endpoint';

/**
 * The first check of every page load: open to all, and a visitor who is not logged in (or
 * still owes their second factor) gets 204 No Content, because being logged out is an
 * answer, not an error (browsers log every failed fetch in red).
 */
export const GetCurrentUser = endpoint({
  method: 'GET',
  path: '/api/User/GetCurrentUser',
  rule: { access: 'public' },
  reply: SessionReply,
  mayBeEmpty: true,
});
