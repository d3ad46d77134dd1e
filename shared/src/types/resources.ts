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
