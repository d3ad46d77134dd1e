/**
 * The pull from the MIS's OneRoster API (@skillfolio/shared/contract `Roster`): its settings,
 * and a pull an admin asks for, which answers the preview an upload answers.
 */
import type { FastifyPluginAsync } from 'fastify';
import { Roster } from '@skillfolio/shared/contract';
import type { RosterPreview, RosterPullSettings } from '@skillfolio/shared/types';
import { answer } from '../../http/refusal';
import { serve } from '../../http/serve';
import { denyNotAuthorised, schoolOf, sessionOf } from '../../plugins/guard';
import type { Clock } from '../../plugins/sessions';
import type { Actor } from '../rosterService';
import type { RestPullOptions } from './oneRosterRest';
import { pullNow } from './pullRoster';
import { rosterPullSettings, saveRosterPull } from './rosterPullSettings';

export interface RosterPullRoutesOptions {
  clock?: Clock;
  pull: RestPullOptions;
}

const rosterPullRoutes: FastifyPluginAsync<RosterPullRoutesOptions> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  const actorOf = (request: Parameters<typeof sessionOf>[0]): Actor => {
    const session = sessionOf(request);
    return { userId: session.user.user_id, schoolId: session.user.school_id, ip: request.ip };
  };

  serve(fastify, Roster.GetRosterPull, async (request) =>
    rosterPullSettings(db, schoolOf(request)),
  );

  serve(fastify, Roster.SaveRosterPull, async (request, reply) =>
    answer<RosterPullSettings>(
      reply,
      await saveRosterPull(db, schoolOf(request), request.body, actorOf(request), now()),
    ),
  );

  serve(fastify, Roster.PullRosterNow, async (request, reply) => {
    const result = await pullNow(db, schoolOf(request), actorOf(request), now(), options.pull);
    if (result === undefined) return denyNotAuthorised(reply);
    return answer<RosterPreview>(reply, result);
  });
};

export default rosterPullRoutes;
