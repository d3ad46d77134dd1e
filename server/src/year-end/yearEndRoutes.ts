/** The school admin's year end (@skillfolio/shared/contract `YearEnd`), over yearEndService. */
import type { FastifyPluginAsync } from 'fastify';
import { YearEnd } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { denyNotAuthorised, schoolOf, sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import {
  applyYearEnd,
  cancelLeaving,
  NOT_THE_SCHOOLS,
  saveLeaverDays,
  yearEndState,
} from './yearEndService';

export interface YearEndRoutesOptions {
  clock?: Clock;
}

const yearEndRoutes: FastifyPluginAsync<YearEndRoutesOptions> = async (fastify, { clock }) => {
  const db = fastify.db;
  const now = clock ?? (() => new Date());

  serve(fastify, YearEnd.GetYearEnd, async (request) => yearEndState(db, schoolOf(request), now()));

  serve(fastify, YearEnd.ApplyYearEnd, async (request, reply) => {
    const session = sessionOf(request);
    const actor = {
      userId: session.user.user_id,
      schoolId: session.user.school_id,
      ip: request.ip,
    };
    const result = await applyYearEnd(db, schoolOf(request), actor, request.body, now());
    if (result === NOT_THE_SCHOOLS) return denyNotAuthorised(reply);
    return answer(reply, result);
  });

  serve(fastify, YearEnd.SaveLeaverDays, async (request) =>
    saveLeaverDays(db, schoolOf(request), request.body.leaver_days),
  );

  serve(fastify, YearEnd.CancelLeaving, async (request, reply) =>
    answer(reply, await cancelLeaving(db, schoolOf(request), request.body.user_id)),
  );
};

export default yearEndRoutes;
