/**
 * The learner's side of resources (SPEC §4): what the session's current school and the
 * global library offer, their tags, a resource's file, and the user's school projects.
 */
import { Type } from 'typebox';
import { ResourceFileQuery, ResourcesReply, SchoolProject, Tag } from '../wire';
import { endpoint } from './endpoint';

// What every member of the school sees: nobody's personal data, so open to a parent and to a
// staff member who still owes their second factor.
const READ = { access: 'user', allowReadOnly: true, ownDataOnly: true } as const;

/** The tags of the current school and the global ones, by label. */
export const GetTags = endpoint({
  method: 'GET',
  path: '/api/pages/GetTags',
  rule: READ,
  reply: Type.Array(Tag),
});

/** The active resources of the current school and the global ones, with the tags. */
export const GetResources = endpoint({
  method: 'GET',
  path: '/api/pages/GetResources',
  rule: READ,
  reply: ResourcesReply,
});

/** The school projects the user belongs to, by name (none for a private user). */
export const GetSchoolProjects = endpoint({
  method: 'GET',
  path: '/api/pages/GetSchoolProjects',
  rule: READ,
  reply: Type.Array(SchoolProject),
});

/** A resource's file, as a download link. */
export const ResourceFile = endpoint({
  method: 'GET',
  path: '/api/File/ResourceFile',
  rule: { ...READ, owns: { id: 'resourceFile' } },
  query: ResourceFileQuery,
  reply: 'file',
});
