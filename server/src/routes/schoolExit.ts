/**
 * A school leaves: the global admin exports everything held about a school
 * and its users in one JSON file, and deletes it all in one transaction once the school's
 * username is typed again. The audit log is kept (it is append-only); the deletion is
 * audited as `school.delete`, the export by the audit hook (`data.export`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeleteSchoolRequest,
  OkReply,
  SCHOOL_EXIT_TEXT,
  SchoolDataExport,
  SchoolDataRequest,
} from '@skillfolio/shared/wire';
import { recordAudit } from '../audit/recordAudit';
import { sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { deleteSchoolData, exportSchoolData } from '../privacy/schoolData';
import { findSchoolById } from '../queries/schools';
import { OK, errorReply, replies } from '../wire/replies';
import { attachment } from '../files/attachment';

export interface SchoolExitRoutesOptions {
  clock?: Clock;
}

const GLOBAL_ADMIN = {
  access: 'globalAdmin',
  unchecked: { school_id: 'any school: the global admin acts on every school' },
} as const;

const schoolExitRoutes: FastifyPluginAsyncTypebox<SchoolExitRoutesOptions> = async (
  fastify,
  { clock },
) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  fastify.get(
    '/api/siteadmin/ExportSchoolData',
    {
      config: GLOBAL_ADMIN,
      schema: { querystring: SchoolDataRequest, response: replies(SchoolDataExport) },
    },
    async (request, reply) => {
      const school = await findSchoolById(db, request.query.school_id);
      if (school === undefined) {
        return reply.code(400).send(errorReply(SCHOOL_EXIT_TEXT.noSuchSchool));
      }
      const data = await exportSchoolData(db, school.school_id, now());
      return reply
        .header('content-disposition', attachment(`school-${school.school_id}-data.json`))
        .send(data);
    },
  );

  fastify.post(
    '/api/siteadmin/DeleteSchool',
    {
      config: GLOBAL_ADMIN,
      schema: { body: DeleteSchoolRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const { school_id: schoolId, confirm_school_username: typed } = request.body;
      const school = await findSchoolById(db, schoolId);
      if (school === undefined) {
        return reply.code(400).send(errorReply(SCHOOL_EXIT_TEXT.noSuchSchool));
      }
      if (schoolId === session.currentSchoolId) {
        return reply.code(400).send(errorReply(SCHOOL_EXIT_TEXT.currentSchool));
      }
      if (schoolId === session.user.school_id) {
        return reply.code(400).send(errorReply(SCHOOL_EXIT_TEXT.ownSchool));
      }
      if (typed.trim() !== school.school_username) {
        return reply.code(400).send(errorReply(SCHOOL_EXIT_TEXT.confirmMismatch));
      }
      await db.transaction().execute(async (trx) => {
        await deleteSchoolData(trx, schoolId);
        await recordAudit(
          trx,
          {
            action: 'school.delete',
            actorUserId: session.user.user_id,
            actorSchoolId: session.user.school_id,
            schoolId,
            targetKind: 'school',
            targetId: schoolId,
            ip: request.ip,
          },
          now(),
        );
      });
      return OK;
    },
  );
};

export default schoolExitRoutes;
