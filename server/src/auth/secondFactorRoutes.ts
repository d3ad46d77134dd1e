/**
 * Two-factor login for staff (@skillfolio/shared/contract `SecondFactor`), over
 * secondFactorService: enrolment from the user's own security page (a secret, its QR code,
 * a first code to confirm, recovery codes), the login's second step, turning it off, and an
 * admin's reset of a user's lost authenticator. School and global admins must enrol before
 * any admin call (plugins/guard.ts); every change is audited.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { SecondFactor } from '@skillfolio/shared/contract';
import { LoginRefusal } from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import type { Executor } from '../db/database';
import { answer, isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { rotateSession, type Clock, type RequestSession } from '../plugins/sessions';
import {
  clearSecondFactor,
  confirmTotp,
  findTotpState,
  replaceRecoveryCodes,
  setPendingTotpSecret,
} from './secondFactorQueries';
import { endSessionsOfUser, markSecondFactorGiven } from '../queries/sessions';
import { OK } from '../wire/replies';
import { loadSessionReply } from '../wire/sessionReply';
import {
  canStart,
  codeIsGood,
  isEnrolled,
  NOT_ENROLLED,
  pendingSecret,
  secondFactorAttempt,
  secondFactorStatus,
  WRONG_CODE,
} from './secondFactorService';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  qrDrawing,
  recoveryCodeHash,
  totpUri,
} from './totp';

export interface SecondFactorRoutesOptions {
  clock?: Clock;
}

/** The code-taking endpoints also answer 429 with Retry-After. */
const LIMITED = { otherReplies: { 429: LoginRefusal } };

const secondFactorRoutes: FastifyPluginAsync<SecondFactorRoutesOptions> = async (
  fastify,
  { clock },
) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  function audit(
    executor: Executor,
    request: FastifyRequest,
    session: RequestSession,
    action: string,
    target?: { kind: string; id: number },
  ): Promise<void> {
    return recordAudit(
      executor,
      {
        action,
        actorUserId: session.user.user_id,
        actorSchoolId: session.user.school_id,
        schoolId: session.currentSchoolId,
        ...(target === undefined ? {} : { targetKind: target.kind, targetId: target.id }),
        ip: request.ip,
      },
      now(),
    );
  }

  serve(fastify, SecondFactor.Status, async (request) => {
    const session = sessionOf(request);
    const status = await secondFactorStatus(db, session.user.user_id);
    // A parent's session has its own password, changes nothing and reaches no admin screen:
    // nothing is required of it, and it cannot set anything up (the rule refuses its writes).
    return session.readOnly ? { ...status, required: false } : status;
  });

  serve(fastify, SecondFactor.StartTotp, async (request, reply) => {
    const session = sessionOf(request);
    const state = await findTotpState(db, session.user.user_id);
    if (state === undefined) return denyNotAuthorised(reply);
    const allowed = canStart(state);
    if (isRefusal(allowed)) return answer<never>(reply, allowed);
    const secret = newTotpSecret();
    await setPendingTotpSecret(db, session.user.user_id, secret);
    // What the app lists the account as: the e-mail when there is one (global admins log
    // in by it), else the username.
    const uri = totpUri(secret, state.email ?? state.username);
    const qr = qrDrawing(uri);
    return { secret, uri, qrSize: qr.size, qrPath: qr.path };
  });

  serve(
    fastify,
    SecondFactor.ConfirmTotp,
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      const state = await findTotpState(db, userId);
      if (state === undefined) return denyNotAuthorised(reply);
      const secret = pendingSecret(state);
      if (isRefusal(secret)) return answer<never>(reply, secret);
      const reservation = await fastify.attemptLimits.reserve([secondFactorAttempt(userId)]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      const step = acceptedTotpStep(secret, request.body.code, now(), null);
      if (step === undefined) return answer<never>(reply, WRONG_CODE);
      await reservation.succeeded([secondFactorAttempt(userId)]);
      const codes = newRecoveryCodes();
      await db.transaction().execute(async (trx) => {
        await confirmTotp(trx, userId, step, now());
        await replaceRecoveryCodes(trx, userId, codes.map(recoveryCodeHash));
        // The code just given counts for this login too.
        await markSecondFactorGiven(trx, session.idHash, now());
        await audit(trx, request, session, 'second_factor.enrol', { kind: 'user', id: userId });
      });
      await rotateSession(request, reply);
      return { recoveryCodes: codes };
    },
    LIMITED,
  );

  serve(
    fastify,
    SecondFactor.DisableTotp,
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      const state = await findTotpState(db, userId);
      if (state === undefined) return denyNotAuthorised(reply);
      if (!isEnrolled(state)) return answer<never>(reply, NOT_ENROLLED);
      const reservation = await fastify.attemptLimits.reserve([secondFactorAttempt(userId)]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      // Whoever turns it off proves they hold it: a session left open is not enough.
      if ((await codeIsGood(db, userId, state, request.body.code, true, now())) === undefined) {
        return answer<never>(reply, WRONG_CODE);
      }
      await reservation.succeeded([secondFactorAttempt(userId)]);
      await db.transaction().execute(async (trx) => {
        await clearSecondFactor(trx, userId);
        await audit(trx, request, session, 'second_factor.disable', { kind: 'user', id: userId });
      });
      return OK;
    },
    LIMITED,
  );

  serve(
    fastify,
    SecondFactor.VerifySecondFactor,
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      if (session.secondFactor === 'pending') {
        const state = await findTotpState(db, userId);
        if (state === undefined || !isEnrolled(state)) return denyNotAuthorised(reply);
        const reservation = await fastify.attemptLimits.reserve([secondFactorAttempt(userId)]);
        if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
        // The check is cheap (an HMAC, a sha256), so it runs in the transaction of the
        // success's writes: one commit (one fsync on SQLite), and a failure lands none of them,
        // the code's use included.
        const setCookie = await db.transaction().execute(async (trx) => {
          const used = await codeIsGood(trx, userId, state, request.body.code, true, now());
          if (used === undefined) return undefined;
          await reservation.succeeded([secondFactorAttempt(userId)], trx);
          await markSecondFactorGiven(trx, session.idHash, now());
          await audit(
            trx,
            request,
            session,
            used === 'recovery' ? 'login.recovery_code' : 'login.second_factor',
          );
          // The session may now do what the password alone did not allow: a new id for it.
          return fastify.sessions.rotateIn(trx, request);
        });
        if (setCookie === undefined) {
          await audit(db, request, session, 'login.second_factor_failure');
          return answer<never>(reply, WRONG_CODE);
        }
        setCookie(reply);
      }
      return loadSessionReply(
        db,
        session.user,
        session.currentSchoolId,
        session.readOnly,
        { projectId: session.selectedProjectId, assessmentId: session.selectedAssessmentId },
        session.leaverEraseAfter,
      );
    },
    LIMITED,
  );

  serve(fastify, SecondFactor.ResetSecondFactor, async (request) => {
    const session = sessionOf(request);
    const userId = request.body.user_id;
    await db.transaction().execute(async (trx) => {
      await clearSecondFactor(trx, userId);
      // Whoever held the lost phone's sessions is logged out; the user enrols afresh.
      await endSessionsOfUser(trx, userId);
      await audit(trx, request, session, 'second_factor.reset', { kind: 'user', id: userId });
    });
    return OK;
  });
};

export default secondFactorRoutes;
