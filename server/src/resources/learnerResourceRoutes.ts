/**
 * The learner's resource endpoints (@skillfolio/shared/contract `LearnerResources`), over
 * learnerResourceService. A file leaves only for a resource the caller may see, always as an
 * attachment the browser must not sniff, streamed chunk by chunk.
 */
import type { FastifyPluginAsync } from 'fastify';
import { LearnerResources } from '@skillfolio/shared/contract';
import { fileBytes } from '../files/fileStore';
import { serve } from '../http/serve';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import {
  schoolProjectsOfUser,
  visibleFileHeaders,
  visibleResources,
  visibleTags,
} from './learnerResourceService';

const learnerResourceRoutes: FastifyPluginAsync = async (fastify) => {
  const db = fastify.db;

  serve(fastify, LearnerResources.GetTags, async (request) =>
    visibleTags(db, sessionOf(request).currentSchoolId),
  );

  serve(fastify, LearnerResources.GetResources, async (request) =>
    visibleResources(db, sessionOf(request).currentSchoolId),
  );

  serve(fastify, LearnerResources.GetSchoolProjects, async (request) =>
    schoolProjectsOfUser(db, sessionOf(request).user),
  );

  serve(fastify, LearnerResources.ResourceFile, async (request, reply) => {
    const headers = await visibleFileHeaders(
      db,
      sessionOf(request).currentSchoolId,
      request.query.id,
    );
    if (headers === undefined) return denyNotAuthorised(reply);
    return reply
      .headers({ ...headers })
      .header('X-Content-Type-Options', 'nosniff')
      .header('Cache-Control', 'private, no-store')
      .send(fileBytes(db, request.query.id));
  });
};

export default learnerResourceRoutes;
