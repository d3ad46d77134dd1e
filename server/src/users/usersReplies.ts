/** Manage Users' rows: the user with the names and ids of their projects, never a hash. */
import type { AdminUserRow } from '@skillfolio/shared/types';
import type { MembershipRow, SchoolUserRow } from './userQueries';

export function toAdminUserRows(
  users: readonly SchoolUserRow[],
  memberships: readonly MembershipRow[],
): AdminUserRow[] {
  const byUser = new Map<number, MembershipRow[]>();
  for (const membership of memberships) {
    const list = byUser.get(membership.user_id) ?? [];
    list.push(membership);
    byUser.set(membership.user_id, list);
  }
  return users.map((user) => {
    const projects = byUser.get(user.user_id) ?? [];
    return {
      user_id: user.user_id,
      username: user.username,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      email_verified: user.email !== null && user.email_verified_at !== null,
      is_Staff: user.is_Staff === 1,
      is_schoolAdmin: user.is_schoolAdmin === 1,
      is_User: user.is_User === 1,
      projects: projects.map((p) => p.project_name).join(', '),
      project_ids: projects.map((p) => p.school_project_id).join(','),
      year_group: user.year_group,
      erase_after: user.erase_after,
      send: user.send === 1,
      disadvantaged: user.disadvantaged === 1,
    };
  });
}
