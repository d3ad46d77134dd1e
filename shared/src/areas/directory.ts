import {
  AREA_PATHS,
  areaForPath,
  normalisePath,
  type AreaName,
  type OwnedPath,
  type PageAccess as Access,
} from '../contract/areaPaths';

export { AREA_PATHS, areaForPath, normalisePath };
export type { Access, AreaName, OwnedPath };

/**
 * What the shell must know of the areas before it loads any of them: which area owns a URL
 * (and who may open it), and the menus. Everything else about a screen (its title, its
 * component, an area's fallback) is the area's own, in its remote's `src/screens.ts`; each
 * remote's screens test checks its table against this directory.
 */

/** SPEC §2's menus, the staff menu and the footer's links. */
export type MenuName = 'loggedOut' | 'main' | 'staff' | 'admin' | 'globalAdmin' | 'footer';

export interface MenuLink {
  label: string;
  to: string;
}

/**
 * The menus, in order. The shell draws them before any area loads (a pupil's browser never
 * downloads admin code, yet a head's menu lists the admin screens). Reflections, Peer Reviews
 * and Account Security are reachable by their paths only (SPEC §2); Change Password is in
 * the header, beside Logout.
 */
export const MENUS: Readonly<Record<MenuName, readonly MenuLink[]>> = {
  loggedOut: [
    { label: 'Home', to: '/' },
    { label: 'Login', to: '/public/login' },
    { label: 'Register', to: '/public/register' },
  ],
  main: [
    { label: 'Dashboard', to: '/dashboard' },
    { label: 'Self Assessment', to: '/selfassessment' },
    { label: 'My Skills', to: '/myskills' },
    { label: 'Personal Plan', to: '/personalplan' },
    { label: 'My Evidence', to: '/myevidence' },
    { label: 'My Notes', to: '/mynotes' },
    { label: 'Project Evidence', to: '/projectevidence' },
    { label: 'Resources', to: '/resources' },
    { label: 'Profile', to: '/profile' },
  ],
  staff: [
    { label: 'Class View', to: '/class' },
    { label: 'Assessment Rounds', to: '/class/rounds' },
  ],
  admin: [
    { label: 'Manage Users', to: '/admin/manageUsers' },
    { label: 'Manage Resources', to: '/admin/manageResources' },
    { label: 'Manage Projects', to: '/admin/manageProjects' },
    { label: 'Manage Success Criteria', to: '/admin/manageSuccessCriteria' },
    { label: 'Manage Skills', to: '/admin/manageSkills' },
    { label: 'Year End', to: '/admin/yearEnd' },
    { label: 'Roster Sync', to: '/admin/rosterSync' },
    { label: 'Sign-in Settings', to: '/admin/signInSettings' },
  ],
  globalAdmin: [
    // SPEC §2 writes Manage Schools as /globaladmin/.
    { label: 'Manage Schools', to: '/globaladmin/' },
    { label: 'Manage Global Resources', to: '/globaladmin/manageResources' },
    { label: 'Manage Global Skills', to: '/globaladmin/manageSkills' },
    { label: 'Audit Log', to: '/globaladmin/auditLog' },
  ],
  footer: [{ label: 'Accessibility statement', to: '/public/accessibility' }],
};

export function menuLinks(menu: MenuName): MenuLink[] {
  return [...MENUS[menu]];
}

/**
 * A home learner: a private user (no school) who is not a global admin, so their session has
 * no current school. Screens that need a school are not offered to them.
 */
export function isHomeLearner(
  user: { is_Admin: boolean } | null,
  school: { school_id: number } | null,
): boolean {
  return user !== null && !user.is_Admin && school === null;
}

/** Main-menu screens that need a school: hidden from home learners (their server refuses too). */
export const SCHOOL_ONLY_PATHS: readonly string[] = ['/projectevidence', '/myevidence'];

/** Main-menu screens for home learners only: the skills of their own. */
export const HOME_ONLY_PATHS: readonly string[] = ['/myskills'];

/** The main menu as this user sees it. */
export function mainMenuFor(
  user: { is_Admin: boolean } | null,
  school: { school_id: number } | null,
): MenuLink[] {
  const home = isHomeLearner(user, school);
  return menuLinks('main').filter((link) =>
    home ? !SCHOOL_ONLY_PATHS.includes(link.to) : !HOME_ONLY_PATHS.includes(link.to),
  );
}
