/**
 * Login sessions: a random token in the session cookie, its sha256 in the `sessions` table.
 * Loads the session of every /api request into `request.session`, and ends it when it has
 * been idle too long (30 min for admins, 8 h for others) or 12 h after login, whatever the
 * activity.
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  deleteExpiredSessions,
  deleteSession,
  endOldestSessionsOfUser,
  findLiveSession,
  lockUserForLogin,
  insertSession,
  renameSession,
  touchSession,
  type SessionWithUser,
} from '../queries/sessions';
import { findLiveSessionWithReply, type SessionReplyFacts } from '../queries/sessionWithReply';
import { mustUseSecondFactor } from '../auth/secondFactorRule';
import { hashToken, newToken } from '../auth/tokens';
import type { CurrentUser } from '@skillfolio/shared/types';
import type { Language } from '@skillfolio/shared/wire';
import type { Transaction } from 'kysely';
import type { Database, Executor, UsersTable } from '../db/database';

/**
 * The cookie over HTTPS (directly or through a trusted proxy): the `__Host-` prefix makes
 * the browser refuse it unless Secure, on Path=/ and without Domain, so a sibling
 * subdomain cannot plant a session of its choosing.
 */
export const SECURE_SESSION_COOKIE = '__Host-sf_session';
/**
 * The cookie over plain HTTP (one machine on a school's own network): a browser refuses a
 * `__Host-` cookie that is not Secure, so this one has a plain name.
 */
export const SESSION_COOKIE = 'sf_session';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
/** Idle limit of a school or global admin: their sessions reach every pupil's data. */
export const ADMIN_IDLE_MS = 30 * MINUTE_MS;
/** Idle limit of everyone else (a pupil's school day). */
export const USER_IDLE_MS = 8 * HOUR_MS;
/**
 * Live sessions one user may have (browsers, tabs of a parent and the pupil): the newest are
 * kept and a login beyond them ends the oldest.
 */
export const MAX_LIVE_SESSIONS = 20;
/** A session ends this long after login, however busy. */
export const SESSION_LIFETIME_MS = 12 * HOUR_MS;
/**
 * last_seen is rewritten at most this often: one write a minute, not one per request. So a
 * session may end up to this much before its idle limit, never after it.
 */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/** Now. Injected so tests can move time on without sleeping. */
export type Clock = () => Date;

export interface SessionsOptions {
  clock?: Clock;
}

/** The roles that decide a session's idle limit. */
export type SessionRoles = Pick<SessionUser, 'is_Admin' | 'is_schoolAdmin'>;

export function idleLimitMs(roles: SessionRoles): number {
  return roles.is_Admin || roles.is_schoolAdmin ? ADMIN_IDLE_MS : USER_IDLE_MS;
}

/** When a session logged in at `loggedInAt` and last seen at `lastSeen` ends. */
export function sessionEnd(loggedInAt: Date, lastSeen: Date, roles: SessionRoles): Date {
  return new Date(
    Math.min(lastSeen.getTime() + idleLimitMs(roles), loggedInAt.getTime() + SESSION_LIFETIME_MS),
  );
}

/** The session cookie's name for this request: `__Host-` only where it can be Secure. */
export function sessionCookieName(request: FastifyRequest): string {
  return isTls(request) ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
}

function isTls(request: FastifyRequest): boolean {
  // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
  return request.protocol === 'https';
}

/**
 * The user a session acts as: CurrentUser's identity and flags (the one wire definition),
 * plus the school the user belongs to.
 */
export type SessionUser = Omit<
  CurrentUser,
  'read_only' | 'project_ids' | 'projects' | 'erase_after' | 'language' | 'sees_overview'
> & { school_id: UsersTable['school_id']; language: Language | null; sees_overview: boolean };

/** A user as stored (flags as 0/1 integers), as far as a session needs it. */
export type StoredUser = {
  [K in keyof SessionUser]: SessionUser[K] extends boolean ? number : SessionUser[K];
};

/** The one place stored 0/1 flags become booleans. */
export function toSessionUser(row: StoredUser): SessionUser {
  return {
    user_id: row.user_id,
    school_id: row.school_id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    is_Admin: row.is_Admin === 1,
    is_schoolAdmin: row.is_schoolAdmin === 1,
    is_Staff: row.is_Staff === 1,
    is_User: row.is_User === 1,
    language: row.language,
    sees_overview: row.sees_overview === 1,
  };
}

export interface RequestSession {
  idHash: string;
  user: SessionUser;
  /** The school the session works in: the user's own, or a global admin's choice. */
  currentSchoolId: number | null;
  selectedProjectId: number | null;
  selectedAssessmentId: number | null;
  /** A parent account, or a leaver: may look, may not change anything. */
  readOnly: boolean;
  /** A leaver's session: when their account will be erased (null: not a leaver). */
  leaverEraseAfter: string | null;
  /** Where the session stands on the second factor: see SecondFactorState. */
  secondFactor: SecondFactorState;
  /** GetCurrentUser's reply, read with the session on a route that asks (config.sessionReply). */
  reply?: SessionReplyFacts;
}

/**
 * - `notNeeded`: a parent session (it has its own password and reaches no staff route), or
 *   a demo account (second_factor_exempt);
 * - `missing`: no authenticator enrolled, and none required of this user (a pupil, a
 *   teacher): they may enrol on their security page;
 * - `required`: staff who must use a second factor (auth/secondFactorRule.ts) and have not
 *   enrolled: plugins/guard.ts lets the session reach its own data and the security page,
 *   nothing of anyone else's;
 * - `pending`: enrolled, but this session has not given its code yet: it may do nothing
 *   but give it (or log out);
 * - `given`: enrolled, and this session gave its code; or the session was signed in
 *   through the school's provider, which the school says enforces a second factor.
 */
export type SecondFactorState = 'notNeeded' | 'missing' | 'required' | 'pending' | 'given';

export function secondFactorState(row: {
  read_only: number;
  second_factor_exempt: number;
  totp_confirmed_at: string | null;
  second_factor_at: string | null;
  is_Admin: number;
  is_schoolAdmin: number;
}): SecondFactorState {
  if (row.read_only === 1 || row.second_factor_exempt === 1) return 'notNeeded';
  // Given: a code this session, or a sign-in through a provider that enforces a second
  // factor (sso/), which may be a user with no authenticator of ours.
  if (row.second_factor_at !== null) return 'given';
  if (row.totp_confirmed_at === null) return mustUseSecondFactor(row) ? 'required' : 'missing';
  return 'pending';
}

export interface StartSession {
  userId: number;
  /** The user's roles as the login read them: they set the new session's idle limit. */
  roles: SessionRoles;
  currentSchoolId: number | null;
  readOnly: boolean;
  /** Where the user left off (their remembered choice), checked again on every read. */
  selectedProjectId: number | null;
  selectedAssessmentId: number | null;
  /**
   * The sign-in gave the second factor itself: a school's provider the school says enforces
   * one (sso/). The session starts as if the user had given their code.
   */
  secondFactorGiven?: boolean;
}

/** Sets the cookie of a session made in a transaction: call it once that has committed. */
export type SetSessionCookie = (reply: FastifyReply) => void;

export interface SessionStore {
  /**
   * Reads the request's live session into request.session (with GetCurrentUser's facts when
   * `withReply`). Done for every /api request; the page itself asks for it to inline them.
   */
  load(request: FastifyRequest, withReply: boolean): Promise<void>;
  /** Creates a session for the user and sets its cookie; ends the request's old one. */
  start(request: FastifyRequest, reply: FastifyReply, session: StartSession): Promise<void>;
  /**
   * start's work in the caller's transaction, which must hold the user's login lock
   * (lockUserForLogin), so a login's writes commit once. It does not sweep (see sweep).
   */
  create(
    trx: Transaction<Database>,
    request: FastifyRequest,
    session: StartSession,
  ): Promise<SetSessionCookie>;
  /**
   * Deletes ended sessions. Logins are rare next to requests: a good moment, but outside the
   * login's transaction (a sweep across users inside it could deadlock with another's).
   */
  sweep(): Promise<void>;
  /**
   * Gives the request's session a new id and cookie, keeping its login time: call it when
   * the session's privileges change, so an id seen before the change is worth nothing after.
   */
  rotate(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** rotate's rename in the caller's executor (a transaction), its cookie set after. */
  rotateIn(executor: Executor, request: FastifyRequest): Promise<SetSessionCookie>;
  /** Deletes the request's session, if any, and clears the cookie. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: SessionStore;
  }
  interface FastifyRequest {
    /** The logged-in session; loaded for /api requests only, null otherwise. */
    session: RequestSession | null;
  }
  interface FastifyContextConfig {
    /**
     * The route answers with the session reply (GetCurrentUser): its session is read together
     * with the reply's facts, in one query, into `session.reply`.
     */
    sessionReply?: boolean;
  }
}

/** See SessionStore.rotate. For routes that change what a session may do (Change School). */
export function rotateSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  return request.server.sessions.rotate(request, reply);
}

export default fp<SessionsOptions>(
  async (fastify, options) => {
    await fastify.register(cookie);
    const now = options.clock ?? (() => new Date());

    const cookieOptions = (request: FastifyRequest) =>
      ({
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure: isTls(request),
        // No domain, no maxAge: a host-only cookie that ends with the browser at the latest.
      }) as const;

    const tokenHashOf = (request: FastifyRequest): string | undefined => {
      // Only the name this request's scheme allows: over HTTPS a plain `sf_session`
      // (which anyone on a sibling host could set) is never read.
      const token = request.cookies[sessionCookieName(request)];
      return token === undefined || token === '' ? undefined : hashToken(token);
    };

    const setSessionCookie = (request: FastifyRequest, reply: FastifyReply, token: string) => {
      reply.setCookie(sessionCookieName(request), token, cookieOptions(request));
    };

    const store: SessionStore = {
      async load(request, withReply) {
        const idHash = tokenHashOf(request);
        if (idHash === undefined) return;

        const at = now();
        let row: SessionWithUser | undefined;
        let reply: SessionReplyFacts | undefined;
        if (withReply) {
          const found = await findLiveSessionWithReply(fastify.db, idHash, at);
          row = found;
          reply = found?.reply;
        } else {
          row = await findLiveSession(fastify.db, idHash, at);
        }
        // A user whose login was switched off loses their open sessions at once.
        if (row === undefined || row.is_User !== 1) return;

        const user = toSessionUser(row);
        const loggedInAt = new Date(row.created_at);
        // Judged again with the user's roles as they are now: an admin made of a pupil an
        // hour ago is held to the admin's limit from this request on.
        if (sessionEnd(loggedInAt, new Date(row.last_seen), user).getTime() <= at.getTime()) {
          await deleteSession(fastify.db, idHash);
          return;
        }
        if (at.getTime() - Date.parse(row.last_seen) >= TOUCH_INTERVAL_MS) {
          await touchSession(fastify.db, idHash, at, sessionEnd(loggedInAt, at, user));
        }
        request.session = {
          idHash,
          user,
          currentSchoolId: row.current_school_id,
          selectedProjectId: row.selected_project_id,
          selectedAssessmentId: row.selected_assessment_id,
          // A leaver keeps read-only access until the sweep erases the account, from every
          // session, even one opened before they were marked.
          readOnly: row.read_only === 1 || row.left_at !== null,
          leaverEraseAfter: row.left_at === null ? null : row.erase_after,
          secondFactor: secondFactorState(row),
          ...(reply === undefined ? {} : { reply }),
        };
      },
      async start(request, reply, session) {
        await store.sweep();
        // One transaction, so one commit (one fsync on SQLite) for the login's session work.
        const setCookie = await fastify.db.transaction().execute(async (trx) => {
          await lockUserForLogin(trx, session.userId);
          return store.create(trx, request, session);
        });
        setCookie(reply);
      },

      async create(trx, request, session) {
        const loggedInAt = now();
        const oldHash = tokenHashOf(request);
        const token = newToken();
        if (oldHash !== undefined) await deleteSession(trx, oldHash);
        await insertSession(trx, {
          idHash: hashToken(token),
          userId: session.userId,
          currentSchoolId: session.currentSchoolId,
          readOnly: session.readOnly,
          selectedProjectId: session.selectedProjectId,
          selectedAssessmentId: session.selectedAssessmentId,
          now: loggedInAt,
          expiresAt: sessionEnd(loggedInAt, loggedInAt, session.roles),
          secondFactorGiven: session.secondFactorGiven === true,
        });
        // A flood of correct logins must not grow the table without end: the oldest go.
        await endOldestSessionsOfUser(trx, session.userId, MAX_LIVE_SESSIONS);
        return (reply) => setSessionCookie(request, reply, token);
      },

      sweep: () => deleteExpiredSessions(fastify.db, now()),

      async rotate(request, reply) {
        (await store.rotateIn(fastify.db, request))(reply);
      },

      async rotateIn(executor, request) {
        const idHash = request.session?.idHash ?? tokenHashOf(request);
        if (idHash === undefined) throw new Error('rotateSession: the request has no session');
        const token = newToken();
        const newIdHash = hashToken(token);
        if (!(await renameSession(executor, idHash, newIdHash))) {
          throw new Error('rotateSession: the session has ended');
        }
        if (request.session !== null) request.session.idHash = newIdHash;
        return (reply) => setSessionCookie(request, reply, token);
      },

      async end(request, reply) {
        const idHash = tokenHashOf(request);
        if (idHash !== undefined) await deleteSession(fastify.db, idHash);
        request.session = null;
        reply.clearCookie(sessionCookieName(request), cookieOptions(request));
      },
    };

    fastify.decorate('sessions', store);
    fastify.decorateRequest('session', null);

    fastify.addHook('onRequest', async (request) => {
      // Static files need no session: spare them the database read.
      if (!isApiRequest(request)) return;
      await store.load(request, request.routeOptions.config.sessionReply === true);
    });
  },
  { name: 'sessions', dependencies: ['db'], fastify: '5.x' },
);

/**
 * Whether the request is for the API. Judged by the matched route's pattern, not the raw
 * URL, so an encoded or oddly cased path cannot slip past as "not API".
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const path = (request.routeOptions.url ?? request.url.split('?')[0] ?? '').toLowerCase();
  return path === '/api' || path.startsWith('/api/');
}
