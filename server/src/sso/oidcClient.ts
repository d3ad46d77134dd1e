/**
 * The OpenID Connect client side of sign-in, on `openid-client` (certified): a provider's
 * configuration found once from its issuer's discovery document and kept. Only a provider on
 * this machine (the tests') is spoken to over plain HTTP (ssoProviders.ts allows no other).
 */
import * as oidc from 'openid-client';
import type { SsoProvider } from './ssoProviders';

const found = new Map<string, Promise<oidc.Configuration>>();

/** The provider's configuration; a failed discovery is tried again at the next sign-in. */
export function providerConfiguration(provider: SsoProvider): Promise<oidc.Configuration> {
  const key = `${provider.issuer.href} ${provider.clientId}`;
  let configuration = found.get(key);
  if (configuration === undefined) {
    configuration = oidc.discovery(
      provider.issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      provider.issuer.protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
    );
    found.set(key, configuration);
    configuration.catch(() => found.delete(key));
  }
  return configuration;
}
