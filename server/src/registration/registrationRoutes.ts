/**
 * School self-registration and proving e-mail addresses (@skillfolio/shared/contract
 * `Registration`), over registrationService. The limits, cookies and 503s are HTTP's, so
 * they stay here.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Registration } from '@skillfolio/shared/contract';
import { REGISTRATION_TEXT, USER_REFUSAL, type Language } from '@skillfolio/shared/wire';
import { mailEmailVerification } from '../auth/emailVerification';
import { HashingBusyError, hashingGate } from '../auth/hashingGate';
import { hashPassword } from '../auth/passwords';
import {
  clearRegistrationCookie,
  registrationToken,
  setRegistrationCookie,
} from '../auth/registrationCookie';
import { newToken } from '../auth/tokens';
import type { AppConfig } from '../config';
import { answer, isRefusal, refusal } from '../http/refusal';
import { serve } from '../http/serve';
import { reserveMailTo } from '../mail/reserveMailTo';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import type { Clock } from '../plugins/sessions';
import { errorReply, OK } from '../wire/replies';
import {
  addressToProve,
  checkCode,
  detailsOf,
  MAIL_FAILED,
  proveEmail,
  registerSchool,
  registeredEmail,
  startRegistration,
} from './registrationService';

export interface RegistrationRoutesOptions {
  config: AppConfig;
  clock?: Clock;
}

const registrationRoutes: FastifyPluginAsync<RegistrationRoutesOptions> = async (
  fastify,
  { config, clock },
) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());
  // The registrant has no account yet: their mails are in the language they registered in.
  const postOf = (request: { log: typeof fastify.log; language: Language }) => ({
    mailer: fastify.mailer,
    log: request.log,
    language: request.language,
  });

  serve(fastify, Registration.SendMail, async (request, reply) => {
    const email = request.body.email.trim();
    const reservation = await reserveMailTo(fastify, request, reply, email);
    if (reservation === undefined) return reply;
    const started = await startRegistration(
      db,
      postOf(request),
      email,
      registrationToken(request),
      now(),
    );
    if (started === undefined) {
      await reservation.cancel();
      return reply.code(503).send(errorReply(MAIL_FAILED));
    }
    setRegistrationCookie(request, reply, started.token);
    return OK;
  });

  serve(fastify, Registration.ConfirmCode, async (request, reply) => {
    const token = registrationToken(request);
    if (token === undefined) return { message: REGISTRATION_TEXT.noCode };
    const reservation = await fastify.attemptLimits.reserve([
      { limit: 'codeClient', subject: request.ip },
    ]);
    if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
    const checked = await checkCode(db, token, request.body.code, now());
    if (checked.confirmed) await reservation.succeeded([]);
    return { message: checked.message };
  });

  serve(fastify, Registration.GetEmail, async (request) =>
    registeredEmail(db, registrationToken(request), now()),
  );

  serve(fastify, Registration.CreateSchool, async (request, reply) => {
    const details = detailsOf(request.body);
    if (isRefusal(details)) return answer<never>(reply, details);
    const token = registrationToken(request);
    if (token === undefined) return answer<never>(reply, refusal(REGISTRATION_TEXT.sessionExpired));
    let passwordHash: string;
    try {
      // Nobody knows this password: the registrant sets theirs from the e-mailed link.
      passwordHash = await hashingGate.run(() => hashPassword(newToken()));
    } catch (error) {
      if (error instanceof HashingBusyError) {
        return reply.code(503).header('retry-after', '5').send(errorReply(USER_REFUSAL.busy));
      }
      throw error;
    }
    // The cookie goes once the registration is used, whether or not the mail could be sent.
    const onCreated = () => clearRegistrationCookie(request, reply);
    const registered = await registerSchool(
      db,
      postOf(request),
      { token, details, passwordHash, publicBaseUrl: config.publicBaseUrl, onCreated },
      now,
    );
    return answer(reply, registered);
  });

  serve(fastify, Registration.VerifyEmail, async (request, reply) => {
    // Links are 256-bit, beyond guessing; the limit stops anyone trying all the same.
    const reservation = await fastify.attemptLimits.reserve([
      { limit: 'codeClient', subject: request.ip },
    ]);
    if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
    const proved = await proveEmail(db, request.body.token, now());
    if (isRefusal(proved)) return answer<never>(reply, proved);
    await reservation.succeeded([]);
    return OK;
  });

  serve(fastify, Registration.SendEmailVerification, async (request, reply) => {
    const user = await addressToProve(db, request.body.user_id);
    if (isRefusal(user)) return answer<never>(reply, user);
    // Per address, as every mail to a typed address is: no flood of one inbox.
    const reservation = await fastify.attemptLimits.reserve([
      { limit: 'mailAddress', subject: user.email.toLowerCase() },
    ]);
    if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
    await mailEmailVerification(fastify, db, config.publicBaseUrl, user, now());
    return OK;
  });
};

export default registrationRoutes;
