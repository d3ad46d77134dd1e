/** SPEC §7 "Session and public": /api/public/*. Registration calls arrive in a later issue. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  LoginRequest,
  OkReply,
  REPLY_TEXT,
  SessionReply,
  type LoginMode,
} from '@skillfolio/shared/wire';
import { Type } from '@sinclair/typebox';
import { matchCredentials } from '../auth/credentials';
import { findPrivateUser, findSchoolUser, findUsersByEmail } from '../queries/users';
import type { UserRow } from '../queries/users';
import { toSessionUser } from '../plugins/sessions';
import { replies } from '../wire/replies';
import { loadSessionReply } from '../wire/sessionReply';

const publicRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.post(
    '/api/public/login',
    {
      // allowReadOnly: a parent session may still log in as someone else.
      config: { access: 'public', allowReadOnly: true },
      schema: {
        body: LoginRequest,
        response: { ...replies(SessionReply), 401: Type.Literal(REPLY_TEXT.loginError) },
      },
    },
    async (request, reply) => {
      const { username, password, loginMode, schoolUsername } = request.body;
      const candidates = await findLoginCandidates(loginMode, username, schoolUsername);
      const match = await matchCredentials(candidates, password);
      if (match === undefined) {
        return reply.code(401).type('text/plain; charset=utf-8').send(REPLY_TEXT.loginError);
      }

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

/** A school user works in their school; a global admin in the school they last chose. */
function startingSchoolId(user: UserRow): number | null {
  return user.is_Admin === 1 ? (user.current_school_id ?? user.school_id) : user.school_id;
}

export default publicRoutes;
