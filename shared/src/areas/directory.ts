/**
 * What the shell must know of the areas before it loads any of them: which area owns a URL
 * (and who may open it), and the menus. Everything else about a screen (its title, its
 * component, an area's fallback) is the area's own, in its remote's `src/screens.ts`; each
 * remote's screens test checks its table against this directory.
 */

export type AreaName = 'public' | 'learner' | 'admin' | 'globaladmin';

/**
 * Who may open a screen (the server checks again on every call). 'staff': is_Staff, or a
 * school or global admin (the class view).
 */
export type Access = 'anyone' | 'user' | 'staff' | 'schoolAdmin' | 'globalAdmin';

/** SPEC §2's menus, the staff menu and the footer's links. */
export type MenuName = 'loggedOut' | 'main' | 'staff' | 'admin' | 'globalAdmin' | 'footer';

export interface MenuLink {
  label: string;
  to: string;
}

/** A path (inside the /app basename) an area owns, with every path below it. */
export interface OwnedPath {
  path: string;
  access: Access;
}

/**
 * The paths of every area but public, which owns the rest (SPEC §2: any path not listed shows
 * the landing page). An area whose screens share a prefix owns the prefix, so a new screen
 * under it needs no line here; the learner's screens have no common prefix (the SPEC's
 * paths), so each is listed.
 */
export const AREA_PATHS: Readonly<Record<Exclude<AreaName, 'public'>, readonly OwnedPath[]>> = {
  learner: [
    '/dashboard',
    '/selfassessment',
    '/personalplan',
    '/myevidence',
    '/mynotes',
    '/projectevidence',
    '/resources',
    '/profile',
    '/reflections',
    '/peerreviews',
    '/security',
    '/changepassword',
    '/myskills',
  ].map((path) => ({ path, access: 'user' as const })),
  admin: [
    { path: '/admin', access: 'schoolAdmin' },
    // Staff see their pupils here; in this area because pupils never load it.
    { path: '/class', access: 'staff' },
  ],
  globaladmin: [{ path: '/globaladmin', access: 'globalAdmin' }],
};

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

/** A path inside /app as the directory compares them: lower case, no trailing slash. */
export function normalisePath(pathname: string): string {
  return pathname.toLowerCase().replace(/\/+$/, '') || '/';
}

function within(path: string, owned: string): boolean {
  return path === owned || path.startsWith(`${owned}/`);
}

/**
 * The area (and who may open it) of a path inside /app; paths match case-insensitively.
 * SPEC §2: a path not listed shows the landing page, so the public area is the fallback.
 */
export function areaForPath(pathname: string): { name: AreaName; access: Access } {
  const path = normalisePath(pathname);
  for (const [name, owned] of Object.entries(AREA_PATHS) as [AreaName, readonly OwnedPath[]][]) {
    const match = owned.find((o) => within(path, normalisePath(o.path)));
    if (match) return { name, access: match.access };
  }
  return { name: 'public', access: 'anyone' };
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
