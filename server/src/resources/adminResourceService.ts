/**
 * The resource managers' rules (contract `AdminResources`): a resource and a tag have a
 * name; a resource's tags and file are saved with it in one transaction.
 *
 * A school manager acts only on the session's CURRENT school: its resources, its files and
 * tags (or global tags); the school of a saved resource is always the session's. Global
 * resources (school_id null) are the global admin's alone. Every id is declared in
 * the endpoint's `owns`, the tag and file lists included.
 */
import { RESOURCE_REFUSAL } from '@skillfolio/shared/wire';
import type {
  AdminResource,
  GlobalResourcesReply,
  SaveGlobalResourceRequest,
  SaveResourceRequest,
  Tag,
} from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';
import { isUniqueViolation } from '../db/dialect';
import { deleteFile } from '../files/fileStore';
import { refusal, type Refusal } from '../http/refusal';
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
import { toTag } from '../wire/learnerPages';
import { renderMarkdown } from '../wire/markdown';
import { setFileSchool } from './adminResourceQueries';
import { toAdminResources } from './adminResourceReplies';

type Db = Kysely<Database>;

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
async function writeResource(trx: Executor, save: ResourceSave): Promise<void> {
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
    await setFileSchool(trx, save.fileId, save.schoolId);
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

/** The resources of a school (null: the global ones), active or not, with their tags. */
async function managedResources(db: Db, schoolId: number | null): Promise<AdminResource[]> {
  const rows = await listManagedResources(db, schoolId);
  const tags = await listTagsOfResources(
    db,
    rows.map((r) => r.resource_id),
  );
  return toAdminResources(rows, tags);
}

export function schoolResources(db: Db, schoolId: number): Promise<AdminResource[]> {
  return managedResources(db, schoolId);
}

export async function globalResources(db: Db): Promise<GlobalResourcesReply> {
  const [resources, tags] = await Promise.all([managedResources(db, null), listGlobalTags(db)]);
  return { resources, tags: tags.map(toTag) };
}

/** Adds (id 0) or edits a resource of the school; `now` dates a new one. */
export async function saveSchoolResource(
  db: Db,
  schoolId: number,
  request: SaveResourceRequest,
  now: Date,
): Promise<undefined | Refusal> {
  const name = request.name.trim();
  if (name === '') return refusal(RESOURCE_REFUSAL.nameRequired);
  await db.transaction().execute((trx) =>
    writeResource(trx, {
      resourceId: request.id,
      schoolId,
      name,
      detail: request.detail,
      active: request.active,
      tagIds: request.tags,
      fileId: request.file_id === 0 ? null : request.file_id,
      createdAt: now.toISOString(),
    }),
  );
  return undefined;
}

/** Adds (resource_id 0) or edits a global resource. */
export async function saveGlobalResource(
  db: Db,
  request: SaveGlobalResourceRequest,
  now: Date,
): Promise<undefined | Refusal> {
  const name = request.resource_name.trim();
  if (name === '') return refusal(RESOURCE_REFUSAL.nameRequired);
  await db.transaction().execute((trx) =>
    writeResource(trx, {
      resourceId: request.resource_id,
      schoolId: null,
      name,
      detail: request.resource_detail,
      active: request.active,
      tagIds: request.tags,
      fileId: request.Files[0] ?? null,
      createdAt: now.toISOString(),
    }),
  );
  return undefined;
}

/** The school's (null: the global) tag of this label, added when there is none. */
export async function saveTag(
  db: Db,
  schoolId: number | null,
  text: string,
): Promise<Tag | Refusal> {
  const label = text.trim();
  if (label === '') return refusal(RESOURCE_REFUSAL.tagLabelRequired);
  return toTag(await tagWithLabel(db, schoolId, label));
}
