/**
 * Manage Users and the users import and export (SPEC §7 "Admin"), all in the session's
 * current school, which a global admin switches.
 */
import {
  AdminUserList,
  CheckUsernameQuery,
  CheckUsernameReply,
  ImportUsersCheck,
  ImportUsersRequest,
  OkReply,
  SaveUserRequest,
  SchoolProjectList,
} from '../wire';
import { endpoint } from './endpoint';

const ADMIN = { access: 'schoolAdmin', inSchool: true } as const;

/** The current school's users, each with their projects (names and a comma list of ids). */
export const ListUsersForSchool = endpoint({
  method: 'GET',
  path: '/api/admin/ListUsersForSchool',
  rule: ADMIN,
  reply: AdminUserList,
});

/** The current school's projects, by name. */
export const ListSchoolProjects = endpoint({
  method: 'GET',
  path: '/api/admin/ListSchoolProjects',
  rule: ADMIN,
  reply: SchoolProjectList,
});

/**
 * Whether the username is free for the user `id` (0: a new user). The reply is TEXT, `OK`
 * or `Username already exists`, so the browser reads it with checkUsername (../api/admin.ts).
 */
export const CheckUsername = endpoint({
  method: 'GET',
  path: '/api/admin/CheckUsername',
  rule: { ...ADMIN, owns: { id: { kind: 'schoolUser', zero: 'new' } } },
  query: CheckUsernameQuery,
  reply: CheckUsernameReply,
});

/**
 * user_id 0 adds a user, above 0 edits one; a blank password or parentpass keeps the old.
 * A full hashing queue answers 503 with Retry-After.
 */
export const SaveUser = endpoint({
  method: 'POST',
  path: '/api/admin/SaveUser',
  rule: { ...ADMIN, owns: { user_id: { kind: 'schoolUser', zero: 'new' } } },
  body: SaveUserRequest,
  reply: OkReply,
});

/**
 * The rows judged (a dry run, or a save refused because a row has a problem); a save whose
 * rows pass answers an application/x-ndjson progress stream instead, which the browser reads
 * with saveImportUsers (../api/adminImport.ts).
 */
export const ImportUsers = endpoint({
  method: 'POST',
  path: '/api/admin/ImportUsers',
  rule: ADMIN,
  body: ImportUsersRequest,
  reply: ImportUsersCheck,
});

/** The school's users as a CSV attachment, in the import's columns. */
export const ExportUsers = endpoint({
  method: 'GET',
  path: '/api/admin/ExportUsers',
  rule: ADMIN,
  reply: 'file',
});
