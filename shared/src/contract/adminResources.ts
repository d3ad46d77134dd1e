/**
 * The resource managers (SPEC §2 /admin/manageResources and /globaladmin/manageResources,
 * §7): the school admin's, in the session's current school, and the global admin's. Adding
 * a tag from the edit modal and listing the global resources are ours: the SPEC names none.
 */
import { Type } from 'typebox';
import {
  AdminResource,
  GlobalResourcesReply,
  OkReply,
  SaveGlobalResourceRequest,
  SaveResourceRequest,
  SaveTagRequest,
  Tag,
} from '../wire';
import { endpoint } from './endpoint';

const SCHOOL = { access: 'schoolAdmin', inSchool: true } as const;
const GLOBAL = { access: 'globalAdmin' } as const;

/** Every resource of the current school, active or not. */
export const ListResourcesForSchool = endpoint({
  method: 'GET',
  path: '/api/admin/ListResourcesForSchool',
  rule: SCHOOL,
  reply: Type.Array(AdminResource),
});

/** id 0 adds a resource to the current school; above 0 edits one of its resources. */
export const SaveResource = endpoint({
  method: 'POST',
  path: '/api/pages/SaveResource',
  rule: {
    ...SCHOOL,
    owns: {
      id: { kind: 'schoolResource', zero: 'new' },
      school_id: { kind: 'currentSchool', zero: 'none' },
      file_id: { kind: 'schoolResourceFile', zero: 'none' },
      tags: 'schoolTag',
    },
  },
  body: SaveResourceRequest,
  reply: Type.Literal(true),
});

/** A tag of the current school, or the school's or global one of that label if it exists. */
export const SaveSchoolTag = endpoint({
  method: 'POST',
  path: '/api/admin/SaveTag',
  rule: SCHOOL,
  body: SaveTagRequest,
  reply: Tag,
});

/** Every global resource, active or not, and every global tag. */
export const ListGlobalResources = endpoint({
  method: 'GET',
  path: '/api/siteadmin/ListGlobalResources',
  rule: GLOBAL,
  reply: GlobalResourcesReply,
});

/** resource_id 0 adds a global resource; above 0 edits one. Never a school's resource. */
export const SaveGlobalResource = endpoint({
  method: 'POST',
  path: '/api/siteadmin/SaveResource',
  rule: {
    ...GLOBAL,
    owns: {
      resource_id: { kind: 'globalResource', zero: 'new' },
      Files: 'globalResourceFile',
      tags: 'globalTag',
    },
    unchecked: { school_id: 'the schema takes only 0: a global resource has no school' },
  },
  body: SaveGlobalResourceRequest,
  reply: OkReply,
});

/** A global tag, or the global one of that label if it exists. */
export const SaveGlobalTag = endpoint({
  method: 'POST',
  path: '/api/siteadmin/SaveTag',
  rule: GLOBAL,
  body: SaveTagRequest,
  reply: Tag,
});
