/** A 400 reply with an `error` field is a refusal the user can act on; this reads its text. */
import { HTTPError } from 'ky';

export async function refusalOf(error: unknown): Promise<string | null> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return null;
  try {
    const body: unknown = await error.response.clone().json();
    if (
      typeof body === 'object' &&
      body !== null &&
      typeof (body as { error?: unknown }).error === 'string'
    ) {
      return (body as { error: string }).error;
    }
  } catch {
    // Not JSON: not a refusal we can show.
  }
  return null;
}
