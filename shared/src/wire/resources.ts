/**
 * Requests and replies of the resource managers (SPEC §7: ListResourcesForSchool,
 * pages/SaveResource, siteadmin/SaveResource) and of file uploads (User/SaveFile,
 * User/RemoveFile). Field names are the SPEC's; the ones it does not give are ours.
 */
import { Type, type Static } from 'typebox';
import { Resource, Tag } from './entities';
import { Id, IdOrZero, Int, Text } from './primitives';
import {
  RESOURCE_DETAIL_MAX,
  RESOURCE_NAME_MAX,
  RESOURCE_TAGS_MAX,
  TAG_LABEL_MAX,
} from './resourcesTexts';

/** The tag ids of a resource: each must be one the manager may use (checked by the route). */
const TagIds = Type.Array(Id, { maxItems: RESOURCE_TAGS_MAX, uniqueItems: true });

/**
 * A resource as its manager sees it: the learner's shape (detail as safe HTML) plus the
 * Markdown the detail was written in, for the edit form.
 */
export const AdminResource = Type.Object({
  ...Resource.properties,
  detail_text: Type.String(),
});
export type AdminResource = Static<typeof AdminResource>;

/** GET /api/siteadmin/ListGlobalResources (ours): the global resources and global tags. */
export const GlobalResourcesReply = Type.Object({
  resources: Type.Array(AdminResource),
  tags: Type.Array(Tag),
});
export type GlobalResourcesReply = Static<typeof GlobalResourcesReply>;

/**
 * POST /api/pages/SaveResource: id 0 adds a resource to the session's current school. The
 * school is always the session's: a `school_id` other than it is refused. `file_id` (ours;
 * 0: no file) is a file the admin uploaded, or the one the resource has.
 */
export const SaveResourceRequest = Type.Object({
  id: IdOrZero,
  name: Text(RESOURCE_NAME_MAX),
  detail: Text(RESOURCE_DETAIL_MAX, { default: '' }),
  school_id: Type.Optional(IdOrZero),
  active: Type.Boolean(),
  tags: TagIds,
  file_id: IdOrZero,
});
export type SaveResourceRequest = Static<typeof SaveResourceRequest>;

/**
 * POST /api/siteadmin/SaveResource: a global resource (no school). `school_id` must be
 * absent or 0; `Files` holds at most one file id; `active` is ours (the same edit form).
 */
export const SaveGlobalResourceRequest = Type.Object({
  resource_id: IdOrZero,
  resource_name: Text(RESOURCE_NAME_MAX),
  resource_detail: Text(RESOURCE_DETAIL_MAX, { default: '' }),
  school_id: Type.Optional(Int(0, 0)),
  Files: Type.Array(Id, { maxItems: 1 }),
  tags: TagIds,
  active: Type.Boolean({ default: true }),
});
export type SaveGlobalResourceRequest = Static<typeof SaveGlobalResourceRequest>;

/** POST /api/admin/SaveTag and /api/siteadmin/SaveTag (ours): a school or a global tag. */
export const SaveTagRequest = Type.Object({ tag_label: Text(TAG_LABEL_MAX) });
export type SaveTagRequest = Static<typeof SaveTagRequest>;

/** POST /api/User/SaveFile's reply: the stored file, to attach with a resource save. */
export const SavedFile = Type.Object({
  file_id: Type.Integer(),
  file_name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
});
export type SavedFile = Static<typeof SavedFile>;

/** POST /api/User/RemoveFile: a file the admin uploaded that no resource holds yet. */
export const RemoveFileRequest = Type.Object({ file_id: Id });
export type RemoveFileRequest = Static<typeof RemoveFileRequest>;
