/** Why a code (second factor) was not accepted, in words to show beside its field. */
import { HTTPError } from 'ky';
import { refusalOf, retryAfterSeconds, tooManyAttemptsText } from './refusal';

/**
 * The server's refusal (a wrong code), or the wait after too many tries (429 with
 * Retry-After); null when the error is neither, for the caller's generic message.
 */
export async function codeRefusalOf(error: unknown): Promise<string | null> {
  const refusal = await refusalOf(error);
  if (refusal !== null) return refusal;
  if (error instanceof HTTPError && error.response.status === 429) {
    return tooManyAttemptsText(retryAfterSeconds(error.response.headers));
  }
  return null;
}
