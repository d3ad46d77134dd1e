/**
 * Which OpenID providers this server offers for sign-in, from its environment: Google and
 * Microsoft, each only when its client id is set. The issuer can be overridden (a school's
 * own tenant, or the tests' local provider); by default Google's, and Microsoft's
 * multi-tenant `organizations` issuer (any school's Entra ID tenant; each school names its
 * own tenant id, checked at sign-in).
 */
import { SIGN_IN_PROVIDERS, type SignInProviderName } from '@skillfolio/shared/wire';
import { isSecureOrLocal } from '../http/secureAddress';

export type SsoProviderName = SignInProviderName;

export interface SsoProvider {
  name: SsoProviderName;
  /** As the login page names it: "Sign in with Google". */
  label: string;
  issuer: URL;
  clientId: string;
  clientSecret: string;
}

export const DEFAULT_ISSUERS: Readonly<Record<SsoProviderName, string>> = {
  google: 'https://accounts.google.com',
  microsoft: 'https://login.microsoftonline.com/organizations/v2.0',
};

const LABELS: Readonly<Record<SsoProviderName, string>> = {
  google: 'Google',
  microsoft: 'Microsoft',
};

/** A setting that cannot work: the server says which and does not start. */
export class SsoConfigError extends Error {}

/** The providers to offer, in the login page's order; none when no client id is set. */
export function parseSsoProviders(env: NodeJS.ProcessEnv): SsoProvider[] {
  return SIGN_IN_PROVIDERS.flatMap((name) => {
    const prefix = `SSO_${name.toUpperCase()}`;
    const clientId = env[`${prefix}_CLIENT_ID`]?.trim() ?? '';
    if (clientId === '') return [];
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '';
    if (clientSecret === '') {
      throw new SsoConfigError(`${prefix}_CLIENT_ID is set but ${prefix}_CLIENT_SECRET is not`);
    }
    const issuerText = env[`${prefix}_ISSUER`]?.trim() || DEFAULT_ISSUERS[name];
    return [
      {
        name,
        label: LABELS[name],
        issuer: issuerUrl(`${prefix}_ISSUER`, issuerText),
        clientId,
        clientSecret,
      },
    ];
  });
}

function issuerUrl(setting: string, text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SsoConfigError(`${setting} is not a URL: ${text}`);
  }
  // Only a provider on this machine (a test's, a developer's) may be reached without TLS.
  if (!isSecureOrLocal(url)) {
    throw new SsoConfigError(`${setting} must be an https:// URL: ${text}`);
  }
  return url;
}
