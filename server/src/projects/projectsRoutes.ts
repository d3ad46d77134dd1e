/** The school admin's projects (@skillfolio/shared/contract `Projects`), over projectsService. */
import type { FastifyPluginAsync } from 'fastify';
import { Projects } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { schoolOf } from '../plugins/guard';
import { OK } from '../wire/replies';
import { criteriaOfSchool, removeCriterion, saveCriterion, saveProject } from './projectsService';

const projectsRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(fastify, Projects.SaveProject, async (request, reply) =>
    answer(reply, (await saveProject(db, schoolOf(request), request.body)) ?? OK),
  );

  serve(fastify, Projects.ListSuccessCriteria, async (request) =>
    criteriaOfSchool(db, schoolOf(request)),
  );

  serve(fastify, Projects.SaveCriterion, async (request, reply) =>
    answer(reply, (await saveCriterion(db, request.body)) ?? OK),
  );

  serve(fastify, Projects.DeleteCriterion, async (request) => {
    await removeCriterion(db, request.body.criteria_id);
    return OK;
  });
};

export default projectsRoutes;
