/** SPEC §7 "Session and public": /api/public/*. Registration calls arrive in a later issue. */
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
import { ACCOUNTS_CHECKED, matchCredentials } from '../auth/credentials';
import { HashingBusyError, hashingGate } from '../auth/hashingGate';
import { sendTooManyAttempts, type Attempt } from '../plugins/attemptLimits';
import { findPrivateUser, findSchoolUser, findUsersByEmail } from '../queries/users';
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
      const slots = ACCOUNTS_CHECKED[loginMode];
      const candidates = (await findLoginCandidates(loginMode, username, schoolUsername)).slice(
        0,
        slots,
      );
      const accounts: Attempt[] =
        candidates.length === 0
          ? // Unknown names are counted like accounts, so a 429 tells nothing about existence.
            [
              {
                limit: 'loginAccount',
                subject: unknownNameSubject(loginMode, username, schoolUsername),
              },
            ]
          : candidates.map((user) => accountAttempt(user.user_id));
      const reservation = await fastify.attemptLimits.reserve([
        { limit: 'loginAddress', subject: request.ip },
        ...accounts,
      ]);
      if (!reservation.allowed) return sendTooManyAttempts(reply, reservation.retryAfterSeconds);

      let match: Awaited<ReturnType<typeof matchCredentials>>;
      try {
        match = await hashingGate.run(() => matchCredentials(candidates, password, slots));
      } catch (error) {
        await reservation.cancel();
        if (error instanceof HashingBusyError) return sendBusy(reply);
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
            detail: `mode ${loginMode}`,
          },
          now(),
        );
        return reply.code(401).type('text/plain; charset=utf-8').send(REPLY_TEXT.loginError);
      }
      // The account starts afresh; the address keeps its failures (a success is not counted).
      await reservation.succeeded([accountAttempt(match.user.user_id)]);

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
    if (loginMode === 'E') return findUsersByEmail(fastify.db, username);
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

/** The name an attempt gives when no account has it, folded as the lookups fold it. */
function unknownNameSubject(loginMode: LoginMode, username: string, schoolUsername: string) {
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
