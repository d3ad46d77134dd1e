/**
 * Data protection for a school (UK GDPR): a school admin exports everything held about one
 * of the current school's users (JSON, or a readable HTML page) to answer a subject-access
 * request, and erases it to answer an erasure request. Both are audited (the export by the
 * audit hook, the erasure here as well).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { OkReply, PRIVACY_TEXT, UserDataExport, UserDataRequest } from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { recordAudit } from '../audit/recordAudit';
import { sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { findUserById } from '../queries/users';
import { eraseUserData, exportUserData } from '../privacy/userData';
import { userDataPage } from '../privacy/userDataPage';
import { OK, errorReply, replies } from '../wire/replies';
import { attachment } from '../files/attachment';

export interface PrivacyRoutesOptions {
  clock?: Clock;
}

const ADMIN_OF_USER = { access: 'schoolAdmin', owns: { user_id: 'schoolUser' } } as const;

const privacyRoutes: FastifyPluginAsyncTypebox<PrivacyRoutesOptions> = async (
  fastify,
  { clock },
) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  fastify.get(
    '/api/admin/ExportUserData',
    {
      config: ADMIN_OF_USER,
      schema: { querystring: UserDataRequest, response: replies(UserDataExport) },
    },
    async (request, reply) => {
      const data = await exportUserData(db, request.query.user_id, now());
      return reply
        .header('content-disposition', attachment(`user-${data.user_id}-data.json`))
        .send(data);
    },
  );

  fastify.get(
    '/api/admin/ExportUserDataPage',
    {
      config: ADMIN_OF_USER,
      schema: { querystring: UserDataRequest, response: replies(Type.String()) },
    },
    async (request, reply) => {
      const userId = request.query.user_id;
      const data = await exportUserData(db, userId, now());
      const user = await findUserById(db, userId);
      const name =
        [user?.first_name, user?.last_name].filter((part) => part).join(' ') ||
        (user?.username ?? `user ${userId}`);
      return reply
        .type('text/html; charset=utf-8')
        .header('content-disposition', attachment(`user-${userId}-data.html`))
        .send(userDataPage(data, name));
    },
  );

  fastify.post(
    '/api/admin/EraseUser',
    { config: ADMIN_OF_USER, schema: { body: UserDataRequest, response: replies(OkReply) } },
    async (request, reply) => {
      const session = sessionOf(request);
      const userId = request.body.user_id;
      if (userId === session.user.user_id) {
        return reply.code(400).send(errorReply(PRIVACY_TEXT.eraseSelf));
      }
      await db.transaction().execute(async (trx) => {
        await eraseUserData(trx, userId);
        await recordAudit(
          trx,
          {
            action: 'user.erase',
            actorUserId: session.user.user_id,
            actorSchoolId: session.user.school_id,
            schoolId: session.currentSchoolId,
            targetKind: 'user',
            targetId: userId,
            ip: request.ip,
          },
          now(),
        );
      });
      return OK;
    },
  );
};

export default privacyRoutes;
