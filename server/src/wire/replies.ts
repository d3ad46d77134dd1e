/** The small replies every write shares: `{ ok: true }` and the 400 `{ error }`. */
import type { ErrorReply, OkReply } from '@skillfolio/shared/types';
import type { FastifyReply } from 'fastify';

export const OK: OkReply = { ok: true };

export const okReplySchema = {
  type: 'object',
  required: ['ok'],
  properties: { ok: { type: 'boolean', const: true } },
} as const;

export const errorReplySchema = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string' } },
} as const;

/** A refusal the user can act on: status 400 with a message the client shows as it is. */
export function badRequest(reply: FastifyReply, error: string): FastifyReply {
  const body: ErrorReply = { error };
  return reply.code(400).send(body);
}
