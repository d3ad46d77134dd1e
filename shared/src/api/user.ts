/** Calls under /api/User (SPEC §7 "User data"). */
import { HTTPError } from 'ky';
import { apiClient, type RequestContext } from './client';
import type { SessionReply } from '../types/api';

/** The first check of the app: who is logged in, or null when nobody is. */
export async function getCurrentUser(): Promise<SessionReply | null> {
  const context: RequestContext = { handleRepliesMyself: true };
  try {
    return await apiClient().get('User/GetCurrentUser', { context: { ...context } }).json<SessionReply>();
  } catch (err) {
    if (err instanceof HTTPError && err.response.status === 401) return null;
    throw err;
  }
}
