/**
 * The app's screens as the e2e suite walks them: every screen of the areas' own tables (so a
 * screen added to remote-<area>/src/screens.ts is visited with no test edit), and the demo
 * login that sees each one.
 */
import type { Access, AreaTable, Screen } from '../../shared/src/areas';
import { ADMIN_AREA } from '../../remote-admin/src/screens';
import { GLOBAL_ADMIN_AREA } from '../../remote-globaladmin/src/screens';
import { LEARNER_AREA } from '../../remote-learner/src/screens';
import { PUBLIC_AREA } from '../../remote-public/src/screens';
import { GLOBAL_ADMIN, HEAD, PARENT, PUPIL, TEACHER, type LoginDetails } from './login';

export type Role = 'visitor' | 'pupil' | 'parent' | 'teacher' | 'head' | 'globalAdmin';

export const LOGINS: Record<Exclude<Role, 'visitor'>, LoginDetails> = {
  pupil: PUPIL,
  parent: PARENT,
  teacher: TEACHER,
  head: HEAD,
  globalAdmin: GLOBAL_ADMIN,
};

/** Who opens a screen of each access level (a parent sees the learner screens read-only). */
export const ROLES_FOR: Record<Access, Role[]> = {
  anyone: ['visitor'],
  user: ['pupil', 'parent'],
  staff: ['teacher'],
  leader: ['head'],
  schoolAdmin: ['head'],
  globalAdmin: ['globalAdmin'],
};

export interface ScreenEntry extends Screen {
  id: string;
}

const AREAS: readonly AreaTable[] = [PUBLIC_AREA, LEARNER_AREA, ADMIN_AREA, GLOBAL_ADMIN_AREA];

export function allScreens(): ScreenEntry[] {
  return AREAS.flatMap((area) =>
    Object.entries(area.screens).map(([id, screen]) => ({ id, ...screen })),
  );
}
