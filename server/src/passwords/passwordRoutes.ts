/**
 * Passwords after the account exists (@skillfolio/shared/contract `Passwords`), over
 * changePasswordService and resetPasswordsService.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { Passwords } from '@skillfolio/shared/contract';
import { LoginRefusal, PASSWORD_CHANGE_TEXT, USER_REFUSAL } from '@skillfolio/shared/wire';
import { accountAttempt } from '../auth/loginService';
import { HashingBusyError } from '../auth/hashingGate';
import { answer, isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import { schoolOf, sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { errorReply, OK } from '../wire/replies';
import { checkAndHash, judgeNewPassword, storeChangedPassword } from './changePasswordService';
import {
  chooseAccounts,
  resetParentPassword,
  resetPasswords,
  type ResetCaller,
} from './resetPasswordsService';

const BUSY_SECONDS = 2;

function sendBusy(reply: FastifyReply): FastifyReply {
  return reply
    .code(503)
    .header('Retry-After', String(BUSY_SECONDS))
    .send(errorReply(USER_REFUSAL.busy));
}

function resetCaller(request: FastifyRequest): ResetCaller {
  const session = sessionOf(request);
  return {
    userId: session.user.user_id,
    userSchoolId: session.user.school_id,
    isGlobalAdmin: session.user.is_Admin,
    schoolId: schoolOf(request),
    ip: request.ip,
  };
}

export interface PasswordRoutesOptions {
  clock?: Clock;
}

const passwordRoutes: FastifyPluginAsync<PasswordRoutesOptions> = async (fastify, { clock }) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(
    fastify,
    Passwords.ChangePassword,
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      const { currentPassword, newPassword } = request.body;
      const account = await judgeNewPassword(db, userId, currentPassword, newPassword);
      if (isRefusal(account)) return answer<never>(reply, account);
      // A wrong current password is a failed login of the account: a session left open on a
      // shared computer cannot be used to guess it, and the account's login limit applies.
      const reservation = await fastify.attemptLimits.reserve([accountAttempt(userId)]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      let hash: string;
      try {
        const checked = await checkAndHash(account, currentPassword, newPassword);
        if (checked === 'wrong') {
          return reply.code(400).send(errorReply(PASSWORD_CHANGE_TEXT.wrongCurrent));
        }
        hash = checked;
      } catch (error) {
        await reservation.cancel();
        if (error instanceof HashingBusyError) return sendBusy(reply);
        throw error;
      }
      await storeChangedPassword(
        db,
        {
          userId,
          sessionIdHash: session.idHash,
          schoolId: session.user.school_id,
          ip: request.ip,
        },
        hash,
        now(),
      );
      await reservation.succeeded([]);
      return OK;
    },
    { otherReplies: { 429: LoginRefusal } },
  );

  serve(fastify, Passwords.ResetPasswords, async (request, reply) => {
    const caller = resetCaller(request);
    const accounts = await chooseAccounts(
      db,
      caller,
      request.body.user_ids,
      request.body.school_project_id,
    );
    if (isRefusal(accounts)) return answer<never>(reply, accounts);
    try {
      return await resetPasswords(db, caller, accounts, now());
    } catch (error) {
      if (error instanceof HashingBusyError) return sendBusy(reply);
      throw error;
    }
  });

  serve(fastify, Passwords.SetParentPassword, async (request, reply) => {
    try {
      const result = await resetParentPassword(
        db,
        resetCaller(request),
        request.body.user_id,
        now(),
      );
      return answer(reply, result);
    } catch (error) {
      if (error instanceof HashingBusyError) return sendBusy(reply);
      throw error;
    }
  });
};

export default passwordRoutes;
