/** Assessment rounds (@skillfolio/shared/contract `Rounds`), over roundService. */
import type { FastifyPluginAsync } from 'fastify';
import { Rounds } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import {
  closeRoundNow,
  learnerRounds,
  openRound,
  roundsOfProject,
  saveRound,
  startRoundAssessment,
} from './roundService';

const roundRoutes: FastifyPluginAsync<{ clock?: Clock }> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  serve(fastify, Rounds.ListRounds, async (request) =>
    roundsOfProject(db, request.query.school_project_id),
  );

  serve(fastify, Rounds.OpenRound, async (request, reply) =>
    answer(reply, await openRound(db, request.body, sessionOf(request).user.user_id, now())),
  );

  serve(fastify, Rounds.SaveRound, async (request, reply) =>
    answer(reply, await saveRound(db, request.body)),
  );

  serve(fastify, Rounds.CloseRound, async (request, reply) =>
    answer(reply, await closeRoundNow(db, request.body.round_id, now())),
  );

  serve(fastify, Rounds.GetRoundsForProject, async (request) =>
    learnerRounds(db, sessionOf(request).user.user_id, request.query.project_id),
  );

  serve(fastify, Rounds.StartRoundAssessment, async (request, reply) =>
    answer(
      reply,
      await startRoundAssessment(db, sessionOf(request).user, request.body.project_id, now()),
    ),
  );
};

export default roundRoutes;
