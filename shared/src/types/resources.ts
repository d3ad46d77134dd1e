/** Request and reply shapes of the resource managers and file uploads, from ../wire. */
export type {
  AdminResource,
  GlobalResourcesReply,
  RemoveFileRequest,
  SavedFile,
  SaveGlobalResourceRequest,
  SaveResourceRequest,
  SaveTagRequest,
} from '../wire/resources';
// Values from resourcesTexts.ts, which imports nothing, so no bundle gains TypeBox by them.
export {
  DEFAULT_MAX_UPLOAD_MB,
  FILE_NAME_MAX,
  RESOURCE_DETAIL_MAX,
  RESOURCE_NAME_MAX,
  RESOURCE_REFUSAL,
  RESOURCE_TAGS_MAX,
  SHAREABLE_FILE_TYPES,
  TAG_LABEL_MAX,
} from '../wire/resourcesTexts';
