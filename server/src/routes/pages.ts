/**
 * SPEC §7 "Pages and resources": /api/pages/*. So far the personal-plan calls: the skill
 * choices and saving a development area. Every id is checked against the session's user.
 */
import type {
  SavePersonalPlanReply,
  SavePersonalPlanRequest,
  Skill,
} from '@skillfolio/shared/types';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { isUniqueViolation } from '../db/dialect';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import {
  findAreaOfUser,
  insertArea,
  isSkillUsedByOtherArea,
  updateArea,
} from '../queries/developmentAreas';
import { isProjectOfUser } from '../queries/projects';
import { findSkillVisibleTo, listLeafSkills } from '../queries/skills';
import { savePersonalPlanReplySchema, skillSchema, toSkill } from '../wire/personalPlan';
import { badRequest, errorReplySchema } from '../wire/replies';
import { idSchema } from './learnerInput';

const pagesRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  // The development-area selector: the leaf skills of the user's school and the global ones.
  fastify.get(
    '/api/pages/GetSkills',
    {
      config: { access: 'user', allowReadOnly: true },
      schema: { response: { 200: { type: 'array', items: skillSchema } } },
    },
    async (request): Promise<Skill[]> => {
      const session = sessionOf(request);
      const rows = await listLeafSkills(db, session.user.school_id);
      return rows.map(toSkill);
    },
  );

  // id 0 adds an area, id above 0 edits one (SPEC §4).
  fastify.post<{ Body: SavePersonalPlanRequest }>(
    '/api/pages/SavePersonalPlan',
    {
      config: { access: 'user' },
      schema: {
        body: {
          type: 'object',
          required: ['id', 'project_id', 'skill_id'],
          properties: {
            id: idSchema,
            project_id: idSchema,
            // Not idSchema: 0 or below means "Please Select...", answered with a message.
            skill_id: { type: 'integer', minimum: -2147483648, maximum: 2147483647 },
            // Plain text, shown by the client as text.
            reason: { type: 'string', maxLength: 2000, default: '' },
          },
        },
        response: { 200: savePersonalPlanReplySchema, 400: errorReplySchema },
      },
    },
    async (request, reply): Promise<SavePersonalPlanReply | FastifyReply> => {
      const session = sessionOf(request);
      const userId = session.user.user_id;
      const { id, project_id, skill_id } = request.body;
      const reason = request.body.reason.trim();
      if (skill_id <= 0) return badRequest(reply, 'Choose an area for development');

      if (!(await isProjectOfUser(db, userId, project_id))) return denyNotAuthorised(reply);
      if (id > 0) {
        const area = await findAreaOfUser(db, userId, id);
        // An area moves between projects never: the project sent must be the area's own.
        if (area === undefined || area.school_project_id !== project_id) {
          return denyNotAuthorised(reply);
        }
      }
      if ((await findSkillVisibleTo(db, session.user.school_id, skill_id)) === undefined) {
        return denyNotAuthorised(reply);
      }
      if (await isSkillUsedByOtherArea(db, userId, project_id, skill_id, id)) {
        return badRequest(reply, 'You already have a development area for that skill');
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
        if (isUniqueViolation(error)) {
          return badRequest(reply, 'You already have a development area for that skill');
        }
        throw error;
      }
    },
  );
};

export default pagesRoutes;
