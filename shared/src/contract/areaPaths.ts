/**
 * Which area of the app owns a page's path: the shell loads that area's remote, and the
 * server, serving the page, names that area's scripts for the browser to fetch at once. In
 * the contract because both sides read it, so it is written once.
 */

export type AreaName = 'public' | 'learner' | 'admin' | 'globaladmin';

/**
 * Who may open a screen (the server checks again on every call). 'staff': is_Staff, or a
 * school or global admin (the class view); 'leader': a school or global admin, or staff the
 * school admin lets see the School Overview.
 */
export type PageAccess = 'anyone' | 'user' | 'staff' | 'leader' | 'schoolAdmin' | 'globalAdmin';

/** A path (inside the /app basename) an area owns, with every path below it. */
export interface OwnedPath {
  path: string;
  access: PageAccess;
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
    // The School Overview: school leaders, who may not be admins.
    { path: '/overview', access: 'leader' },
  ],
  globaladmin: [{ path: '/globaladmin', access: 'globalAdmin' }],
};

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
export function areaForPath(pathname: string): { name: AreaName; access: PageAccess } {
  const path = normalisePath(pathname);
  for (const [name, owned] of Object.entries(AREA_PATHS) as [AreaName, readonly OwnedPath[]][]) {
    const match = owned.find((o) => within(path, normalisePath(o.path)));
    if (match) return { name, access: match.access };
  }
  return { name: 'public', access: 'anyone' };
}

/**
 * The catalogue namespaces (i18n) the shell draws with before any area loads: its own, and
 * shared's kit, menus, API messages and project picker. The server preloads them with the page.
 */
export const SHELL_CATALOGUES = ['shell', 'areas', 'ui', 'api', 'selection'] as const;

/** The shared namespaces each area's screens use beside its own folders' (preloaded likewise). */
export const AREA_SHARED_CATALOGUES: Readonly<Record<AreaName, readonly string[]>> = {
  public: ['wire'],
  learner: ['wire'],
  admin: ['wire', 'admin-kit'],
  globaladmin: ['wire', 'admin-kit'],
};
