/** SPEC §7 "User data": /api/User/*. Only the current-user call so far. */
import type { FastifyPluginAsync } from 'fastify';
import { sessionOf } from '../plugins/guard';
import { loadSessionReply, sessionReplySchema } from '../wire/sessionReply';

const userRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get(
    '/api/User/GetCurrentUser',
    {
      config: { access: 'user', allowReadOnly: true },
      schema: { response: { 200: sessionReplySchema } },
    },
    async (request) => {
      const session = sessionOf(request);
      return loadSessionReply(fastify.db, session.user, session.currentSchoolId, session.readOnly);
    },
  );
};

export default userRoutes;
