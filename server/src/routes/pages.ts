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
  SchoolProject,
  SchoolProjectQuery,
  Tag,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import { sessionOf } from '../plugins/guard';
import {
  listChecksOfEvidence,
  listCriteriaOfProjects,
  listEvidenceOfUser,
} from '../queries/evidence';
import { listSchoolProjectsOfUser } from '../queries/projects';
import { listReflectionsOfUser } from '../queries/reflections';
import { listTagsOfResources, listVisibleResources, listVisibleTags } from '../queries/resources';
import { toEvidence, toReflection, toResources, toTag } from '../wire/learnerPages';
import { replies } from '../wire/replies';

// The learner's own rows, and what every member of their school sees (ownDataOnly: see
// plugins/guard.ts).
const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;

const pagesRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  const db = fastify.db;

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
