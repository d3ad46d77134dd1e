/**
 * "Forgot password?" and setting the password from its link (@skillfolio/shared/contract
 * `Auth`), over passwordResetService. The request does the same work and answers the same
 * whether or not the address is known.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Auth } from '@skillfolio/shared/contract';
import { USER_REFUSAL } from '@skillfolio/shared/wire';
import type { AppConfig } from '../config';
import { answer, isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { reserveMailTo } from '../mail/reserveMailTo';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import type { Clock } from '../plugins/sessions';
import { errorReply, OK } from '../wire/replies';
import { HashingBusyError, hashingGate } from './hashingGate';
import { hashPassword } from './passwords';
import {
  checkNewPassword,
  linkState,
  mailResetLink,
  setPasswordWithLink,
  tooShort,
} from './passwordResetService';

export interface PasswordResetRoutesOptions {
  config: AppConfig;
  clock?: Clock;
}

const passwordResetRoutes: FastifyPluginAsync<PasswordResetRoutesOptions> = async (
  fastify,
  { config, clock },
) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(fastify, Auth.ForgotPassword, async (request, reply) => {
    const email = request.body.email.trim();
    // Counted by the address asked about, known or not, so a 429 tells nothing either.
    const reservation = await reserveMailTo(fastify, request, reply, email);
    if (reservation === undefined) return reply;
    // Known address or not, the request has done the same work by here and answers the
    // same; who gets a link is found after the reply, with no mail I/O on the path.
    const at = now();
    fastify.mailer.later(() => mailResetLink(db, fastify.mailer, config.publicBaseUrl, email, at));
    return OK;
  });

  // Asked when a link's page opens, so a used or dead link says so instead of showing a form
  // that cannot work. Limited like a reset: it is a guess at a link as much as a use of one.
  serve(fastify, Auth.CheckResetLink, async (request, reply) => {
    const reservation = await fastify.attemptLimits.reserve([
      { limit: 'codeClient', subject: request.ip },
    ]);
    if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
    const state = await linkState(db, request.body.token, now());
    // A real link, used or not, is no guess: it does not count against the address.
    if (state !== 'unusable') await reservation.cancel();
    return { state };
  });

  serve(fastify, Auth.ResetPassword, async (request, reply) => {
    const { token, password } = request.body;
    const short = tooShort(password);
    if (short !== undefined) return answer<never>(reply, short);
    // Links are 256-bit, beyond guessing; the limit stops anyone trying all the same.
    const reservation = await fastify.attemptLimits.reserve([
      { limit: 'codeClient', subject: request.ip },
    ]);
    if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
    const checked = await checkNewPassword(db, token, password, now());
    if (checked !== 'ok') {
      // Not a guess at the link: the person may try another password at once.
      if (checked.refused === 'password') await reservation.cancel();
      return answer<never>(reply, checked.refusal);
    }
    let passwordHash: string;
    try {
      passwordHash = await hashingGate.run(() => hashPassword(password));
    } catch (error) {
      await reservation.cancel();
      if (error instanceof HashingBusyError) {
        return reply.code(503).header('retry-after', '5').send(errorReply(USER_REFUSAL.busy));
      }
      throw error;
    }
    const set = await setPasswordWithLink(db, token, passwordHash, now());
    if (isRefusal(set)) return answer<never>(reply, set);
    await reservation.succeeded([]);
    return OK;
  });
};

export default passwordResetRoutes;
