/**
 * Where the security page sends the user on once two-factor authentication is set up: the
 * `next` of its address when that is a path of this app (never another site: no scheme, no
 * `//host`, no backslash a browser would read as one), else First Steps for a school admin,
 * whose first week runs from there. Paths are inside the /app basename.
 */
import { FIRST_STEPS_PATH } from '@skillfolio/shared/wire';

export function localPath(next: string | null): string | undefined {
  if (next === null || !next.startsWith('/') || next.startsWith('//')) return undefined;
  // A backslash or a control character could turn "/\evil.test" into another host.
  if ([...next].some((c) => c === '\\' || c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return undefined;
  const base = 'https://skillfolio.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return undefined;
  }
  if (url.origin !== base) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function pathAfterSetUp(
  search: string,
  user: { is_schoolAdmin: boolean } | null,
): string | undefined {
  const next = localPath(new URLSearchParams(search).get('next'));
  if (next !== undefined) return next;
  return user?.is_schoolAdmin === true ? FIRST_STEPS_PATH : undefined;
}
