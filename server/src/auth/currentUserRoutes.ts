/**
 * GET /api/User/GetCurrentUser (@skillfolio/shared/contract `Session.GetCurrentUser`): who is
 * logged in, read with the session in one query (plugins/sessions.ts), as the browser asks on
 * every load. Nobody (or a password given, its code not yet) is 204 No Content, not a 401:
 * being logged out is an answer, not an error. SPEC §8's 401/403 stay for real refusals.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Session } from '@skillfolio/shared/contract';
import { serve } from '../http/serve';
import type { SessionReply } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import type { RequestSession } from '../plugins/sessions';
import { loadSessionReply, sessionReplyFrom } from '../wire/sessionReply';

/**
 * GetCurrentUser's answer for a request whose session is loaded: null when nobody is logged in
 * (or a password given, its code not yet). The page inlines the same answer (hosting/shellPage.ts).
 */
export async function currentUserReply(
  db: Executor,
  session: RequestSession | null,
): Promise<SessionReply | null> {
  if (session === null || session.secondFactor === 'pending') return null;
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
}

const currentUserRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(
    fastify,
    Session.GetCurrentUser,
    async (request, reply) => {
      const answer = await currentUserReply(db, request.session);
      return answer === null ? reply.code(204).send(null) : answer;
    },
    { config: { sessionReply: true } },
  );
};

export default currentUserRoutes;
