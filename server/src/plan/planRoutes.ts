/** The personal plan's endpoints (@skillfolio/shared/contract `Plan`), over planService. */
import { skillFrameworkOf } from '../home/homeSpace';
import type { FastifyPluginAsync } from 'fastify';
import { Plan } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { sessionOf } from '../plugins/guard';
import { OK } from '../wire/replies';
import {
  addStep,
  areasOfProject,
  markStep,
  removeArea,
  removeStep,
  saveArea,
  skillsToChoose,
  stepsOfArea,
} from './planService';

const planRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(fastify, Plan.GetSkills, async (request) =>
    skillsToChoose(db, await skillFrameworkOf(db, sessionOf(request).user)),
  );

  serve(fastify, Plan.GetDevelopmentAreas, async (request) =>
    areasOfProject(db, sessionOf(request).user.user_id, request.query.project_id),
  );

  serve(fastify, Plan.GetNextStepsWhatDone, async (request) =>
    stepsOfArea(db, request.query.development_area_id),
  );

  serve(fastify, Plan.SavePersonalPlan, async (request, reply) =>
    answer(reply, await saveArea(db, sessionOf(request).user.user_id, request.body, new Date())),
  );

  serve(fastify, Plan.DeleteDevelopmentArea, async (request) => {
    await removeArea(db, request.body.development_area_id);
    return OK;
  });

  serve(fastify, Plan.AddStep, async (request, reply) =>
    answer(reply, await addStep(db, request.body.development_area_id, request.body.step_text)),
  );

  serve(fastify, Plan.MarkStepComplete, async (request) => {
    await markStep(db, request.body.step_id, request.body.complete);
    return OK;
  });

  serve(fastify, Plan.DeleteStep, async (request) => {
    await removeStep(db, request.body.step_id);
    return OK;
  });
};

export default planRoutes;
