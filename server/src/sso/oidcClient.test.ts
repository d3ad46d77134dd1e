import * as oidc from 'openid-client';
import { startOidcProvider, type TestProvider } from '../../test/support/oidcProvider';
import { providerConfiguration } from './oidcClient';
import type { SsoProvider } from './ssoProviders';

const REDIRECT = 'http://127.0.0.1:8080/api/public/sso/google/callback';
let local: TestProvider;
let provider: SsoProvider;

beforeAll(async () => {
  local = await startOidcProvider(
    { teacher: { email: 'teacher@demoacademy.sch.uk', email_verified: true } },
    [REDIRECT],
  );
  provider = {
    name: 'google',
    label: 'Google',
    issuer: new URL(local.issuer),
    clientId: local.clientId,
    clientSecret: local.clientSecret,
  };
});
afterAll(() => local.stop());

describe("a provider's configuration", () => {
  it('is found from its discovery document once, and sends a sign-in to its login page', async () => {
    const configuration = await providerConfiguration(provider);
    expect(await providerConfiguration(provider)).toBe(configuration);
    expect(configuration.serverMetadata().issuer).toBe(local.issuer);
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: REDIRECT,
      scope: 'openid email',
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
    });
    const answer = await fetch(url, { redirect: 'manual' });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/interaction\//);
  });

  it('is asked again after a discovery that failed, not kept failed', async () => {
    const nowhere = { ...provider, issuer: new URL('http://127.0.0.1:9/') };
    const first = providerConfiguration(nowhere);
    await expect(first).rejects.toThrow();
    const second = providerConfiguration(nowhere);
    expect(second).not.toBe(first);
    await expect(second).rejects.toThrow();
  });
});
