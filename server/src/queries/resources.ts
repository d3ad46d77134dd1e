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

export interface FileRow {
  file_name: string;
  content_type: string;
  content: Buffer;
}

/** The active resources the school's users see, by name. */
export async function listVisibleResources(
  db: Executor,
  schoolId: number | null,
): Promise<ResourceRow[]> {
  return db
    .selectFrom('resources as r')
    .leftJoin('schools as s', 's.school_id', 'r.school_id')
    .leftJoin('files as f', 'f.file_id', 'r.file_id')
    .select([
      'r.resource_id',
      'r.resource_name',
      'r.resource_detail',
      'r.active',
      'r.school_id',
      's.school_name',
      'r.file_id',
      'f.file_name',
    ])
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
    .select(['f.file_name', 'f.content_type', 'f.content'])
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
