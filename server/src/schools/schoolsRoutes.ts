/** The global admin's schools (@skillfolio/shared/contract `Schools`), over schoolsService. */
import type { FastifyPluginAsync } from 'fastify';
import { Schools } from '@skillfolio/shared/contract';
import { attachment } from '../files/attachment';
import { answer, isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import { rotateSession, type Clock } from '../plugins/sessions';
import { OK } from '../wire/replies';
import {
  changeSchool,
  deleteSchool,
  NO_SCHOOL,
  saveSchool,
  schoolExport,
  schoolsWithUserCounts,
} from './schoolsService';

export interface SchoolsRoutesOptions {
  clock?: Clock;
}

const schoolsRoutes: FastifyPluginAsync<SchoolsRoutesOptions> = async (fastify, { clock }) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(fastify, Schools.ListSchools, async () => schoolsWithUserCounts(db));

  serve(fastify, Schools.SaveSchool, async (request, reply) => {
    const saved = await saveSchool(db, request.body.s, now());
    return saved === NO_SCHOOL ? denyNotAuthorised(reply) : answer(reply, saved);
  });

  serve(fastify, Schools.ChangeSchool, async (request, reply) => {
    const session = sessionOf(request);
    const school = await changeSchool(
      db,
      { idHash: session.idHash, userId: session.user.user_id },
      request.query.school_id,
    );
    if (school === undefined) return denyNotAuthorised(reply);
    // What the session may reach has changed: an id seen before is worth nothing after.
    await rotateSession(request, reply);
    return school;
  });

  serve(fastify, Schools.ExportSchoolData, async (request, reply) => {
    const data = await schoolExport(db, request.query.school_id, now());
    // A refusal is never the attachment: it is sent before any header of one is set.
    if (isRefusal(data)) return answer<never>(reply, data);
    return reply
      .header('content-disposition', attachment(`school-${data.school_id}-data.json`))
      .send(data);
  });

  serve(fastify, Schools.DeleteSchool, async (request, reply) => {
    const session = sessionOf(request);
    const actor = {
      userId: session.user.user_id,
      schoolId: session.user.school_id,
      currentSchoolId: session.currentSchoolId,
      ip: request.ip,
    };
    const deleted = await deleteSchool(db, actor, request.body, now());
    return answer(reply, deleted === 'deleted' ? OK : deleted);
  });
};

export default schoolsRoutes;
