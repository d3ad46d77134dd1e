/**
 * Every screen of the app, one table per area: its path, title, menu and who may open it.
 * The areas' routes, the shell's menus and its path-to-area map are all derived from here,
 * so a new screen is one line (plus its component, which the area's typed map then demands).
 */

export type AreaName = 'public' | 'learner' | 'admin' | 'globaladmin';

/**
 * Who may open a screen (the server checks again on every call). 'staff': is_Staff, or a
 * school or global admin (the class view).
 */
export type Access = 'anyone' | 'user' | 'staff' | 'schoolAdmin' | 'globalAdmin';

/** SPEC §2's menus; null: reachable by its path only (Reflections, Peer Reviews). */
export type MenuName = 'loggedOut' | 'main' | 'staff' | 'admin' | 'globalAdmin';

export interface Screen {
  /** Inside the /app basename; the screen also owns every path below it. */
  path: string;
  /** The page's heading, and its menu entry unless `menuLabel` says otherwise. */
  title: string;
  menu: MenuName | null;
  menuLabel?: string;
  /** Where the menu links, when not `path` (SPEC writes Manage Schools as /globaladmin/). */
  menuPath?: string;
  access: Access;
}

export interface AreaTable<Id extends string = string> {
  name: AreaName;
  /**
   * Who may open the area's prefix (each screen may ask more). A screen outside the prefix
   * says for itself (the class view, /class, is the admin area's but open to staff).
   */
  access: Access;
  /** A path prefix wholly the area's (e.g. /admin), beyond its screens' own paths. */
  prefix: string | null;
  /** What opens at a path of the area that no screen has. */
  fallback: { redirectTo: NoInfer<Id> } | { show: NoInfer<Id> } | null;
  screens: Readonly<Record<Id, Screen>>;
}

function area<Id extends string>(table: AreaTable<Id>): AreaTable<Id> {
  return table;
}

export const PUBLIC_AREA = area({
  name: 'public',
  access: 'anyone',
  prefix: null,
  // SPEC §2: every other /public/* path, and every path not listed, shows the landing page.
  fallback: { show: 'landing' },
  screens: {
    landing: {
      path: '/',
      title: 'Skillfolio',
      menu: 'loggedOut',
      menuLabel: 'Home',
      access: 'anyone',
    },
    login: { path: '/public/login', title: 'Login', menu: 'loggedOut', access: 'anyone' },
    register: { path: '/public/register', title: 'Register', menu: 'loggedOut', access: 'anyone' },
    registerHome: {
      path: '/public/register/home',
      title: 'Register as a home user',
      menu: null,
      access: 'anyone',
    },
    registerSchool: {
      path: '/public/register/school',
      title: 'Register your school',
      menu: null,
      access: 'anyone',
    },
    forgotPassword: {
      path: '/public/forgotpassword',
      title: 'Forgot password',
      menu: null,
      access: 'anyone',
    },
    setPassword: {
      path: '/public/setpassword',
      title: 'Set your password',
      menu: null,
      access: 'anyone',
    },
    verifyEmail: {
      path: '/public/verifyemail',
      title: 'Confirm your e-mail address',
      menu: null,
      access: 'anyone',
    },
    notAuthorised: {
      path: '/public/notauthorised',
      title: 'Not authorised',
      menu: null,
      access: 'anyone',
    },
    // Linked from the footer of every page, so it can be found from any screen.
    accessibilityStatement: {
      path: '/public/accessibility',
      title: 'Accessibility statement',
      menu: null,
      access: 'anyone',
    },
  },
});

export const LEARNER_AREA = area({
  name: 'learner',
  access: 'user',
  prefix: null,
  fallback: null,
  screens: {
    dashboard: { path: '/dashboard', title: 'Dashboard', menu: 'main', access: 'user' },
    selfAssessment: {
      path: '/selfassessment',
      title: 'Self Assessment',
      menu: 'main',
      access: 'user',
    },
    personalPlan: { path: '/personalplan', title: 'Personal Plan', menu: 'main', access: 'user' },
    myEvidence: { path: '/myevidence', title: 'My Evidence', menu: 'main', access: 'user' },
    myNotes: { path: '/mynotes', title: 'My Notes', menu: 'main', access: 'user' },
    projectEvidence: {
      path: '/projectevidence',
      title: 'Project Evidence',
      menu: 'main',
      access: 'user',
    },
    resources: { path: '/resources', title: 'Resources', menu: 'main', access: 'user' },
    profile: {
      path: '/profile',
      title: 'Future-ready Profile',
      menu: 'main',
      menuLabel: 'Profile',
      access: 'user',
    },
    // SPEC §2: these have routes, but their menu entries are hidden.
    reflections: { path: '/reflections', title: 'Reflections', menu: null, access: 'user' },
    peerReviews: { path: '/peerreviews', title: 'Peer Reviews', menu: null, access: 'user' },
    // Two-factor set-up. Not in SPEC §2's menus; admin calls send admins here.
    security: { path: '/security', title: 'Account Security', menu: null, access: 'user' },
  },
});

export const ADMIN_AREA = area({
  name: 'admin',
  access: 'schoolAdmin',
  prefix: '/admin',
  fallback: { redirectTo: 'manageUsers' },
  screens: {
    manageUsers: {
      path: '/admin/manageUsers',
      title: 'Manage Users',
      menu: 'admin',
      access: 'schoolAdmin',
    },
    manageResources: {
      path: '/admin/manageResources',
      title: 'Manage Resources',
      menu: 'admin',
      access: 'schoolAdmin',
    },
    manageProjects: {
      path: '/admin/manageProjects',
      title: 'Manage Projects',
      menu: 'admin',
      access: 'schoolAdmin',
    },
    manageSuccessCriteria: {
      path: '/admin/manageSuccessCriteria',
      title: 'Manage Success Criteria',
      menu: 'admin',
      access: 'schoolAdmin',
    },
    manageSkills: {
      path: '/admin/manageSkills',
      title: 'Manage Skills',
      menu: 'admin',
      access: 'schoolAdmin',
    },
    // Staff see their pupils here. In this area because pupils never load it.
    classView: {
      path: '/class',
      title: 'Class View',
      menu: 'staff',
      access: 'staff',
    },
    // Where a self-registered school's first admin lands; reachable by its path only.
    firstSteps: {
      path: '/admin/firststeps',
      title: 'First steps',
      menu: null,
      access: 'schoolAdmin',
    },
  },
});

export const GLOBAL_ADMIN_AREA = area({
  name: 'globaladmin',
  access: 'globalAdmin',
  prefix: '/globaladmin',
  fallback: { redirectTo: 'manageSchools' },
  screens: {
    manageSchools: {
      path: '/globaladmin',
      menuPath: '/globaladmin/',
      title: 'Manage Schools',
      menu: 'globalAdmin',
      access: 'globalAdmin',
    },
    manageGlobalResources: {
      path: '/globaladmin/manageResources',
      title: 'Manage Global Resources',
      menu: 'globalAdmin',
      access: 'globalAdmin',
    },
    manageGlobalSkills: {
      path: '/globaladmin/manageSkills',
      title: 'Manage Global Skills',
      menu: 'globalAdmin',
      access: 'globalAdmin',
    },
    auditLog: {
      path: '/globaladmin/auditLog',
      title: 'Audit Log',
      menu: 'globalAdmin',
      access: 'globalAdmin',
    },
  },
});

/** Every area, in menu order. */
export const AREAS: readonly AreaTable[] = [
  PUBLIC_AREA,
  LEARNER_AREA,
  ADMIN_AREA,
  GLOBAL_ADMIN_AREA,
];

export function screensOf(table: AreaTable): Screen[] {
  return Object.values(table.screens);
}

export interface MenuLink {
  label: string;
  to: string;
}

/** One menu's entries, in the tables' order. */
export function menuLinks(menu: MenuName): MenuLink[] {
  return AREAS.flatMap(screensOf)
    .filter((screen) => screen.menu === menu)
    .map((screen) => ({
      label: screen.menuLabel ?? screen.title,
      to: screen.menuPath ?? screen.path,
    }));
}

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The area (and who may open it) of a path inside /app; paths match case-insensitively.
 * SPEC §2: a path not listed shows the landing page, so the public area is the fallback.
 */
export function areaForPath(pathname: string): { name: AreaName; access: Access } {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  for (const table of AREAS) {
    if (table.name === 'public') continue;
    const screen = screensOf(table).find((s) => within(path, s.path.toLowerCase()));
    if (table.prefix && within(path, table.prefix.toLowerCase()))
      return { name: table.name, access: screen?.access ?? table.access };
    if (screen) return { name: table.name, access: screen.access };
  }
  return { name: 'public', access: 'anyone' };
}
