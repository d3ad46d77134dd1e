/**
 * The resource managers (@skillfolio/shared/contract `AdminResources`), over
 * adminResourceService: the school admin's in the session's current school, and the global
 * admin's.
 */
import type { FastifyPluginAsync } from 'fastify';
import { AdminResources } from '@skillfolio/shared/contract';
import { answer } from '../http/refusal';
import { serve } from '../http/serve';
import { schoolOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import { OK } from '../wire/replies';
import {
  globalResources,
  saveGlobalResource,
  saveSchoolResource,
  saveTag,
  schoolResources,
} from './adminResourceService';

export interface AdminResourceOptions {
  clock?: Clock;
}

const adminResourceRoutes: FastifyPluginAsync<AdminResourceOptions> = async (fastify, options) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  serve(fastify, AdminResources.ListResourcesForSchool, async (request) =>
    schoolResources(db, schoolOf(request)),
  );

  serve(fastify, AdminResources.SaveResource, async (request, reply) =>
    answer(
      reply,
      (await saveSchoolResource(db, schoolOf(request), request.body, now())) ?? (true as const),
    ),
  );

  serve(fastify, AdminResources.SaveSchoolTag, async (request, reply) =>
    answer(reply, await saveTag(db, schoolOf(request), request.body.tag_label)),
  );

  serve(fastify, AdminResources.ListGlobalResources, async () => globalResources(db));

  serve(fastify, AdminResources.SaveGlobalResource, async (request, reply) =>
    answer(reply, (await saveGlobalResource(db, request.body, now())) ?? OK),
  );

  serve(fastify, AdminResources.SaveGlobalTag, async (request, reply) =>
    answer(reply, await saveTag(db, null, request.body.tag_label)),
  );
};

export default adminResourceRoutes;
