/** Calls under /api/public (SPEC §7 "Session and public"). */
import { HTTPError } from 'ky';
import { apiClient } from './client';
import {
  REPLY_TEXT,
  type LoginErrorReply,
  type LoginRequest,
  type SessionReply,
} from '../types/api';

export type LoginResult =
  { kind: 'ok'; session: SessionReply } | { kind: 'incorrect' } | { kind: 'error'; error: string };

function isLoginErrorReply(value: unknown): value is LoginErrorReply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

export async function login(request: LoginRequest): Promise<LoginResult> {
  try {
    const reply = await apiClient()
      .post('public/login', { json: request })
      .json<SessionReply | LoginErrorReply>();
    if (isLoginErrorReply(reply)) return { kind: 'error', error: reply.error };
    return { kind: 'ok', session: reply };
  } catch (err) {
    if (!(err instanceof HTTPError)) throw err;
    const text = await err.response.text();
    if (text.trim() === REPLY_TEXT.loginError) return { kind: 'incorrect' };
    try {
      const body: unknown = JSON.parse(text);
      if (isLoginErrorReply(body)) return { kind: 'error', error: body.error };
    } catch {
      // Not JSON: fall through to the generic error below.
    }
    return { kind: 'error', error: `${err.response.status} ${text}`.trim() };
  }
}

export async function logout(): Promise<void> {
  await apiClient().post('public/logout');
}
