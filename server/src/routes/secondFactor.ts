/**
 * Two-factor login for staff: enrolment from the user's own security page (a
 * secret, its QR code, a first code to confirm, recovery codes), the login's second step,
 * turning it off, and an admin's reset of a user's lost authenticator. School and global
 * admins must enrol before any admin call (plugins/guard.ts); every change is audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginRefusal,
  OkReply,
  RecoveryCodesReply,
  ResetSecondFactorRequest,
  SECOND_FACTOR_TEXT,
  SecondFactorCodeRequest,
  SecondFactorStatus,
  SessionReply,
  TotpEnrolment,
} from '@skillfolio/shared/wire';
import type { FastifyRequest } from 'fastify';
import { mustUseSecondFactor } from '../auth/secondFactorRule';
import { recordAudit } from '../audit/recordAudit';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  qrDrawing,
  recoveryCodeHash,
  totpUri,
} from '../auth/totp';
import type { Executor } from '../db/database';
import { sendTooManyAttempts, type Attempt } from '../plugins/attemptLimits';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { rotateSession, type Clock, type RequestSession } from '../plugins/sessions';
import {
  advanceTotpStep,
  clearSecondFactor,
  confirmTotp,
  countUnusedRecoveryCodes,
  findTotpState,
  replaceRecoveryCodes,
  setPendingTotpSecret,
  spendRecoveryCode,
  type TotpState,
} from '../queries/secondFactor';
import { endSessionsOfUser, markSecondFactorGiven } from '../queries/sessions';
import { OK, errorReply, replies } from '../wire/replies';
import { loadSessionReply } from '../wire/sessionReply';

export interface SecondFactorRoutesOptions {
  clock?: Clock;
}

/** The session's own second factor: set up before anything else, by whoever must have one. */
const OWN_SECURITY = { access: 'user', ownDataOnly: true } as const;

function accountAttempt(userId: number): Attempt {
  return { limit: 'secondFactorAccount', subject: `user:${userId}` };
}

function isEnrolled(state: TotpState): state is TotpState & { totp_secret: string } {
  return state.totp_secret !== null && state.totp_confirmed_at !== null;
}

const secondFactorRoutes: FastifyPluginAsyncTypebox<SecondFactorRoutesOptions> = async (
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

  /**
   * Whether the code is the user's: a fresh TOTP code (moved on atomically, so it is
   * accepted once), or, when `recovery` allows, an unused recovery code (then used up).
   */
  async function codeIsGood(
    userId: number,
    state: TotpState & { totp_secret: string },
    code: string,
    recovery: boolean,
  ): Promise<'totp' | 'recovery' | undefined> {
    const step = acceptedTotpStep(state.totp_secret, code, now(), state.totp_last_step);
    if (step !== undefined) return (await advanceTotpStep(db, userId, step)) ? 'totp' : undefined;
    if (!recovery) return undefined;
    return (await spendRecoveryCode(db, userId, recoveryCodeHash(code), now()))
      ? 'recovery'
      : undefined;
  }

  fastify.get(
    '/api/user/SecondFactor',
    { config: OWN_SECURITY, schema: { response: replies(SecondFactorStatus) } },
    async (request) => {
      const session = sessionOf(request);
      const state = await findTotpState(db, session.user.user_id);
      const enrolled = state !== undefined && isEnrolled(state);
      return {
        enrolled,
        required: state !== undefined && mustUseSecondFactor(state),
        recoveryCodesLeft: enrolled ? await countUnusedRecoveryCodes(db, session.user.user_id) : 0,
      };
    },
  );

  fastify.post(
    '/api/user/StartTotp',
    { config: OWN_SECURITY, schema: { response: replies(TotpEnrolment) } },
    async (request, reply) => {
      const session = sessionOf(request);
      const state = await findTotpState(db, session.user.user_id);
      if (state === undefined) return denyNotAuthorised(reply);
      if (isEnrolled(state))
        return reply.code(400).send(errorReply(SECOND_FACTOR_TEXT.alreadyEnrolled));
      const secret = newTotpSecret();
      await setPendingTotpSecret(db, session.user.user_id, secret);
      // What the app lists the account as: the e-mail when there is one (global admins log
      // in by it), else the username.
      const uri = totpUri(secret, state.email ?? state.username);
      const qr = qrDrawing(uri);
      return { secret, uri, qrSize: qr.size, qrPath: qr.path };
    },
  );

  fastify.post(
    '/api/user/ConfirmTotp',
    {
      config: OWN_SECURITY,
      schema: {
        body: SecondFactorCodeRequest,
        response: { ...replies(RecoveryCodesReply), 429: LoginRefusal },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      const state = await findTotpState(db, userId);
      if (state === undefined) return denyNotAuthorised(reply);
      if (state.totp_secret === null || state.totp_confirmed_at !== null) {
        return reply.code(400).send(errorReply(SECOND_FACTOR_TEXT.notStarted));
      }
      const reservation = await fastify.attemptLimits.reserve([accountAttempt(userId)]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      const step = acceptedTotpStep(state.totp_secret, request.body.code, now(), null);
      if (step === undefined) {
        return reply.code(400).send(errorReply(SECOND_FACTOR_TEXT.wrongCode));
      }
      await reservation.succeeded([accountAttempt(userId)]);
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
  );

  fastify.post(
    '/api/user/DisableTotp',
    {
      config: OWN_SECURITY,
      schema: {
        body: SecondFactorCodeRequest,
        response: { ...replies(OkReply), 429: LoginRefusal },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      const state = await findTotpState(db, userId);
      if (state === undefined) return denyNotAuthorised(reply);
      if (!isEnrolled(state))
        return reply.code(400).send(errorReply(SECOND_FACTOR_TEXT.notEnrolled));
      const reservation = await fastify.attemptLimits.reserve([accountAttempt(userId)]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
      // Whoever turns it off proves they hold it: a session left open is not enough.
      if ((await codeIsGood(userId, state, request.body.code, true)) === undefined) {
        return reply.code(400).send(errorReply(SECOND_FACTOR_TEXT.wrongCode));
      }
      await reservation.succeeded([accountAttempt(userId)]);
      await db.transaction().execute(async (trx) => {
        await clearSecondFactor(trx, userId);
        await audit(trx, request, session, 'second_factor.disable', { kind: 'user', id: userId });
      });
      return OK;
    },
  );

  fastify.post(
    '/api/user/VerifySecondFactor',
    {
      config: { ...OWN_SECURITY, secondFactorStep: true },
      schema: {
        body: SecondFactorCodeRequest,
        response: { ...replies(SessionReply), 429: LoginRefusal },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      if (session.secondFactor === 'pending') {
        const state = await findTotpState(db, userId);
        if (state === undefined || !isEnrolled(state)) return denyNotAuthorised(reply);
        const reservation = await fastify.attemptLimits.reserve([accountAttempt(userId)]);
        if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);
        const used = await codeIsGood(userId, state, request.body.code, true);
        if (used === undefined) {
          await audit(db, request, session, 'login.second_factor_failure');
          return reply.code(400).send(errorReply(SECOND_FACTOR_TEXT.wrongCode));
        }
        await reservation.succeeded([accountAttempt(userId)]);
        await db.transaction().execute(async (trx) => {
          await markSecondFactorGiven(trx, session.idHash, now());
          await audit(
            trx,
            request,
            session,
            used === 'recovery' ? 'login.recovery_code' : 'login.second_factor',
          );
        });
        // The session may now do what the password alone did not allow: a new id for it.
        await rotateSession(request, reply);
      }
      return loadSessionReply(db, session.user, session.currentSchoolId, session.readOnly, {
        projectId: session.selectedProjectId,
        assessmentId: session.selectedAssessmentId,
      });
    },
  );

  fastify.post(
    '/api/admin/ResetSecondFactor',
    {
      config: { access: 'schoolAdmin', owns: { user_id: 'schoolUser' } },
      schema: { body: ResetSecondFactorRequest, response: replies(OkReply) },
    },
    async (request) => {
      const session = sessionOf(request);
      const userId = request.body.user_id;
      await db.transaction().execute(async (trx) => {
        await clearSecondFactor(trx, userId);
        // Whoever held the lost phone's sessions is logged out; the user enrols afresh.
        await endSessionsOfUser(trx, userId);
        await audit(trx, request, session, 'second_factor.reset', { kind: 'user', id: userId });
      });
      return OK;
    },
  );
};

export default secondFactorRoutes;
