/** A 400 reply with an `error` field is a refusal the user can act on; this reads its text. */
import { HTTPError } from 'ky';
import { i18n } from '../i18n/i18n';

export async function refusalOf(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return null;
  // Not JSON (a proxy's page) leaves `data` a string or undefined: not a refusal we can show.
  const body: unknown = error.data;
  if (
    typeof body === 'object' &&
    body !== null &&
    typeof (body as { error?: unknown }).error === 'string'
  ) {
    return (body as { error: string }).error;
  }
  return null;
}

/**
 * A failed reply's body as text. ky reads the body into `error.data` before it throws (parsed
 * when the reply says it is JSON), so the response itself can no longer be read.
 */
export function replyTextOf(error: HTTPError): string {
  const { data } = error;
  if (data === undefined) return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/**
 * What a 429 without a sentence of its own tells the user, in the page's language: the
 * English is wire's tooManyAttemptsMessage (seconds under a minute, else whole minutes).
 */
export function tooManyAttemptsText(retryAfterSeconds: number): string {
  return retryAfterSeconds < 60
    ? i18n.t('api:tooManyAttempts.seconds', {
        count: Math.max(1, Math.ceil(retryAfterSeconds)),
      })
    : i18n.t('api:tooManyAttempts.minutes', { count: Math.ceil(retryAfterSeconds / 60) });
}

/** The wait a 429 or 503 names in Retry-After, in whole seconds; a minute when it names none. */
export function retryAfterSeconds(headers: Headers): number {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
