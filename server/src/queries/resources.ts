/**
 * Resources ("weekly tasks" on the wire), their tags and files, as a school's users see
 * them: the active resources of the school plus the global ones (school_id null).
 * `schoolId` is the session's current school; null (a private user) sees global ones only.
 */
import { ownSchoolOrGlobal } from './visibility';
import type { Executor } from '../db/database';

export interface ResourceRow {
  resource_id: number;
  resource_name: string;
  resource_detail: string;
  /** null only for a row saved before the HTML was kept (see db/renderMissingHtml.ts). */
  resource_detail_html: string | null;
  active: number;
  school_id: number | null;
  school_name: string | null;
  file_id: number | null;
  file_name: string | null;
}

export interface ResourceTagRow {
  resource_id: number;
  tag_id: number;
  tag_label: string;
}

export interface TagRow {
  tag_id: number;
  tag_label: string;
}

/** A file's description; its bytes are streamed apart (files/fileStore.ts). */
export interface FileRow {
  file_name: string;
  content_type: string;
}

/** A ResourceRow per resource, with its school's name and file's name, to filter and order. */
function resourceRows(db: Executor) {
  return db
    .selectFrom('resources as r')
    .leftJoin('schools as s', 's.school_id', 'r.school_id')
    .leftJoin('files as f', 'f.file_id', 'r.file_id')
    .select([
      'r.resource_id',
      'r.resource_name',
      'r.resource_detail',
      'r.resource_detail_html',
      'r.active',
      'r.school_id',
      's.school_name',
      'r.file_id',
      'f.file_name',
    ]);
}

/** The active resources the school's users see, by name. */
export async function listVisibleResources(
  db: Executor,
  schoolId: number | null,
): Promise<ResourceRow[]> {
  return resourceRows(db)
    .where('r.active', '=', 1)
    .where((eb) => ownSchoolOrGlobal(eb.ref('r.school_id'), schoolId))
    .orderBy('r.resource_name')
    .orderBy('r.resource_id')
    .execute();
}

/** The tags of the given resources, by label. */
export async function listTagsOfResources(
  db: Executor,
  resourceIds: readonly number[],
): Promise<ResourceTagRow[]> {
  if (resourceIds.length === 0) return [];
  return db
    .selectFrom('resource_tags as rt')
    .innerJoin('tags as t', 't.tag_id', 'rt.tag_id')
    .select(['rt.resource_id', 't.tag_id', 't.tag_label'])
    .where('rt.resource_id', 'in', resourceIds)
    .orderBy('t.tag_label')
    .orderBy('t.tag_id')
    .execute();
}

/** The school's tags and the global ones, by label. */
export async function listVisibleTags(db: Executor, schoolId: number | null): Promise<TagRow[]> {
  return db
    .selectFrom('tags')
    .select(['tag_id', 'tag_label'])
    .where((eb) => ownSchoolOrGlobal(eb.ref('school_id'), schoolId))
    .orderBy('tag_label')
    .orderBy('tag_id')
    .execute();
}

/**
 * The file, only if it belongs to a resource the school's users see (active, the school's or
 * global); undefined otherwise, so a hidden file and a missing one look the same.
 */
export async function findVisibleFile(
  db: Executor,
  schoolId: number | null,
  fileId: number,
): Promise<FileRow | undefined> {
  return db
    .selectFrom('files as f')
    .select(['f.file_name', 'f.content_type'])
    .where('f.file_id', '=', fileId)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('resources as r')
          .select('r.resource_id')
          .whereRef('r.file_id', '=', 'f.file_id')
          .where('r.active', '=', 1)
          .where((eb) => ownSchoolOrGlobal(eb.ref('r.school_id'), schoolId)),
      ),
    )
    .executeTakeFirst();
}

// ---- The managers' reads and writes ---------------------------------------------------

/**
 * Every resource of one school (a number), or every global one (null), active or not, by
 * name: what its manager lists.
 */
export async function listManagedResources(
  db: Executor,
  schoolId: number | null,
): Promise<ResourceRow[]> {
  let query = resourceRows(db);
  query =
    schoolId === null
      ? query.where('r.school_id', 'is', null)
      : query.where('r.school_id', '=', schoolId);
  return query.orderBy('r.resource_name').orderBy('r.resource_id').execute();
}

/** The global tags, by label: the ones the global manager offers. */
export async function listGlobalTags(db: Executor): Promise<TagRow[]> {
  return db
    .selectFrom('tags')
    .select(['tag_id', 'tag_label'])
    .where('school_id', 'is', null)
    .orderBy('tag_label')
    .orderBy('tag_id')
    .execute();
}

/**
 * The tag a manager means by this label: the school's (or, for null, a global one) with the
 * same label ignoring case, or a global one a school manager already sees; undefined if none.
 */
export async function findTagByLabel(
  db: Executor,
  schoolId: number | null,
  label: string,
): Promise<TagRow | undefined> {
  return db
    .selectFrom('tags')
    .select(['tag_id', 'tag_label'])
    .where((eb) => eb(eb.fn('lower', ['tag_label']), '=', label.toLowerCase()))
    .where((eb) => ownSchoolOrGlobal(eb.ref('school_id'), schoolId))
    .orderBy('school_id')
    .executeTakeFirst();
}

export async function insertTag(
  db: Executor,
  schoolId: number | null,
  label: string,
): Promise<TagRow> {
  return db
    .insertInto('tags')
    .values({ school_id: schoolId, tag_label: label })
    .returning(['tag_id', 'tag_label'])
    .executeTakeFirstOrThrow();
}

export interface ResourceFields {
  resource_name: string;
  resource_detail: string;
  resource_detail_html: string;
  active: number;
  file_id: number | null;
}

export async function insertResource(
  db: Executor,
  schoolId: number | null,
  fields: ResourceFields,
  createdAt: string,
): Promise<number> {
  const row = await db
    .insertInto('resources')
    .values({ ...fields, school_id: schoolId, created_at: createdAt })
    .returning('resource_id')
    .executeTakeFirstOrThrow();
  return row.resource_id;
}

/** The resource's file before an edit (null: none), so a replaced file can go. */
export async function fileOfResource(db: Executor, resourceId: number): Promise<number | null> {
  const row = await db
    .selectFrom('resources')
    .select('file_id')
    .where('resource_id', '=', resourceId)
    .executeTakeFirst();
  return row?.file_id ?? null;
}

export async function updateResource(
  db: Executor,
  resourceId: number,
  fields: ResourceFields,
): Promise<void> {
  await db.updateTable('resources').set(fields).where('resource_id', '=', resourceId).execute();
}

/** The resource's tags become exactly `tagIds`. */
export async function replaceResourceTags(
  db: Executor,
  resourceId: number,
  tagIds: readonly number[],
): Promise<void> {
  await db.deleteFrom('resource_tags').where('resource_id', '=', resourceId).execute();
  if (tagIds.length === 0) return;
  await db
    .insertInto('resource_tags')
    .values(tagIds.map((tag_id) => ({ resource_id: resourceId, tag_id })))
    .execute();
}
