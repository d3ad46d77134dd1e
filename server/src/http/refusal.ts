/**
 * A service's answer when the user asked for something the rules forbid and can act on it
 * (a blank name, a skill already chosen): the route sends it as SPEC §8's 400 `{ error }`,
 * whose message the screen shows as it is.
 */
import type { FastifyReply } from 'fastify';
import { errorReply } from '../wire/replies';

export interface Refusal {
  readonly refusal: string;
}

export function refusal(message: string): Refusal {
  return { refusal: message };
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'refusal' in value;
}

/** The service's result as the reply: a refusal becomes the 400, anything else is sent. */
export function answer<T>(reply: FastifyReply, result: T | Refusal): T | FastifyReply {
  return isRefusal(result) ? reply.code(400).send(errorReply(result.refusal)) : result;
}
