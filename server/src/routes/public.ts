/** SPEC §7 "Session and public": /api/public/*. Registration calls arrive in a later issue. */
import type { LoginRequest } from '@skillfolio/shared/types';
import type { FastifyPluginAsync } from 'fastify';
import { matchCredentials } from '../auth/credentials';
import { findPrivateUser, findSchoolUser, findUsersByEmail } from '../queries/users';
import type { UserRow } from '../queries/users';
import { toSessionUser } from '../plugins/sessions';
import { loadSessionReply, sessionReplySchema } from '../wire/sessionReply';

const LOGIN_ERROR = 'Login Error';

const loginBodySchema = {
  type: 'object',
  required: ['username', 'password', 'loginMode'],
  properties: {
    // In mode E this carries the e-mail address.
    username: { type: 'string', maxLength: 254 },
    // Bounded so nobody can make the server hash megabytes.
    password: { type: 'string', maxLength: 1024 },
    loginMode: { type: 'string', enum: ['E', 'U'] },
    schoolUsername: { type: 'string', maxLength: 100, default: '' },
  },
} as const;

const publicRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.post<{ Body: LoginRequest }>(
    '/api/public/login',
    {
      // allowReadOnly: a parent session may still log in as someone else.
      config: { access: 'public', allowReadOnly: true },
      schema: { body: loginBodySchema, response: { 200: sessionReplySchema } },
    },
    async (request, reply) => {
      const { username, password, loginMode, schoolUsername } = request.body;
      const candidates = await findLoginCandidates(loginMode, username, schoolUsername);
      const match = await matchCredentials(candidates, password);
      if (match === undefined) {
        return reply.code(401).type('text/plain; charset=utf-8').send(LOGIN_ERROR);
      }

      const currentSchoolId = startingSchoolId(match.user);
      await fastify.sessions.start(request, reply, {
        userId: match.user.user_id,
        currentSchoolId,
        readOnly: match.readOnly,
      });
      return loadSessionReply(
        fastify.db,
        toSessionUser(match.user),
        currentSchoolId,
        match.readOnly,
      );
    },
  );

  fastify.post(
    '/api/public/logout',
    {
      config: { access: 'public', allowReadOnly: true },
      schema: {
        response: {
          200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } },
        },
      },
    },
    async (request, reply) => {
      await fastify.sessions.end(request, reply);
      return { ok: true };
    },
  );

  async function findLoginCandidates(
    loginMode: LoginRequest['loginMode'],
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

/** A school user works in their school; a global admin in the school they last chose. */
function startingSchoolId(user: UserRow): number | null {
  return user.is_Admin === 1 ? (user.current_school_id ?? user.school_id) : user.school_id;
}

export default publicRoutes;
