/** The first check of the app: who is logged in (`Session.GetCurrentUser`). */
import { HTTPError } from 'ky';
import { GetCurrentUser } from '../contract/session';
import type { SessionReply } from '../types/api';
import { call } from './call';

/**
 * Who is logged in, or null when nobody is. The server says "nobody" with 204 No Content (not
 * an error, so the browser logs nothing); a 401 from a server of before that means the same.
 */
export async function getCurrentUser(): Promise<SessionReply | null> {
  try {
    return await call(GetCurrentUser, undefined, { handleRepliesMyself: true });
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 401) return null;
    throw err;
  }
}
