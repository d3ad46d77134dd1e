/**
 * The outcome of a registration or password-reset call. A refusal the user
 * can act on (400, the 429 of a limit, the 503 of a busy server or a failed mail) comes back
 * as `{ ok: false, message }` in the server's words, for the screen to show in place.
 */
import { HTTPError } from 'ky';
import { i18n } from '../i18n/i18n';
import { retryAfterSeconds, tooManyAttemptsText } from './refusal';

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** When the server gives no sentence the user can act on. */
const fallback = (): string => i18n.t('api:fallback');

/** The call's reply, or the refusal the user can act on in the server's words. */
export async function outcomeOf<T>(work: () => Promise<T>): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await work() };
  } catch (error) {
    if (!(error instanceof HTTPError)) throw error;
    const { status, headers } = error.response;
    if (status !== 400 && status !== 429 && status !== 503)
      return { ok: false, message: fallback() };
    // Not our JSON (a proxy's page) leaves `data` a string or undefined: fall back below.
    const body: unknown = error.data;
    const text = typeof body === 'object' ? (body as { error?: unknown } | null)?.error : undefined;
    if (typeof text === 'string' && text.trim() !== '') return { ok: false, message: text };
    if (status === 429) {
      return { ok: false, message: tooManyAttemptsText(retryAfterSeconds(headers)) };
    }
    return { ok: false, message: fallback() };
  }
}
