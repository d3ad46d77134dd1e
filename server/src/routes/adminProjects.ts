/**
 * SPEC §7 "Admin": the school admin's projects and success criteria (SaveProject,
 * listsuccesscriteria, saveCriteria, DeleteCriteria). Everything is scoped to the session's
 * CURRENT school, which a global admin switches; every id is a tenant kind in `config.owns`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DeleteCriterionRequest,
  MAX_ID,
  OkReply,
  PROJECT_REFUSAL,
  SaveCriterionRequest,
  SaveProjectRequest,
  SuccessCriterion,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import {
  deleteCriterion,
  highestCriterionOrder,
  insertCriterion,
  insertProject,
  listCriteriaOfSchool,
  renameProject,
  updateCriterion,
} from '../queries/schoolProjects';
import { OK, errorReply, replies } from '../wire/replies';

const ADMIN = { access: 'schoolAdmin' } as const;

/**
 * The order as typed, when it is a whole number the column holds; anything else is ignored
 * (SPEC §5), so undefined.
 */
export function parseOrder(text: string | undefined): number | undefined {
  if (text === undefined || !/^\s*[-+]?\d+\s*$/.test(text)) return undefined;
  const value = Number(text);
  return Math.abs(value) <= MAX_ID ? value : undefined;
}

/** The session's current school; an admin session without one may change nothing. */
function currentSchoolOf(request: FastifyRequest): number | null {
  return sessionOf(request).currentSchoolId;
}

const adminProjectsRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  // project_id 0 adds a project to the current school; above 0 renames one of its projects.
  fastify.post(
    '/api/admin/SaveProject',
    {
      config: { ...ADMIN, owns: { project_id: { kind: 'schoolProject', zero: 'new' } } },
      schema: { body: SaveProjectRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const schoolId = currentSchoolOf(request);
      if (schoolId === null) return denyNotAuthorised(reply);
      const name = request.body.project_name.trim();
      if (name === '') return reply.code(400).send(errorReply(PROJECT_REFUSAL.nameRequired));
      if (request.body.project_id === 0) await insertProject(db, schoolId, name);
      else await renameProject(db, request.body.project_id, name);
      return OK;
    },
  );

  // Every criterion of the current school; the client filters by project (SPEC §7).
  fastify.get(
    '/api/admin/listsuccesscriteria',
    { config: ADMIN, schema: { response: replies(Type.Array(SuccessCriterion)) } },
    async (request, reply) => {
      const schoolId = currentSchoolOf(request);
      if (schoolId === null) return denyNotAuthorised(reply);
      return listCriteriaOfSchool(db, schoolId);
    },
  );

  // criteria_id 0 adds a criterion at the end of its project's order unless one is given.
  fastify.post(
    '/api/admin/saveCriteria',
    {
      config: {
        ...ADMIN,
        owns: {
          criteria_id: { kind: 'successCriterion', zero: 'new' },
          school_project_id: 'schoolProject',
        },
      },
      schema: { body: SaveCriterionRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const { criteria_id, description, ordering_index, school_project_id } = request.body;
      const text = description.trim();
      if (text === '') return reply.code(400).send(errorReply(PROJECT_REFUSAL.descriptionRequired));
      const order = parseOrder(ordering_index);
      if (criteria_id > 0) {
        await updateCriterion(db, criteria_id, text, order);
        return OK;
      }
      // Reading the highest order and inserting after it is one write.
      await db.transaction().execute(async (trx) => {
        const next = order ?? (await highestCriterionOrder(trx, school_project_id)) + 1;
        await insertCriterion(trx, {
          school_project_id,
          success_criteria_text: text,
          ordering_index: Math.min(next, MAX_ID),
        });
      });
      return OK;
    },
  );

  fastify.post(
    '/api/admin/DeleteCriteria',
    {
      config: {
        ...ADMIN,
        owns: { criteria_id: 'successCriterion', school_project_id: 'schoolProject' },
      },
      schema: { body: DeleteCriterionRequest, response: replies(OkReply) },
    },
    async (request) => {
      await deleteCriterion(db, request.body.criteria_id);
      return OK;
    },
  );
};

export default adminProjectsRoutes;
