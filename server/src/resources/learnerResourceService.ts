/**
 * What a learner may see of resources: the active ones of the session's CURRENT school (a
 * global admin's chosen one) and the global ones, their tags, and a resource's file. The
 * admin screens list the inactive ones too, elsewhere.
 */
import type { ResourcesReply, SchoolProject, Tag } from '@skillfolio/shared/types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { attachment } from '../files/attachment';
import { listSchoolProjectsOfUser } from '../queries/projects';
import {
  findVisibleFile,
  listTagsOfResources,
  listVisibleResources,
  listVisibleTags,
} from '../queries/resources';
import { toResources, toTag } from '../wire/learnerPages';

type Db = Kysely<Database>;

export async function visibleTags(db: Db, schoolId: number | null): Promise<Tag[]> {
  return (await listVisibleTags(db, schoolId)).map(toTag);
}

export async function visibleResources(db: Db, schoolId: number | null): Promise<ResourcesReply> {
  const resources = await listVisibleResources(db, schoolId);
  const resourceTags = await listTagsOfResources(
    db,
    resources.map((r) => r.resource_id),
  );
  const tags = await listVisibleTags(db, schoolId);
  return { resources: toResources(resources, resourceTags), tags: tags.map(toTag) };
}

export async function schoolProjectsOfUser(
  db: Db,
  user: { user_id: number; school_id: number | null },
): Promise<SchoolProject[]> {
  // A private user belongs to no school, so to no school project.
  if (user.school_id === null) return [];
  return listSchoolProjectsOfUser(db, user.user_id, user.school_id);
}

/** A stored type we can repeat in a header as it is: `type/subtype` and simple parameters. */
export const SAFE_CONTENT_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;\s*[\w.-]+=[\w.-]+)*$/;

export interface FileHeaders {
  'Content-Type': string;
  'Content-Disposition': string;
}

/**
 * The headers of a visible resource's file, or undefined when the caller may not see it (the
 * ownership check passed, but the resource may have gone since).
 */
export async function visibleFileHeaders(
  db: Db,
  schoolId: number | null,
  fileId: number,
): Promise<FileHeaders | undefined> {
  const file = await findVisibleFile(db, schoolId, fileId);
  if (file === undefined) return undefined;
  return {
    'Content-Type': SAFE_CONTENT_TYPE.test(file.content_type)
      ? file.content_type
      : 'application/octet-stream',
    'Content-Disposition': attachment(file.file_name),
  };
}
