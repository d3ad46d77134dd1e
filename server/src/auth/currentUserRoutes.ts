/**
 * GET /api/User/GetCurrentUser (@skillfolio/shared/contract `Session.GetCurrentUser`): who is
 * logged in, read with the session in one query (plugins/sessions.ts), as the browser asks on
 * every load. Nobody (or a password given, its code not yet) is 204 No Content, not a 401:
 * being logged out is an answer, not an error. SPEC §8's 401/403 stay for real refusals.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Session } from '@skillfolio/shared/contract';
import { serve } from '../http/serve';
import { loadSessionReply, sessionReplyFrom } from '../wire/sessionReply';

const currentUserRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(
    fastify,
    Session.GetCurrentUser,
    async (request, reply) => {
      const session = request.session;
      if (session === null || session.secondFactor === 'pending') {
        return reply.code(204).send(null);
      }
      const remembered = {
        projectId: session.selectedProjectId,
        assessmentId: session.selectedAssessmentId,
      };
      if (session.reply !== undefined) {
        return sessionReplyFrom(
          db,
          session.user,
          session.readOnly,
          remembered,
          session.reply,
          session.leaverEraseAfter,
        );
      }
      return loadSessionReply(
        db,
        session.user,
        session.currentSchoolId,
        session.readOnly,
        remembered,
        session.leaverEraseAfter,
      );
    },
    { config: { sessionReply: true } },
  );
};

export default currentUserRoutes;
