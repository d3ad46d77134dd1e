/**
 * "Forgot password?": forgotpassword e-mails the account that has proved the address a
 * single-use, time-limited link; resetpassword sets the new password with it. The request
 * does the same work and answers the same whether or not the address is known: finding the
 * account, making its link and mailing it happen after the reply, so neither the words nor
 * the time taken tell who has an account.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CheckResetLinkReply,
  CheckResetLinkRequest,
  ErrorReply,
  ForgotPasswordRequest,
  LoginRefusal,
  MIN_PASSWORD_LENGTH,
  OkReply,
  PASSWORD_RESET_TEXT,
  RESET_LINK_VALID_MINUTES,
  ResetPasswordRequest,
  USER_REFUSAL,
} from '@skillfolio/shared/wire';
import { HashingBusyError, hashingGate } from '../auth/hashingGate';
import { passwordProblem } from '../auth/passwordPolicy';
import { hashPassword } from '../auth/passwords';
import { hashToken, newToken } from '../auth/tokens';
import type { AppConfig } from '../config';
import { passwordResetMail } from '../mail/messages';
import { reserveMailTo } from '../mail/reserveMailTo';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import type { Clock } from '../plugins/sessions';
import {
  deleteExpiredPasswordTokens,
  deleteOtherPasswordTokensOfUser,
  findPasswordTokenHolder,
  insertPasswordToken,
  passwordTokenState,
  setPasswordHash,
  usePasswordToken,
} from '../queries/passwordTokens';
import { findSchoolById } from '../queries/schools';
import { endSessionsOfUser } from '../queries/sessions';
import { findUserByVerifiedEmail } from '../queries/emailVerifications';
import { errorReply, OK, replies } from '../wire/replies';

export interface PasswordResetRoutesOptions {
  config: AppConfig;
  clock?: Clock;
}

class LinkUnusable extends Error {}

const passwordResetRoutes: FastifyPluginAsyncTypebox<PasswordResetRoutesOptions> = async (
  fastify,
  { config, clock },
) => {
  const now = clock ?? (() => new Date());

  fastify.post(
    '/api/public/forgotpassword',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: {
        body: ForgotPasswordRequest,
        response: { ...replies(OkReply), 429: LoginRefusal },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim();
      // Counted by the address asked about, known or not, so a 429 tells nothing either.
      const reservation = await reserveMailTo(fastify, request, reply, email);
      if (reservation === undefined) return reply;

      // Known address or not, the request has done the same work by here and answers the
      // same; who gets a link is found after the reply, with no mail I/O on the path.
      const at = now();
      fastify.mailer.later(() => mailResetLink(email, at));
      return OK;
    },
  );

  // Asked when a link's page opens, so a used or dead link says so instead of showing a form
  // that cannot work. Limited like a reset: it is a guess at a link as much as a use of one.
  fastify.post(
    '/api/public/checkresetlink',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: {
        body: CheckResetLinkRequest,
        response: { ...replies(CheckResetLinkReply), 429: LoginRefusal },
      },
    },
    async (request, reply) => {
      const reservation = await fastify.attemptLimits.reserve([
        { limit: 'codeClient', subject: request.ip },
      ]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      const state = await passwordTokenState(
        fastify.db,
        hashToken(request.body.token.trim()),
        now(),
      );
      // A real link, used or not, is no guess: it does not count against the address.
      if (state !== 'unusable') await reservation.cancel();
      return { state };
    },
  );

  /** The reset link, to the one account that has proved the address (none: no mail). */
  async function mailResetLink(email: string, at: Date): Promise<void> {
    await deleteExpiredPasswordTokens(fastify.db, at);
    const user = await findUserByVerifiedEmail(fastify.db, email);
    if (user === undefined || user.is_User !== 1) return;
    const token = newToken();
    await insertPasswordToken(fastify.db, {
      tokenHash: hashToken(token),
      userId: user.user_id,
      now: at,
      expiresAt: new Date(at.getTime() + RESET_LINK_VALID_MINUTES * 60 * 1000),
    });
    const school =
      user.school_id === null ? undefined : await findSchoolById(fastify.db, user.school_id);
    fastify.mailer.sendLater(
      passwordResetMail({
        to: user.email ?? email,
        account:
          school === undefined
            ? `the account ${user.username}`
            : `the account ${user.username} at ${school.school_name}`,
        link: `${config.publicBaseUrl}public/setpassword#token=${token}`,
        validMinutes: RESET_LINK_VALID_MINUTES,
      }),
    );
  }

  fastify.post(
    '/api/public/resetpassword',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: {
        body: ResetPasswordRequest,
        response: { ...replies(OkReply), 429: LoginRefusal, 503: ErrorReply },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      if (password.length < MIN_PASSWORD_LENGTH) {
        return reply.code(400).send(errorReply(USER_REFUSAL.passwordTooShort));
      }
      // Links are 256-bit, beyond guessing; the limit stops anyone trying all the same.
      const reservation = await fastify.attemptLimits.reserve([
        { limit: 'codeClient', subject: request.ip },
      ]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);

      // The policy needs to know whose password this is; the link is only used further down.
      const tokenHash = hashToken(token.trim());
      const holder = await findPasswordTokenHolder(fastify.db, tokenHash, now());
      if (holder === undefined) {
        const used = (await passwordTokenState(fastify.db, tokenHash, now())) === 'used';
        return reply
          .code(400)
          .send(errorReply(used ? PASSWORD_RESET_TEXT.linkUsed : PASSWORD_RESET_TEXT.linkInvalid));
      }
      const problem = passwordProblem(password, holder);
      if (problem !== undefined) {
        // Not a guess at the link: the person may try another password at once.
        await reservation.cancel();
        return reply.code(400).send(errorReply(problem));
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
      try {
        await fastify.db.transaction().execute(async (trx) => {
          const userId = await usePasswordToken(trx, hashToken(token.trim()), now());
          if (userId === undefined) throw new LinkUnusable();
          await setPasswordHash(trx, userId, passwordHash);
          await deleteOtherPasswordTokensOfUser(trx, userId, hashToken(token.trim()));
          // Whoever knew the old password is logged out everywhere.
          await endSessionsOfUser(trx, userId);
        });
      } catch (error) {
        if (error instanceof LinkUnusable) {
          return reply.code(400).send(errorReply(PASSWORD_RESET_TEXT.linkInvalid));
        }
        throw error;
      }
      await reservation.succeeded([]);
      return OK;
    },
  );
};

export default passwordResetRoutes;
