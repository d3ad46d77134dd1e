/**
 * SPEC §7 "Pages and resources": /api/pages/*. So far the personal-plan calls: the skill
 * choices and saving a development area. Every id is declared in `config.owns`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { SavePersonalPlanReply, SavePersonalPlanRequest, Skill } from '@skillfolio/shared/wire';
import { Type } from '@sinclair/typebox';
import { isUniqueViolation } from '../db/dialect';
import { sessionOf } from '../plugins/guard';
import { insertArea, isSkillUsedByOtherArea, updateArea } from '../queries/developmentAreas';
import { listLeafSkills } from '../queries/skills';
import { toSkill } from '../wire/personalPlan';
import { errorReply, replies } from '../wire/replies';

const SKILL_TAKEN = 'You already have a development area for that skill';

const pagesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  // The development-area selector: the leaf skills of the user's school and the global ones.
  fastify.get(
    '/api/pages/GetSkills',
    {
      config: { access: 'user', allowReadOnly: true },
      schema: { response: replies(Type.Array(Skill)) },
    },
    async (request) => {
      const rows = await listLeafSkills(db, sessionOf(request).user.school_id);
      return rows.map(toSkill);
    },
  );

  // id 0 adds an area, id above 0 edits one (SPEC §4); an edited area stays in its project.
  fastify.post(
    '/api/pages/SavePersonalPlan',
    {
      config: {
        access: 'user',
        owns: {
          id: { kind: 'developmentArea', zero: 'new' },
          project_id: 'project',
          skill_id: { kind: 'leafSkill', zero: 'none' },
        },
      },
      schema: { body: SavePersonalPlanRequest, response: replies(SavePersonalPlanReply) },
    },
    async (request, reply) => {
      const userId = sessionOf(request).user.user_id;
      const { id, project_id, skill_id } = request.body;
      const reason = request.body.reason.trim();
      if (skill_id === 0) return reply.code(400).send(errorReply('Choose an area for development'));
      if (await isSkillUsedByOtherArea(db, userId, project_id, skill_id, id)) {
        return reply.code(400).send(errorReply(SKILL_TAKEN));
      }

      try {
        if (id === 0) {
          const developmentAreaId = await insertArea(db, {
            userId,
            projectId: project_id,
            skillId: skill_id,
            reason,
            createdAt: new Date(),
          });
          return { development_area_id: developmentAreaId };
        }
        await updateArea(db, id, { skillId: skill_id, reason });
        return { development_area_id: id };
      } catch (error) {
        // Lost the race with another save of the same skill: the index said no.
        if (isUniqueViolation(error)) return reply.code(400).send(errorReply(SKILL_TAKEN));
        throw error;
      }
    },
  );
};

export default pagesRoutes;
