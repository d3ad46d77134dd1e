/**
 * Manage Users' one call that `call` cannot make: CheckUsername answers TEXT, not JSON.
 * Its path and query are the declaration's (../contract/users.ts).
 */
import { Users } from '../contract/features';
import type { QueryOf } from '../contract/endpoint';
import { apiClient } from './client';

/**
 * Whether the username is free in the current school for the user `id` (0: a new user):
 * the text `OK` when free, else `Username already exists`.
 */
export function checkUsername(id: number, username: string, signal?: AbortSignal): Promise<string> {
  const query: QueryOf<typeof Users.CheckUsername> = { id, username };
  return apiClient()
    .get(Users.CheckUsername.path.replace(/^\/api\//, ''), { searchParams: query, signal })
    .text();
}
