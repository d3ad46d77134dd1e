/**
 * SPEC §7 "Pages and resources": /api/pages/*. The personal-plan calls (the skill choices and
 * saving a development area) and the learner's reads of resources, tags, school projects,
 * project evidence and reflections. Every id is declared in `config.owns`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  Evidence,
  Reflection,
  ResourcesReply,
  SavePersonalPlanReply,
  SavePersonalPlanRequest,
  SchoolProject,
  SchoolProjectQuery,
  Skill,
  Tag,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { isUniqueViolation } from '../db/dialect';
import { sessionOf } from '../plugins/guard';
import {
  insertArea,
  isRetiredSkillNewlyChosen,
  isSkillUsedByOtherArea,
  updateArea,
} from '../queries/developmentAreas';
import {
  listChecksOfEvidence,
  listCriteriaOfProjects,
  listEvidenceOfUser,
} from '../queries/evidence';
import { listSchoolProjectsOfUser } from '../queries/projects';
import { listReflectionsOfUser } from '../queries/reflections';
import { listTagsOfResources, listVisibleResources, listVisibleTags } from '../queries/resources';
import { listLeafSkills } from '../queries/skills';
import { toEvidence, toReflection, toResources, toTag } from '../wire/learnerPages';
import { toSkill } from '../wire/personalPlan';
import { errorReply, replies } from '../wire/replies';

// The learner's own rows, and what every member of their school sees (ownDataOnly: see
// plugins/guard.ts).
const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;

const SKILL_TAKEN = 'You already have a development area for that skill';
const SKILL_RETIRED = 'Your school no longer offers that skill: choose another';

const pagesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

  // The development-area selector: the leaf skills of the user's school and the global ones.
  fastify.get(
    '/api/pages/GetSkills',
    {
      config: READ,
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
        ownDataOnly: true,
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
      if (await isRetiredSkillNewlyChosen(db, skill_id, id)) {
        return reply.code(400).send(errorReply(SKILL_RETIRED));
      }
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
  // ---- Resources, projects, evidence and reflections ----------------------------------------

  // Tags and resources are the session's CURRENT school's (a global admin's chosen one).
  fastify.get(
    '/api/pages/GetTags',
    { config: READ, schema: { response: replies(Type.Array(Tag)) } },
    async (request) => {
      const rows = await listVisibleTags(db, sessionOf(request).currentSchoolId);
      return rows.map(toTag);
    },
  );

  // Active resources only, here for every role: the admin screens list the inactive ones.
  fastify.get(
    '/api/pages/GetResources',
    { config: READ, schema: { response: replies(ResourcesReply) } },
    async (request) => {
      const schoolId = sessionOf(request).currentSchoolId;
      const resources = await listVisibleResources(db, schoolId);
      const resourceTags = await listTagsOfResources(
        db,
        resources.map((r) => r.resource_id),
      );
      const tags = await listVisibleTags(db, schoolId);
      return { resources: toResources(resources, resourceTags), tags: tags.map(toTag) };
    },
  );

  fastify.get(
    '/api/pages/GetSchoolProjects',
    { config: READ, schema: { response: replies(Type.Array(SchoolProject)) } },
    async (request) => {
      const { user } = sessionOf(request);
      // A private user belongs to no school, so to no school project.
      if (user.school_id === null) return [];
      return listSchoolProjectsOfUser(db, user.user_id, user.school_id);
    },
  );

  fastify.get(
    '/api/pages/GetProjectEvidence',
    {
      config: { ...READ, owns: { school_project_id: 'project' } },
      schema: { querystring: SchoolProjectQuery, response: replies(Type.Array(Evidence)) },
    },
    async (request) => {
      const userId = sessionOf(request).user.user_id;
      const projectIds = [request.query.school_project_id];
      const evidence = await listEvidenceOfUser(db, userId, projectIds);
      const criteria = await listCriteriaOfProjects(db, projectIds);
      const checks = await listChecksOfEvidence(
        db,
        evidence.map((e) => e.evidence_id),
      );
      return toEvidence(evidence, criteria, checks);
    },
  );

  fastify.get(
    '/api/pages/GetReflections',
    { config: READ, schema: { response: replies(Type.Array(Reflection)) } },
    async (request) => {
      const rows = await listReflectionsOfUser(db, sessionOf(request).user.user_id);
      return rows.map(toReflection);
    },
  );
};

export default pagesRoutes;
