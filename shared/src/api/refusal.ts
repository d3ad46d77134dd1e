/** A 400 reply with an `error` field is a refusal the user can act on; this reads its text. */
import { HTTPError } from 'ky';

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

/** The wait a 429 or 503 names in Retry-After, in whole seconds; a minute when it names none. */
export function retryAfterSeconds(headers: Headers): number {
  const seconds = Number(headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : 60;
}
