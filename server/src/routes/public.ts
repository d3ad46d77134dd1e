/** SPEC §7 "Session and public": /api/public/*. Registration calls are in ./registration.ts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LOGIN_BUSY_MESSAGE,
  LoginRefusal,
  LoginRequest,
  OkReply,
  REPLY_TEXT,
  SecondFactorNeeded,
  SessionReply,
  type LoginMode,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import { ACCOUNTS_CHECKED, matchCredentials, PARENT_PASSWORD_CHECKED } from '../auth/credentials';
import { ADDRESS_FULL_ACCOUNT_FAILURES } from '../auth/attemptPolicy';
import { deviceSubject, presentedDevices, rememberDevice } from '../auth/deviceCookie';
import { hashingGate, loginShares } from '../auth/hashingGate';
import { sendTooManyAttempts, type Attempt } from '../plugins/attemptLimits';
import { findUserByVerifiedEmail } from '../queries/emailVerifications';
import { findPrivateUser, findSchoolUser } from '../queries/users';
import type { UserRow } from '../queries/users';
import { toSessionUser, type Clock } from '../plugins/sessions';
import { recordAudit } from '../audit/recordAudit';
import { replies } from '../wire/replies';
import { loadSessionReply } from '../wire/sessionReply';

export interface PublicRoutesOptions {
  clock?: Clock;
}

const publicRoutes: FastifyPluginAsyncTypebox<PublicRoutesOptions> = async (fastify, { clock }) => {
  const now = clock ?? (() => new Date());
  fastify.post(
    '/api/public/login',
    {
      // allowReadOnly: a parent session may still log in as someone else.
      config: { access: 'public', allowReadOnly: true },
      schema: {
        body: LoginRequest,
        response: {
          ...replies(SessionReply),
          200: Type.Union([SessionReply, SecondFactorNeeded]),
          401: Type.Literal(REPLY_TEXT.loginError),
          429: LoginRefusal,
          503: LoginRefusal,
        },
      },
    },
    async (request, reply) => {
      const { username, password, loginMode, schoolUsername } = request.body;
      // A place in the hashing queue first, before any database work, within the share of
      // the name typed and of the client address: a flood the gate turns away costs next to
      // nothing, and a login it turns away was never checked, so is never a failure.
      const pass = await hashingGate.admit(
        loginShares([typedNameSubject(loginMode, username, schoolUsername)], request.ip),
      );
      if (pass === undefined) return sendBusy(reply);
      try {
        const slots = ACCOUNTS_CHECKED[loginMode];
        const candidates = (await findLoginCandidates(loginMode, username, schoolUsername)).slice(
          0,
          slots,
        );
        const at = now();
        // A browser that has logged in to a named account before is judged by its own
        // failures only (auth/deviceCookie.ts), and may open only the accounts it knows.
        const presented = await presentedDevices(fastify.db, request, at);
        const known = presented.filter((device) =>
          candidates.some((user) => user.user_id === device.userId),
        );
        const tried =
          known.length === 0
            ? candidates
            : candidates.filter((user) => known.some((device) => device.userId === user.user_id));
        const accounts: Attempt[] =
          tried.length === 0
            ? // Unknown names are counted like accounts, so a 429 tells nothing about existence.
              [
                {
                  limit: 'loginAccount',
                  subject: typedNameSubject(loginMode, username, schoolUsername),
                },
              ]
            : tried.map((user) => accountAttempt(user.user_id));
        const attempts: Attempt[] =
          known.length > 0
            ? known.map((device) => ({ limit: 'loginDevice', subject: deviceSubject(device) }))
            : [
                {
                  limit: 'loginAddress',
                  subject: request.ip,
                  whenFull: { othersMax: ADDRESS_FULL_ACCOUNT_FAILURES },
                },
                ...accounts,
              ];

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
            fastify.db,
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
        // From a known device: that device starts afresh, and the account keeps whatever
        // strangers have tried against it. Otherwise the account starts afresh; the address
        // keeps its failures (a success is not counted).
        await reservation.succeeded(
          known.length > 0 ? attempts : [accountAttempt(match.user.user_id)],
        );

        const { user, readOnly } = match;
        const currentSchoolId = startingSchoolId(user);
        // The next session starts where the user left off (checked again on every read).
        const selection = {
          projectId: user.selected_project_id,
          assessmentId: user.selected_assessment_id,
        };
        await fastify.sessions.start(request, reply, {
          userId: user.user_id,
          currentSchoolId,
          readOnly,
          selectedProjectId: selection.projectId,
          selectedAssessmentId: selection.assessmentId,
        });
        // This browser is now a known device of the account (auth/deviceCookie.ts).
        await rememberDevice(fastify.db, request, reply, presented, user.user_id, at);
        // The session starts without its second factor: plugins/guard.ts lets it do nothing
        // but give the code (VerifySecondFactor) until it does.
        const needsCode =
          !readOnly && user.second_factor_exempt !== 1 && user.totp_confirmed_at !== null;
        await recordAudit(
          fastify.db,
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
        if (needsCode) return { secondFactorRequired: true as const };
        return loadSessionReply(
          fastify.db,
          toSessionUser(user),
          currentSchoolId,
          readOnly,
          selection,
        );
      } finally {
        // Given back by pass.run once the check ran; here if the attempt ended before it.
        pass.leave();
      }
    },
  );

  fastify.post(
    '/api/public/logout',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: { response: replies(OkReply) },
    },
    async (request, reply) => {
      await fastify.sessions.end(request, reply);
      return { ok: true } as const;
    },
  );

  async function findLoginCandidates(
    loginMode: LoginMode,
    username: string,
    schoolUsername: string,
  ): Promise<UserRow[]> {
    if (username.trim() === '') return [];
    if (loginMode === 'E') {
      // Only the account that proved the address: one another school gave it first cannot.
      const user = await findUserByVerifiedEmail(fastify.db, username);
      return user === undefined ? [] : [user];
    }
    const user =
      schoolUsername.trim() === ''
        ? await findPrivateUser(fastify.db, username)
        : await findSchoolUser(fastify.db, schoolUsername, username);
    return user === undefined ? [] : [user];
  }
};

function accountAttempt(userId: number): Attempt {
  return { limit: 'loginAccount', subject: `user:${userId}` };
}

/** The name an attempt types, folded as the lookups fold it (the subject of an unknown name). */
function typedNameSubject(loginMode: LoginMode, username: string, schoolUsername: string) {
  const name = username.trim().toLowerCase();
  return loginMode === 'E'
    ? `email:${name}`
    : `username:${schoolUsername.trim().toLowerCase()}:${name}`;
}

/** Quick, so a flood of logins cannot hold connections while the hashing queue is full. */
function sendBusy(reply: FastifyReply) {
  return reply
    .code(503)
    .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
    .send({ error: LOGIN_BUSY_MESSAGE, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
}

const BUSY_RETRY_AFTER_SECONDS = 5;

/** A school user works in their school; a global admin in the school they last chose. */
function startingSchoolId(user: UserRow): number | null {
  return user.is_Admin === 1 ? (user.current_school_id ?? user.school_id) : user.school_id;
}

export default publicRoutes;
