/** The School Overview and its inspection pack (@skillfolio/shared/contract `Overview`). */
import type { FastifyPluginAsync } from 'fastify';
import { Overview } from '@skillfolio/shared/contract';
import { attachment } from '../files/attachment';
import { answer, isRefusal } from '../http/refusal';
import { serve } from '../http/serve';
import { schoolOf, sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { makeInspectionPack } from './inspection/makeInspectionPack';
import { overviewPupils, schoolOverview } from './overviewService';
import { overviewStaff, saveOverviewStaff } from './overviewStaff';

export interface LeadersRoutesOptions {
  clock?: Clock;
}

const leadersRoutes: FastifyPluginAsync<LeadersRoutesOptions> = async (fastify, { clock }) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(fastify, Overview.GetOverview, async (request, reply) =>
    answer(reply, await schoolOverview(db, sessionOf(request), schoolOf(request), request.query)),
  );

  serve(fastify, Overview.GetOverviewPupils, async (request, reply) =>
    answer(reply, await overviewPupils(db, sessionOf(request), schoolOf(request), request.query)),
  );

  serve(fastify, Overview.InspectionPack, async (request, reply) => {
    const session = sessionOf(request);
    const maker = {
      userId: session.user.user_id,
      schoolId: session.user.school_id,
      ip: request.ip,
      language: request.language,
    };
    const made = await makeInspectionPack(db, schoolOf(request), maker, request.query, now());
    if (isRefusal(made)) return answer<never>(reply, made);
    return reply
      .header('Content-Type', made.contentType)
      .header('Content-Disposition', attachment(made.fileName, made.fileName))
      .send(made.body);
  });

  serve(fastify, Overview.GetOverviewStaff, async (request) =>
    overviewStaff(db, schoolOf(request)),
  );

  serve(fastify, Overview.SaveOverviewStaff, async (request, reply) => {
    const session = sessionOf(request);
    const actor = {
      userId: session.user.user_id,
      schoolId: session.user.school_id,
      ip: request.ip,
    };
    return answer(
      reply,
      await saveOverviewStaff(db, schoolOf(request), actor, request.body, now()),
    );
  });
};

export default leadersRoutes;
