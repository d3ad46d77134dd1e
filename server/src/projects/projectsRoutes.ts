/** The school admin's projects (@skillfolio/shared/contract `Projects`), over projectsService. */
import type { FastifyPluginAsync } from 'fastify';
import { Projects } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { schoolOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { OK } from '../wire/replies';
import { criteriaOfSchool, removeCriterion, saveCriterion, saveProject } from './projectsService';
import { audiencesOfSchool, saveAudiences } from './projectAudiences';

const projectsRoutes: FastifyPluginAsync<{ clock?: Clock }> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

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

  serve(fastify, Projects.ProjectAudiences, async (request) =>
    audiencesOfSchool(db, schoolOf(request)),
  );

  serve(fastify, Projects.SaveProjectAudiences, async (request) =>
    saveAudiences(db, schoolOf(request), request.body, now()),
  );
};

export default projectsRoutes;
