/**
 * Logging in and out (contract `Auth.Login`, `Auth.Logout`). Login's failures are answers
 * the page shows in place, so this reads them into a result instead of throwing.
 */
import { HTTPError } from 'ky';
import { call } from './call';
import { replyTextOf, retryAfterSeconds } from './refusal';
import { Login, Logout } from '../contract/auth';
import type { BodyOf } from '../contract/endpoint';
import { REPLY_TEXT } from '../wire/replyTexts';
import { type LoginErrorReply, type SessionReply } from '../types/api';
// Values from texts.ts, which imports nothing, so no bundle gains TypeBox by them.
import { LOGIN_BUSY_MESSAGE, tooManyAttemptsMessage } from '../wire/texts';

export type LoginResult =
  | { kind: 'ok'; session: SessionReply }
  /** The password was right; the code from the authenticator app comes next. */
  | { kind: 'secondFactor' }
  | { kind: 'incorrect' }
  /** Not checked: too many failed attempts (429) or the server is busy (503). Show in place. */
  | { kind: 'refused'; message: string; retryAfterSeconds: number }
  | { kind: 'error'; error: string };

function isLoginErrorReply(value: unknown): value is LoginErrorReply {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string'
  );
}

export async function login(request: BodyOf<typeof Login>): Promise<LoginResult> {
  try {
    const reply = await call(Login, request);
    if ('secondFactorRequired' in reply) return { kind: 'secondFactor' };
    return { kind: 'ok', session: reply };
  } catch (err) {
    if (!(err instanceof HTTPError)) throw err;
    const text = replyTextOf(err);
    if (text.trim() === REPLY_TEXT.loginError) return { kind: 'incorrect' };
    const { status } = err.response;
    if (status === 429 || status === 503) return refusal(status, err.response.headers, text);
    try {
      const body: unknown = JSON.parse(text);
      if (isLoginErrorReply(body)) return { kind: 'error', error: body.error };
    } catch {
      // Not JSON: fall through to the generic error below.
    }
    return { kind: 'error', error: `${err.response.status} ${text}`.trim() };
  }
}

function refusal(status: number, headers: Headers, text: string): LoginResult {
  const wait = retryAfterSeconds(headers);
  let message = status === 429 ? tooManyAttemptsMessage(wait) : LOGIN_BUSY_MESSAGE;
  try {
    const body: unknown = JSON.parse(text);
    // The server's own words when it gave them (they name the wait it has in mind).
    if (isLoginErrorReply(body) && body.error.trim() !== '') message = body.error;
  } catch {
    // A proxy's page instead of ours: keep the message made from Retry-After.
  }
  return { kind: 'refused', message, retryAfterSeconds: wait };
}

export async function logout(): Promise<void> {
  await call(Logout);
}
