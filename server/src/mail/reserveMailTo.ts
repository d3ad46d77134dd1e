/**
 * The first step of every route that mails an address a person typed (a registration code, a
 * password reset): the address checked, then one mail to it counted against the per-address
 * and per-client limits. Answers the reservation, or undefined once the refusal (400 or 429)
 * has been sent.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { REGISTRATION_TEXT } from '@skillfolio/shared/wire';
import { isEmailAddress } from '../auth/emailAddress';
import { sendTooManyAttempts, type Reservation } from '../plugins/attemptLimits';
import { errorReply } from '../wire/replies';

export type MailReservation = Extract<Reservation, { allowed: true }>;

export async function reserveMailTo(
  fastify: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  email: string,
): Promise<MailReservation | undefined> {
  if (!isEmailAddress(email)) {
    await reply.code(400).send(errorReply(REGISTRATION_TEXT.emailInvalid));
    return undefined;
  }
  const reservation = await fastify.attemptLimits.reserve([
    { limit: 'mailAddress', subject: email.toLowerCase() },
    { limit: 'mailClient', subject: request.ip },
  ]);
  if (!reservation.allowed) {
    await sendTooManyAttempts(reply, reservation.retryAfterSeconds);
    return undefined;
  }
  return reservation;
}
