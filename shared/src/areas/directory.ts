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
  /**
   * Stable name of the entry: its words are `areas:menu.<id>` in the catalogues
   * (shared/src/areas/locales), which the shell draws.
   */
  id: string;
  /** The English words, for Node's checks and tests (the page shows the catalogue's). */
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
    { id: 'home', label: 'Home', to: '/' },
    { id: 'login', label: 'Login', to: '/public/login' },
    { id: 'register', label: 'Register', to: '/public/register' },
  ],
  main: [
    { id: 'dashboard', label: 'Dashboard', to: '/dashboard' },
    { id: 'selfAssessment', label: 'Self Assessment', to: '/selfassessment' },
    { id: 'mySkills', label: 'My Skills', to: '/myskills' },
    { id: 'personalPlan', label: 'Personal Plan', to: '/personalplan' },
    { id: 'myEvidence', label: 'My Evidence', to: '/myevidence' },
    { id: 'myNotes', label: 'My Notes', to: '/mynotes' },
    { id: 'projectEvidence', label: 'Project Evidence', to: '/projectevidence' },
    { id: 'resources', label: 'Resources', to: '/resources' },
    { id: 'profile', label: 'Profile', to: '/profile' },
  ],
  staff: [
    { id: 'classView', label: 'Class View', to: '/class' },
    { id: 'assessmentRounds', label: 'Assessment Rounds', to: '/class/rounds' },
    // Only for those who may open it (staffMenuFor): school admins and the staff they choose.
    { id: 'schoolOverview', label: 'School Overview', to: '/overview' },
  ],
  admin: [
    { id: 'manageUsers', label: 'Manage Users', to: '/admin/manageUsers' },
    { id: 'manageResources', label: 'Manage Resources', to: '/admin/manageResources' },
    { id: 'manageProjects', label: 'Manage Projects', to: '/admin/manageProjects' },
    {
      id: 'manageSuccessCriteria',
      label: 'Manage Success Criteria',
      to: '/admin/manageSuccessCriteria',
    },
    { id: 'manageSkills', label: 'Manage Skills', to: '/admin/manageSkills' },
    { id: 'yearEnd', label: 'Year End', to: '/admin/yearEnd' },
    { id: 'rosterSync', label: 'Roster Sync', to: '/admin/rosterSync' },
    { id: 'signInSettings', label: 'Sign-in Settings', to: '/admin/signInSettings' },
    { id: 'schoolLanguage', label: 'School Language', to: '/admin/schoolLanguage' },
    {
      id: 'verifiableProfiles',
      label: 'Verifiable Profiles',
      to: '/admin/verifiableProfiles',
    },
  ],
  globalAdmin: [
    // SPEC §2 writes Manage Schools as /globaladmin/.
    { id: 'manageSchools', label: 'Manage Schools', to: '/globaladmin/' },
    {
      id: 'manageGlobalResources',
      label: 'Manage Global Resources',
      to: '/globaladmin/manageResources',
    },
    { id: 'manageGlobalSkills', label: 'Manage Global Skills', to: '/globaladmin/manageSkills' },
    { id: 'auditLog', label: 'Audit Log', to: '/globaladmin/auditLog' },
  ],
  footer: [{ id: 'accessibility', label: 'Accessibility statement', to: '/public/accessibility' }],
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

/** Whether a user may open the School Overview: school or global admins, and chosen staff. */
export function seesOverview(user: {
  is_Admin: boolean;
  is_schoolAdmin: boolean;
  is_Staff: boolean;
  sees_overview?: boolean;
}): boolean {
  return user.is_Admin || user.is_schoolAdmin || (user.is_Staff && user.sees_overview === true);
}

/** The staff menu as this user sees it: the School Overview only for those who may open it. */
export function staffMenuFor(user: Parameters<typeof seesOverview>[0]): MenuLink[] {
  return menuLinks('staff').filter((link) => link.to !== '/overview' || seesOverview(user));
}

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
