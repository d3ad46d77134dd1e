/**
 * Proving e-mail addresses: VerifyEmail uses the mailed link; SendEmailVerification (a school
 * admin, for one of the school's users) mails it again. An address counts for login and
 * password resets only once proved (queries/emailVerifications.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EMAIL_VERIFICATION_TEXT,
  LoginRefusal,
  OkReply,
  SendEmailVerificationRequest,
  VerifyEmailRequest,
} from '@skillfolio/shared/wire';
import { mailEmailVerification } from '../auth/emailVerification';
import { hashToken } from '../auth/tokens';
import type { AppConfig } from '../config';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import type { Clock } from '../plugins/sessions';
import {
  deleteExpiredEmailVerifications,
  markEmailVerified,
  useEmailVerification,
} from '../queries/emailVerifications';
import { errorReply, OK, replies } from '../wire/replies';

export interface EmailVerificationRoutesOptions {
  config: AppConfig;
  clock?: Clock;
}

const emailVerificationRoutes: FastifyPluginAsyncTypebox<EmailVerificationRoutesOptions> = async (
  fastify,
  { config, clock },
) => {
  const now = clock ?? (() => new Date());

  fastify.post(
    '/api/public/VerifyEmail',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: { body: VerifyEmailRequest, response: { ...replies(OkReply), 429: LoginRefusal } },
    },
    async (request, reply) => {
      // Links are 256-bit, beyond guessing; the limit stops anyone trying all the same.
      const reservation = await fastify.attemptLimits.reserve([
        { limit: 'codeClient', subject: request.ip },
      ]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      const at = now();
      const proved = await fastify.db.transaction().execute(async (trx) => {
        await deleteExpiredEmailVerifications(trx, at);
        const link = await useEmailVerification(trx, hashToken(request.body.token.trim()), at);
        if (link !== undefined) await markEmailVerified(trx, link.userId, link.email, at);
        return link;
      });
      if (proved === undefined) {
        return reply.code(400).send(errorReply(EMAIL_VERIFICATION_TEXT.linkInvalid));
      }
      await reservation.succeeded([]);
      return OK;
    },
  );

  fastify.post(
    '/api/admin/SendEmailVerification',
    {
      config: { access: 'schoolAdmin', owns: { user_id: 'schoolUser' } },
      schema: { body: SendEmailVerificationRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const user = await fastify.db
        .selectFrom('users')
        .select(['user_id', 'username', 'email', 'school_id'])
        .where('user_id', '=', request.body.user_id)
        .executeTakeFirst();
      if (user?.email === null || user?.email === undefined || user.email.trim() === '') {
        return reply.code(400).send(errorReply(EMAIL_VERIFICATION_TEXT.noEmail));
      }
      // Per address, as every mail to a typed address is: no flood of one inbox.
      const reservation = await fastify.attemptLimits.reserve([
        { limit: 'mailAddress', subject: user.email.toLowerCase() },
      ]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      await mailEmailVerification(
        fastify,
        fastify.db,
        config.publicBaseUrl,
        { ...user, email: user.email },
        now(),
      );
      return OK;
    },
  );
};

export default emailVerificationRoutes;
