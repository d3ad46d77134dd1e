/** Which remote owns which URL (paths are inside the /app basename). */
export type AreaName = 'public' | 'learner' | 'admin' | 'globaladmin';

export type Access = 'anyone' | 'user' | 'schoolAdmin' | 'globalAdmin';

export interface Area {
  name: AreaName;
  access: Access;
}

const LEARNER_PATHS = [
  '/dashboard',
  '/selfassessment',
  '/personalplan',
  '/myevidence',
  '/mynotes',
  '/projectevidence',
  '/resources',
  '/reflections',
  '/peerreviews',
];

function within(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** SPEC §2: a path not listed shows the landing page, so the public area is the fallback. */
export function areaForPath(pathname: string): Area {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  if (within(path, '/globaladmin')) return { name: 'globaladmin', access: 'globalAdmin' };
  if (within(path, '/admin')) return { name: 'admin', access: 'schoolAdmin' };
  if (LEARNER_PATHS.some((prefix) => within(path, prefix)))
    return { name: 'learner', access: 'user' };
  return { name: 'public', access: 'anyone' };
}
