import {
  emailVerified,
  isTenantId,
  parseDomains,
  safeReturnPath,
  schoolIssuer,
} from './signInRules';
import { DEFAULT_ISSUERS, type SsoProvider } from './ssoProviders';

describe('where a sign-in may send the browser', () => {
  it('keeps a path of the app, and leaves anything else to the login page', () => {
    expect(safeReturnPath('/app/selfassessment?x=1')).toBe('/app/selfassessment?x=1');
    expect(safeReturnPath('/app')).toBe('/app');
    for (const elsewhere of [
      undefined,
      '',
      '//evil.example/app/',
      'https://evil.example/app/',
      '/\\evil.example',
      '/app//evil.example',
      '/application',
      '/app/\u0000',
      '/api/public/logout',
    ]) {
      expect({ elsewhere, to: safeReturnPath(elsewhere) }).toEqual({ elsewhere, to: '' });
    }
  });
});

describe("a school's e-mail domains", () => {
  it('takes them as typed, separated by spaces or commas, lower case, once each', () => {
    expect(
      parseDomains(' DemoAcademy.sch.uk, @pupils.demoacademy.sch.uk demoacademy.sch.uk '),
    ).toEqual({
      domains: ['demoacademy.sch.uk', 'pupils.demoacademy.sch.uk'],
    });
    expect(parseDomains('')).toEqual({ domains: [] });
  });

  it('refuses what is no domain, and too many', () => {
    expect(parseDomains('school')).toEqual({
      problem: 'school is not an e-mail domain (like school.org.uk).',
    });
    expect(parseDomains('a@b.org')).toHaveProperty('problem');
    const many = Array.from({ length: 21 }, (_, i) => `s${i}.org.uk`).join(' ');
    expect(parseDomains(many)).toEqual({ problem: 'Name at most 20 domains.' });
  });
});

describe("the issuer a school's sign-in goes to", () => {
  const provider = (name: 'google' | 'microsoft', issuer: string): SsoProvider => ({
    name,
    label: name,
    issuer: new URL(issuer),
    clientId: 'id',
    clientSecret: 'secret',
  });
  const tenant = '9188040d-6c67-4c5b-b112-36a304b66dad';

  it("is the school's own tenant's for Microsoft's multi-tenant default", () => {
    expect(schoolIssuer(provider('microsoft', DEFAULT_ISSUERS.microsoft), tenant).href).toBe(
      `https://login.microsoftonline.com/${tenant}/v2.0`,
    );
  });

  it('is the configured one otherwise: Google, an override, or no tenant given', () => {
    expect(schoolIssuer(provider('google', DEFAULT_ISSUERS.google), tenant).href).toBe(
      'https://accounts.google.com/',
    );
    const own = 'https://login.microsoftonline.com/contoso.onmicrosoft.com/v2.0';
    expect(schoolIssuer(provider('microsoft', own), tenant).href).toBe(own);
    expect(schoolIssuer(provider('microsoft', DEFAULT_ISSUERS.microsoft), '').href).toBe(
      DEFAULT_ISSUERS.microsoft,
    );
  });

  it('takes a tenant id as Microsoft writes one, and nothing that could change the URL', () => {
    expect(isTenantId(tenant)).toBe(true);
    expect(isTenantId('school.onmicrosoft.com')).toBe(true);
    for (const bad of ['', '../common', 'a/b', 'x?y', 'x y', 'a'.repeat(65)]) {
      expect({ bad, ok: isTenantId(bad) }).toEqual({ bad, ok: false });
    }
  });
});

describe('whether a provider vouches for the e-mail address', () => {
  it("takes Google's email_verified, and Microsoft's domain-owner claim only from Microsoft", () => {
    expect(emailVerified('google', { email_verified: true })).toBe(true);
    expect(emailVerified('google', { email_verified: 'true' })).toBe(false);
    expect(emailVerified('google', { xms_edov: true })).toBe(false);
    expect(emailVerified('microsoft', { xms_edov: true })).toBe(true);
    expect(emailVerified('microsoft', { xms_edov: '1' })).toBe(true);
    expect(emailVerified('microsoft', { xms_edov: false })).toBe(false);
    expect(emailVerified('microsoft', {})).toBe(false);
  });
});
