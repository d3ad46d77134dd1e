/**
 * Where a user lands after logging in when no page sent them to the login: the dashboard,
 * except for staff in no project, for whom the learner screens are a dead end ("You are not
 * in a project yet"). A school admin goes to First Steps, a teacher to their class view.
 * A parent's session (read-only) follows the pupil's screens, as the pupil does.
 */
import type { CurrentUser } from '@skillfolio/shared';

export const DASHBOARD_PATH = '/dashboard';

export function landingPath(
  user: Pick<CurrentUser, 'is_schoolAdmin' | 'is_Staff' | 'read_only' | 'project_ids'>,
): string {
  const inAProject = user.project_ids.split(',').some((id) => id.trim() !== '');
  if (user.read_only || inAProject) return DASHBOARD_PATH;
  if (user.is_schoolAdmin) return '/admin/firststeps';
  if (user.is_Staff) return '/class';
  return DASHBOARD_PATH;
}
