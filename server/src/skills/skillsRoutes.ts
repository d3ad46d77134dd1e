/**
 * Manage Skills and Manage Global Skills (@skillfolio/shared/contract `Skills`), over
 * skillsService: one set of four edits for each framework.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Skills } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { sessionOf } from '../plugins/guard';
import { OK } from '../wire/replies';
import {
  globalFramework,
  moveSkill,
  reorderSkill,
  retireSkill,
  saveSkill,
  schoolFramework,
  type Framework,
} from './skillsService';

type Edits = typeof Skills.SCHOOL_EDITS | typeof Skills.GLOBAL_EDITS;

/** Serves one framework's edits; `frameworkOf` names the framework of the request. */
function serveEdits(
  fastify: FastifyInstance,
  edits: Edits,
  frameworkOf: (request: FastifyRequest) => Framework,
): void {
  const db = fastify.db;
  serve(fastify, edits.save, async (request, reply) =>
    answer(reply, await saveSkill(db, frameworkOf(request), request.body)),
  );
  serve(fastify, edits.move, async (request, reply) =>
    answer(reply, (await moveSkill(db, frameworkOf(request), request.body)) ?? OK),
  );
  serve(fastify, edits.reorder, async (request) => {
    await reorderSkill(db, frameworkOf(request), request.body);
    return OK;
  });
  serve(fastify, edits.retire, async (request, reply) =>
    answer(reply, await retireSkill(db, request.body)),
  );
}

/** Manage Skills of the school admin: the current school's framework, beside the global one. */
const skillsRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;
  // A global admin who has not chosen a school sees the global framework alone.
  serve(fastify, Skills.ListSkills, async (request) =>
    schoolFramework(db, sessionOf(request).currentSchoolId),
  );
  // A global admin who has not chosen a school has no school framework to edit.
  serveEdits(
    fastify,
    Skills.SCHOOL_EDITS,
    (request) => sessionOf(request).currentSchoolId ?? undefined,
  );
};

/**
 * Manage Global Skills: the global framework every school uses and a new school starts with,
 * edited as a school's is, by the global admin only.
 */
export const globalSkillsRoutes: FastifyPluginAsync = async (fastify) => {
  serve(fastify, Skills.ListGlobalSkills, async () => globalFramework(fastify.db));
  serveEdits(fastify, Skills.GLOBAL_EDITS, () => null);
};

export default skillsRoutes;
