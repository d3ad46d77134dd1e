/** The replies every route shares: `{ ok: true }`, the 400 `{ error }`, and their schemas. */
import type { ErrorReply, OkReply } from '@skillfolio/shared/types';
import { DenialText, ErrorReply as ErrorReplySchema } from '@skillfolio/shared/wire';
import type { TSchema } from 'typebox';

export const OK: OkReply = { ok: true };

/**
 * A route's `response` schemas: its 200 reply, the 400 `{ error }` (bad input, or a refusal
 * the user can act on) and the guard's plain-text 401/403. Only the 200 fields ever leave.
 */
export function replies<T extends TSchema>(ok: T) {
  return { 200: ok, 400: ErrorReplySchema, 401: DenialText, 403: DenialText } as const;
}

/** The 400 body for a refusal the user can act on; the client shows the message as it is. */
export function errorReply(error: string): ErrorReply {
  return { error };
}
