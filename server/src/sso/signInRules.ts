/** Small rules of sign-in, kept apart so each is tested on its own. */

/**
 * Where a sign-in may send the browser once done: a path of this app (under /app/), never
 * another site (`//evil.example`, `/\evil`, `https://…`), whatever the start was given.
 */
export function safeReturnPath(returnUrl: string | undefined): string {
  const fallback = '/app/';
  if (returnUrl === undefined) return fallback;
  const path = returnUrl.trim();
  if (!/^\/app(\/|$)/.test(path)) return fallback;
  const control = [...path].some((char) => char.charCodeAt(0) < 0x20);
  if (path.includes('\\') || path.includes('//') || control) return fallback;
  return path;
}

const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const DOMAINS_MAX = 20;

/** A school's e-mail domains as its admin typed them: separated by spaces or commas. */
export function parseDomains(text: string): { domains: string[] } | { problem: string } {
  const words = text
    .toLowerCase()
    .split(/[\s,;]+/)
    .map((word) => word.replace(/^@/, ''))
    .filter((word) => word !== '');
  const unique = [...new Set(words)];
  if (unique.length > DOMAINS_MAX) return { problem: `Name at most ${DOMAINS_MAX} domains.` };
  const bad = unique.find((word) => !DOMAIN.test(word));
  if (bad !== undefined) return { problem: `${bad} is not an e-mail domain (like school.org.uk).` };
  return { domains: unique };
}
