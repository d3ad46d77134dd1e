/**
 * Logging in and out (@skillfolio/shared/contract `Auth.Login`, `Auth.Logout`), over
 * loginService. Login answers the plain-text 401 "Login Error" for any wrong name or
 * password, 429 after too many failures and 503 when the hashing queue is full.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { Auth } from '@skillfolio/shared/contract';
import { LOGIN_BUSY_MESSAGE, LoginRefusal, REPLY_TEXT } from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { recordAudit } from '../audit/recordAudit';
import { serve } from '../http/serve';
import { sendTooManyAttempts } from '../plugins/attemptLimits';
import { toSessionUser, type Clock } from '../plugins/sessions';
import { OK } from '../wire/replies';
import { loadSessionReply } from '../wire/sessionReply';
import { ACCOUNTS_CHECKED, matchCredentials, PARENT_PASSWORD_CHECKED } from './credentials';
import { lockUserForLogin } from '../queries/sessions';
import { presentedDevices, rememberDevice, setDeviceCookie, sweepDevices } from './deviceCookie';
import { hashingGate, loginShares } from './hashingGate';
import {
  accountAttempt,
  findLoginCandidates,
  needsSecondFactor,
  planAttempt,
  startingSchoolId,
  typedNameSubject,
} from './loginService';

export interface LoginRoutesOptions {
  clock?: Clock;
}

const LOGIN_REPLIES = {
  401: Type.Literal(REPLY_TEXT.loginError),
  429: LoginRefusal,
  503: LoginRefusal,
};

const loginRoutes: FastifyPluginAsync<LoginRoutesOptions> = async (fastify, { clock }) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(
    fastify,
    Auth.Login,
    async (request, reply) => {
      const { username, password, loginMode, schoolUsername } = request.body;
      const typedName = typedNameSubject(loginMode, username, schoolUsername);
      // A place in the hashing queue first, before any database work, within the share of
      // the name typed and of the client address: a flood the gate turns away costs next to
      // nothing, and a login it turns away was never checked, so is never a failure.
      const pass = await hashingGate.admit(loginShares([typedName], request.ip));
      if (pass === undefined) return sendBusy(reply);
      try {
        const slots = ACCOUNTS_CHECKED[loginMode];
        const candidates = (
          await findLoginCandidates(db, loginMode, username, schoolUsername)
        ).slice(0, slots);
        const at = now();
        const presented = await presentedDevices(db, request, at);
        const { known, tried, attempts } = planAttempt(
          candidates,
          presented,
          request.ip,
          typedName,
        );

        const reservation = await fastify.attemptLimits.reserve(attempts);
        if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);

        let match: Awaited<ReturnType<typeof matchCredentials>>;
        try {
          match = await pass.run(() =>
            matchCredentials(tried, password, slots, PARENT_PASSWORD_CHECKED[loginMode]),
          );
        } catch (error) {
          await reservation.cancel();
          throw error;
        }
        if (match === undefined) {
          await recordAudit(
            db,
            {
              action: 'login.failure',
              actorUserId: null,
              actorSchoolId: null,
              // The account named, when the name was one (never the password tried).
              schoolId: candidates.length === 1 ? (candidates[0]?.school_id ?? null) : null,
              ...(candidates.length === 1 && candidates[0] !== undefined
                ? { targetKind: 'user', targetId: candidates[0].user_id }
                : {}),
              ip: request.ip,
              detail: `mode ${loginMode}${known.length > 0 ? ', known device' : ''}`,
            },
            at,
          );
          return reply.code(401).type('text/plain; charset=utf-8').send(REPLY_TEXT.loginError);
        }
        const { user, readOnly } = match;
        const currentSchoolId = startingSchoolId(user);
        // The next session starts where the user left off (checked again on every read).
        const selection = {
          projectId: user.selected_project_id,
          assessmentId: user.selected_assessment_id,
        };
        const needsCode = needsSecondFactor(user, readOnly);
        // Sweeps across users stay outside the transaction (they could deadlock in it).
        await fastify.sessions.sweep();
        // Every write of a success in one transaction: one commit (one fsync on SQLite), and
        // a failure in any of them lands none. The user's lock first, the counters last, so
        // two logins of one account take turns from the start (PostgreSQL).
        const done = await db.transaction().execute(async (trx) => {
          await lockUserForLogin(trx, user.user_id);
          const setSessionCookie = await fastify.sessions.create(trx, request, {
            userId: user.user_id,
            roles: { is_Admin: user.is_Admin === 1, is_schoolAdmin: user.is_schoolAdmin === 1 },
            currentSchoolId,
            readOnly,
            selectedProjectId: selection.projectId,
            selectedAssessmentId: selection.assessmentId,
          });
          // This browser is now a known device of the account (deviceCookie.ts).
          const device = await rememberDevice(trx, presented, user.user_id, at);
          await recordAudit(
            trx,
            {
              action: needsCode ? 'login.password' : 'login.success',
              actorUserId: user.user_id,
              actorSchoolId: user.school_id,
              schoolId: currentSchoolId,
              ip: request.ip,
              ...(readOnly ? { detail: 'parent' } : {}),
            },
            now(),
          );
          // From a known device: that device starts afresh, and the account keeps whatever
          // strangers have tried against it. Otherwise the account starts afresh; the address
          // keeps its failures (a success is not counted).
          await reservation.succeeded(
            known.length > 0 ? attempts : [accountAttempt(user.user_id)],
            trx,
          );
          return { setSessionCookie, device };
        });
        done.setSessionCookie(reply);
        setDeviceCookie(request, reply, done.device);
        if (done.device.made) await sweepDevices(db, at);
        if (needsCode) return { secondFactorRequired: true as const };
        // A leaver's session is read-only (plugins/sessions.ts), whatever password opened it.
        const leaverEraseAfter = user.left_at === null ? null : user.erase_after;
        return loadSessionReply(
          db,
          toSessionUser(user),
          currentSchoolId,
          readOnly || leaverEraseAfter !== null,
          selection,
          leaverEraseAfter,
        );
      } finally {
        // Given back by pass.run once the check ran; here if the attempt ended before it.
        pass.leave();
      }
    },
    { otherReplies: LOGIN_REPLIES },
  );

  serve(fastify, Auth.Logout, async (request, reply) => {
    await fastify.sessions.end(request, reply);
    return OK;
  });
};

/** Quick, so a flood of logins cannot hold connections while the hashing queue is full. */
function sendBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .send({ error: LOGIN_BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
}

const BUSY_RETRY_AFTER_SECONDS = 5;

export default loginRoutes;
