/** Manage Users' calls (SPEC §7 "Admin"), all on the session's current school. */
import { apiClient } from './client';
import type { AdminUserRow, SchoolProject } from '../types/entities';
import type { SaveUserRequest } from '../types/adminUsers';
import type { OkReply } from '../types/learner';

/** The current school's users, each with their projects (names and a comma list of ids). */
export function listUsersForSchool(): Promise<AdminUserRow[]> {
  return apiClient().get('admin/ListUsersForSchool').json<AdminUserRow[]>();
}

/** The current school's projects, by name. */
export function listSchoolProjects(): Promise<SchoolProject[]> {
  return apiClient().get('admin/ListSchoolProjects').json<SchoolProject[]>();
}

/**
 * Whether the username is free in the current school for the user `id` (0: a new user):
 * the text `OK` when free, else `Username already exists`.
 */
export function checkUsername(id: number, username: string, signal?: AbortSignal): Promise<string> {
  return apiClient().get('admin/CheckUsername', { searchParams: { id, username }, signal }).text();
}

/** user_id 0 adds a user, above 0 edits one; a blank password or parentpass keeps the old. */
export function saveUser(request: SaveUserRequest): Promise<OkReply> {
  return apiClient().post('admin/SaveUser', { json: request }).json<OkReply>();
}
