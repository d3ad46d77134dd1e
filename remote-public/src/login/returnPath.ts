/**
 * Where to go after logging in: the page that sent the user here (a `returnUrl` of our own
 * app, never another site), else `landing` (the dashboard unless said). Paths are inside
 * the /app basename.
 */
export function returnPath(search: string, landing = '/dashboard'): string {
  const returnUrl = new URLSearchParams(search).get('returnUrl');
  if (!returnUrl || !returnUrl.startsWith('/app/') || returnUrl.startsWith('//')) return landing;
  const inside = returnUrl.slice('/app'.length);
  if (inside.toLowerCase().startsWith('/public') || inside.startsWith('//')) return landing;
  return inside;
}
