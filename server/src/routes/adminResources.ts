/**
 * The resource managers (SPEC §2 /admin/manageResources and /globaladmin/manageResources,
 * §7): the school admin's ListResourcesForSchool and pages/SaveResource, the global admin's
 * siteadmin/SaveResource, and ours where the SPEC names none: adding a tag from the edit
 * modal (admin/SaveTag, siteadmin/SaveTag) and listing the global resources
 * (siteadmin/ListGlobalResources).
 *
 * A school manager acts only on the session's CURRENT school: its resources, its files and
 * tags (or global tags); the school of a saved resource is always the session's. Global
 * resources (school_id null) are the global admin's alone. Every id is declared in
 * `config.owns`, the tag and file lists included.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AdminResource,
  GlobalResourcesReply,
  OkReply,
  RESOURCE_REFUSAL,
  SaveGlobalResourceRequest,
  SaveResourceRequest,
  SaveTagRequest,
  Tag,
} from '@skillfolio/shared/wire';
import { Type } from 'typebox';
import type { FastifyReply } from 'fastify';
import type { Executor } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { deleteFile } from '../files/fileStore';
import { denyNotAuthorised, sessionOf } from '../plugins/guard';
import type { Clock } from '../plugins/sessions';
import {
  fileOfResource,
  findTagByLabel,
  insertResource,
  insertTag,
  listGlobalTags,
  listManagedResources,
  listTagsOfResources,
  replaceResourceTags,
  updateResource,
  type TagRow,
} from '../queries/resources';
import { toAdminResources } from '../wire/adminResources';
import { toTag } from '../wire/learnerPages';
import { OK, errorReply, replies } from '../wire/replies';
import { renderMarkdown } from '../wire/markdown';

export interface AdminResourcesOptions {
  clock?: Clock;
}

interface ResourceSave {
  resourceId: number;
  schoolId: number | null;
  name: string;
  detail: string;
  active: boolean;
  tagIds: readonly number[];
  fileId: number | null;
  createdAt: string;
}

/**
 * Adds or edits a resource with its tags and file, in one transaction. A file the resource
 * held before and holds no more is deleted with it; the new one takes the resource's school.
 */
async function saveResource(trx: Executor, save: ResourceSave): Promise<void> {
  const fields = {
    resource_name: save.name,
    resource_detail: save.detail,
    // Rendered once here, so listing resources does no Markdown work.
    resource_detail_html: renderMarkdown(save.detail),
    active: save.active ? 1 : 0,
    file_id: save.fileId,
  };
  let resourceId = save.resourceId;
  let oldFileId: number | null = null;
  if (resourceId === 0) {
    resourceId = await insertResource(trx, save.schoolId, fields, save.createdAt);
  } else {
    oldFileId = await fileOfResource(trx, resourceId);
    await updateResource(trx, resourceId, fields);
  }
  await replaceResourceTags(trx, resourceId, save.tagIds);
  if (save.fileId !== null) {
    await trx
      .updateTable('files')
      .set({ school_id: save.schoolId })
      .where('file_id', '=', save.fileId)
      .execute();
  }
  if (oldFileId !== null && oldFileId !== save.fileId) await deleteFile(trx, oldFileId);
}

/**
 * The tag with this label for the school (null: global): an existing one ignoring case (a
 * global one a school already sees included), or a new one. Two admins adding the same
 * label at once get the same tag: the unique index decides, and the loser reads it.
 */
async function tagWithLabel(db: Executor, schoolId: number | null, label: string): Promise<TagRow> {
  const existing = await findTagByLabel(db, schoolId, label);
  if (existing !== undefined) return existing;
  try {
    return await insertTag(db, schoolId, label);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const winner = await findTagByLabel(db, schoolId, label);
    if (winner === undefined) throw error;
    return winner;
  }
}

function refuse(reply: FastifyReply, message: string): FastifyReply {
  return reply.code(400).send(errorReply(message));
}

const adminResourcesRoutes: FastifyPluginAsyncTypebox<AdminResourcesOptions> = async (
  fastify,
  options,
) => {
  const db = fastify.db;
  const now = options.clock ?? (() => new Date());

  // ---- The school's manager -------------------------------------------------------------

  // Every resource of the current school, active or not (SPEC §7; the client's filter by
  // school_id finds them all).
  fastify.get(
    '/api/admin/ListResourcesForSchool',
    { config: { access: 'schoolAdmin' }, schema: { response: replies(Type.Array(AdminResource)) } },
    async (request, reply) => {
      const schoolId = sessionOf(request).currentSchoolId;
      if (schoolId === null) return denyNotAuthorised(reply);
      const rows = await listManagedResources(db, schoolId);
      const tags = await listTagsOfResources(
        db,
        rows.map((r) => r.resource_id),
      );
      return toAdminResources(rows, tags);
    },
  );

  // id 0 adds a resource to the current school; above 0 edits one of its resources.
  fastify.post(
    '/api/pages/SaveResource',
    {
      config: {
        access: 'schoolAdmin',
        owns: {
          id: { kind: 'schoolResource', zero: 'new' },
          school_id: { kind: 'currentSchool', zero: 'none' },
          file_id: { kind: 'schoolResourceFile', zero: 'none' },
          tags: 'schoolTag',
        },
      },
      schema: { body: SaveResourceRequest, response: replies(Type.Literal(true)) },
    },
    async (request, reply) => {
      const schoolId = sessionOf(request).currentSchoolId;
      if (schoolId === null) return denyNotAuthorised(reply);
      const body = request.body;
      const name = body.name.trim();
      if (name === '') return refuse(reply, RESOURCE_REFUSAL.nameRequired);
      await db.transaction().execute((trx) =>
        saveResource(trx, {
          resourceId: body.id,
          schoolId,
          name,
          detail: body.detail,
          active: body.active,
          tagIds: body.tags,
          fileId: body.file_id === 0 ? null : body.file_id,
          createdAt: now().toISOString(),
        }),
      );
      return true as const;
    },
  );

  // A tag of the current school, or the school's or global one of that label if it exists.
  fastify.post(
    '/api/admin/SaveTag',
    { config: { access: 'schoolAdmin' }, schema: { body: SaveTagRequest, response: replies(Tag) } },
    async (request, reply) => {
      const schoolId = sessionOf(request).currentSchoolId;
      if (schoolId === null) return denyNotAuthorised(reply);
      const label = request.body.tag_label.trim();
      if (label === '') return refuse(reply, RESOURCE_REFUSAL.tagLabelRequired);
      return toTag(await tagWithLabel(db, schoolId, label));
    },
  );

  // ---- The global manager ---------------------------------------------------------------

  fastify.get(
    '/api/siteadmin/ListGlobalResources',
    { config: { access: 'globalAdmin' }, schema: { response: replies(GlobalResourcesReply) } },
    async () => {
      const rows = await listManagedResources(db, null);
      const resourceTags = await listTagsOfResources(
        db,
        rows.map((r) => r.resource_id),
      );
      const tags = await listGlobalTags(db);
      return { resources: toAdminResources(rows, resourceTags), tags: tags.map(toTag) };
    },
  );

  // resource_id 0 adds a global resource; above 0 edits one. Never a school's resource.
  fastify.post(
    '/api/siteadmin/SaveResource',
    {
      config: {
        access: 'globalAdmin',
        owns: {
          resource_id: { kind: 'globalResource', zero: 'new' },
          Files: 'globalResourceFile',
          tags: 'globalTag',
        },
        unchecked: { school_id: 'the schema takes only 0: a global resource has no school' },
      },
      schema: { body: SaveGlobalResourceRequest, response: replies(OkReply) },
    },
    async (request, reply) => {
      const body = request.body;
      const name = body.resource_name.trim();
      if (name === '') return refuse(reply, RESOURCE_REFUSAL.nameRequired);
      await db.transaction().execute((trx) =>
        saveResource(trx, {
          resourceId: body.resource_id,
          schoolId: null,
          name,
          detail: body.resource_detail,
          active: body.active,
          tagIds: body.tags,
          fileId: body.Files[0] ?? null,
          createdAt: now().toISOString(),
        }),
      );
      return OK;
    },
  );

  fastify.post(
    '/api/siteadmin/SaveTag',
    { config: { access: 'globalAdmin' }, schema: { body: SaveTagRequest, response: replies(Tag) } },
    async (request, reply) => {
      const label = request.body.tag_label.trim();
      if (label === '') return refuse(reply, RESOURCE_REFUSAL.tagLabelRequired);
      return toTag(await tagWithLabel(db, null, label));
    },
  );
};

export default adminResourcesRoutes;
