import { DEFAULT_ISSUERS, parseSsoProviders, SsoConfigError } from './ssoProviders';

describe('the sign-in providers a server offers', () => {
  it('offers none when no client id is set, and a blank one counts as unset', () => {
    expect(parseSsoProviders({})).toEqual([]);
    expect(
      parseSsoProviders({ SSO_GOOGLE_CLIENT_ID: '  ', SSO_GOOGLE_CLIENT_SECRET: 's' }),
    ).toEqual([]);
  });

  it('offers each provider whose client id is set, at its default issuer', () => {
    const offered = parseSsoProviders({
      SSO_GOOGLE_CLIENT_ID: 'g-id',
      SSO_GOOGLE_CLIENT_SECRET: 'g-secret',
      SSO_MICROSOFT_CLIENT_ID: 'm-id',
      SSO_MICROSOFT_CLIENT_SECRET: 'm-secret',
    });
    expect(
      offered.map((p) => [p.name, p.label, p.issuer.href, p.clientId, p.clientSecret]),
    ).toEqual([
      ['google', 'Google', new URL(DEFAULT_ISSUERS.google).href, 'g-id', 'g-secret'],
      ['microsoft', 'Microsoft', new URL(DEFAULT_ISSUERS.microsoft).href, 'm-id', 'm-secret'],
    ]);
    expect(DEFAULT_ISSUERS.microsoft).toBe('https://login.microsoftonline.com/organizations/v2.0');
  });

  it('takes an issuer override, and a local http one (a test provider)', () => {
    const [microsoft] = parseSsoProviders({
      SSO_MICROSOFT_CLIENT_ID: 'm-id',
      SSO_MICROSOFT_CLIENT_SECRET: 'm-secret',
      SSO_MICROSOFT_ISSUER: 'http://127.0.0.1:4100',
    });
    expect(microsoft?.issuer.href).toBe('http://127.0.0.1:4100/');
  });

  it('refuses to start with a client id but no secret, or an issuer that is no https URL', () => {
    expect(() => parseSsoProviders({ SSO_GOOGLE_CLIENT_ID: 'g-id' })).toThrow(
      new SsoConfigError('SSO_GOOGLE_CLIENT_ID is set but SSO_GOOGLE_CLIENT_SECRET is not'),
    );
    const withIssuer = (issuer: string) => () =>
      parseSsoProviders({
        SSO_GOOGLE_CLIENT_ID: 'g-id',
        SSO_GOOGLE_CLIENT_SECRET: 'g',
        SSO_GOOGLE_ISSUER: issuer,
      });
    expect(withIssuer('accounts.google.com')).toThrow('SSO_GOOGLE_ISSUER is not a URL');
    expect(withIssuer('http://accounts.example.org')).toThrow('must be an https:// URL');
  });
});
