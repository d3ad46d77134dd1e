/**
 * Login sessions: a random token in the `sf_session` cookie, its sha256 in the `sessions`
 * table. Loads the session of every /api request into `request.session`.
 */
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  deleteExpiredSessions,
  deleteSession,
  findLiveSession,
  insertSession,
  touchSession,
} from '../queries/sessions';
import { hashToken, newToken } from '../auth/tokens';
import type { CurrentUser } from '@skillfolio/shared/types';
import type { UsersTable } from '../db/database';

export const SESSION_COOKIE = 'sf_session';
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** last_seen is rewritten at most this often: one write a minute, not one per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * The user a session acts as: CurrentUser's identity and flags (the one wire definition),
 * plus the school the user belongs to.
 */
export type SessionUser = Omit<CurrentUser, 'read_only' | 'project_ids' | 'projects'> &
  Pick<UsersTable, 'school_id'>;

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
  };
}

export interface RequestSession {
  idHash: string;
  user: SessionUser;
  /** The school the session works in: the user's own, or a global admin's choice. */
  currentSchoolId: number | null;
  selectedProjectId: number | null;
  selectedAssessmentId: number | null;
  /** A parent account: may look, may not change anything. */
  readOnly: boolean;
}

export interface StartSession {
  userId: number;
  currentSchoolId: number | null;
  readOnly: boolean;
  /** Where the user left off (their remembered choice), checked again on every read. */
  selectedProjectId: number | null;
  selectedAssessmentId: number | null;
}

export interface SessionStore {
  /** Creates a session for the user and sets its cookie; ends the request's old one. */
  start(request: FastifyRequest, reply: FastifyReply, session: StartSession): Promise<void>;
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
}

export default fp(
  async (fastify) => {
    await fastify.register(cookie);

    const cookieOptions = (request: FastifyRequest) =>
      ({
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        // request.protocol honours X-Forwarded-Proto only when TRUST_PROXY is set.
        secure: request.protocol === 'https',
      }) as const;

    const tokenHashOf = (request: FastifyRequest): string | undefined => {
      const token = request.cookies[SESSION_COOKIE];
      return token === undefined || token === '' ? undefined : hashToken(token);
    };

    const store: SessionStore = {
      async start(request, reply, session) {
        const now = new Date();
        const oldHash = tokenHashOf(request);
        if (oldHash !== undefined) await deleteSession(fastify.db, oldHash);
        // Logins are rare next to requests: a good moment to sweep out dead sessions.
        await deleteExpiredSessions(fastify.db, now);

        const token = newToken();
        await insertSession(fastify.db, {
          idHash: hashToken(token),
          userId: session.userId,
          currentSchoolId: session.currentSchoolId,
          readOnly: session.readOnly,
          selectedProjectId: session.selectedProjectId,
          selectedAssessmentId: session.selectedAssessmentId,
          now,
          expiresAt: new Date(now.getTime() + SESSION_IDLE_MS),
        });
        reply.setCookie(SESSION_COOKIE, token, cookieOptions(request));
      },

      async end(request, reply) {
        const idHash = tokenHashOf(request);
        if (idHash !== undefined) await deleteSession(fastify.db, idHash);
        request.session = null;
        reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
      },
    };

    fastify.decorate('sessions', store);
    fastify.decorateRequest('session', null);

    fastify.addHook('onRequest', async (request) => {
      // Static files need no session: spare them the database read.
      if (!isApiRequest(request)) return;
      const idHash = tokenHashOf(request);
      if (idHash === undefined) return;

      const now = new Date();
      const row = await findLiveSession(fastify.db, idHash, now);
      // A user whose login was switched off loses their open sessions at once.
      if (row === undefined || row.is_User !== 1) return;

      if (now.getTime() - Date.parse(row.last_seen) >= TOUCH_INTERVAL_MS) {
        await touchSession(fastify.db, idHash, now, new Date(now.getTime() + SESSION_IDLE_MS));
      }
      request.session = {
        idHash,
        user: toSessionUser(row),
        currentSchoolId: row.current_school_id,
        selectedProjectId: row.selected_project_id,
        selectedAssessmentId: row.selected_assessment_id,
        readOnly: row.read_only === 1,
      };
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
