/** Small rules of sign-in, kept apart so each is tested on its own. */
import { DEFAULT_ISSUERS, type SsoProvider, type SsoProviderName } from './ssoProviders';
import { ENGLISH } from '../i18n/serverTexts';

/**
 * The issuer a school's sign-in goes to. Microsoft's multi-tenant `organizations` issuer
 * answers discovery with a templated `{tenantid}` issuer and each ID token with its tenant's
 * own, which a client checking the issuer (as openid-client does) cannot take: so a school
 * with its tenant id set signs in at its own tenant's issuer, which also means only that
 * tenant's accounts can sign in. An overridden issuer is used as it is.
 */
export function schoolIssuer(provider: SsoProvider, tenantId: string): URL {
  const multiTenant = new URL(DEFAULT_ISSUERS.microsoft).href;
  if (provider.name !== 'microsoft' || provider.issuer.href !== multiTenant || tenantId === '') {
    return provider.issuer;
  }
  return new URL(`https://login.microsoftonline.com/${encodeURIComponent(tenantId)}/v2.0`);
}

/** A tenant id as Microsoft writes one: a GUID, or a domain such as school.onmicrosoft.com. */
export const isTenantId = (text: string): boolean => /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/.test(text);

/**
 * Where a sign-in may send the browser once done: a path of this app (under /app/), never
 * another site (`//evil.example`, `/\evil`, `https://…`), whatever the start was given.
 * '' for nowhere in particular: the login page then sends the user to their landing screen.
 */
export function safeReturnPath(returnUrl: string | undefined): string {
  const fallback = '';
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
  if (unique.length > DOMAINS_MAX)
    return { problem: ENGLISH('signIn.tooManyDomains', { max: DOMAINS_MAX }) };
  const bad = unique.find((word) => !DOMAIN.test(word));
  if (bad !== undefined) return { problem: ENGLISH('signIn.notADomain', { domain: bad }) };
  return { domains: unique };
}

/**
 * Whether the provider vouches that the e-mail claim is the person's own. Google says so in
 * `email_verified`. Microsoft Entra ID sends no `email_verified`; its optional claim
 * `xms_edov` says the address's domain is verified by the tenant that owns it, so a school's
 * app registration adds it (README: "Sign in with Google or Microsoft"). An address a user
 * could type in themselves is never taken: it could name someone else's account.
 */
export function emailVerified(
  provider: SsoProviderName,
  claims: Readonly<Record<string, unknown>>,
): boolean {
  if (claims.email_verified === true) return true;
  const edov = claims.xms_edov;
  return (
    provider === 'microsoft' && (edov === true || edov === 1 || edov === '1' || edov === 'true')
  );
}
