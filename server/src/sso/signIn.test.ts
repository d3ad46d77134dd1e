import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { startOidcProvider, type TestProvider } from '../../test/support/oidcProvider';
import { browseProvider } from '../../test/support/providerBrowser';
import { totpCodeAt } from '../auth/totp';
import { SESSION_COOKIE } from '../plugins/sessions';
import { returnAddress } from './signInRoutes';

const PUBLIC_BASE = 'http://127.0.0.1:8080/app/';
const RETURN = returnAddress(PUBLIC_BASE).href;
const HEAD = { username: 'head', schoolUsername: 'demoacademy' };

let provider: TestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcProvider(
    {
      teacher: { email: 'Teacher@DemoAcademy.test', email_verified: true },
      pupil: { email: 'pupil@demoacademy.test', email_verified: true },
      unverified: { email: 'pupil@demoacademy.test', email_verified: false },
      stranger: { email: 'pupil@elsewhere.test', email_verified: true },
      nobody: { email: 'nobody@demoacademy.test', email_verified: true },
      // As Entra ID sends them: no email_verified; the optional xms_edov claim instead.
      'ms-pupil': { email: 'pupil@demoacademy.test', tid: 'tenant-a', xms_edov: true },
      'ms-elsewhere': { email: 'pupil@demoacademy.test', tid: 'tenant-b', xms_edov: true },
      'ms-unvouched': { email: 'pupil@demoacademy.test', tid: 'tenant-a' },
    },
    [RETURN],
  );
  t = await buildTestApp({
    config: {
      publicBaseUrl: PUBLIC_BASE,
      ssoProviders: [
        {
          name: 'google',
          label: 'Google',
          issuer: new URL(provider.issuer),
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
        },
        // Microsoft too, played by the same local provider: its tenant claim is what differs.
        {
          name: 'microsoft',
          label: 'Microsoft',
          issuer: new URL(provider.issuer),
          clientId: provider.clientId,
          clientSecret: provider.clientSecret,
        },
      ],
    },
  });
  await setSchool({ enabled: true });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

async function setSchool(setting: {
  enabled: boolean;
  domains?: string;
  enforcesMfa?: boolean;
  provider?: 'google' | 'microsoft';
  tenantId?: string;
}) {
  const head = await t.login(HEAD);
  const saved = await t.injectAs(head, {
    method: 'POST',
    url: '/api/schooladmin/SaveSignInSettings',
    payload: {
      provider: setting.provider ?? 'google',
      enabled: setting.enabled,
      domains: setting.domains ?? 'demoacademy.test',
      tenantId: setting.tenantId ?? '',
      enforcesMfa: setting.enforcesMfa ?? false,
    },
  });
  expect(saved.statusCode).toBe(200);
}

/** Starts a sign-in at Skillfolio, signs in at the provider, and comes back. */
async function signIn(account: string, query = 'provider=google&school=demoacademy') {
  const start = await t.injectAs(undefined, { url: `/api/public/signin/start?${query}` });
  expect(start.statusCode).toBe(302);
  const back = await browseProvider(String(start.headers.location), account, RETURN);
  return finish(back);
}

async function finish(back: URL) {
  const answer = await t.injectAs(undefined, { url: `${back.pathname}${back.search}` });
  expect(answer.statusCode).toBe(302);
  const cookie = answer.cookies.find((c) => c.name.includes('session'));
  return {
    location: String(answer.headers.location),
    back,
    cookie: cookie && `${cookie.name}=${cookie.value}`,
  };
}

async function whoIs(cookie: string | undefined) {
  const me = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
  return me.statusCode === 200
    ? (me.json() as { currentUser: { username: string; read_only: boolean } }).currentUser
    : me.statusCode;
}

/** Sets up an authenticator app for the account as its owner would; its recovery codes. */
async function enrolAuthenticator(login: { username: string; schoolUsername: string }) {
  const cookie = await t.login(login);
  const started = await t.injectAs(cookie, { method: 'POST', url: '/api/user/StartTotp' });
  const { secret } = started.json() as { secret: string };
  const confirmed = await t.injectAs(cookie, {
    method: 'POST',
    url: '/api/user/ConfirmTotp',
    payload: { code: totpCodeAt(secret, new Date()) },
  });
  expect(confirmed.statusCode).toBe(200);
  return (confirmed.json() as { recoveryCodes: string[] }).recoveryCodes;
}

/** The session cookie a reply set (a session renewed), else the one sent. */
function cookieAfter(reply: { cookies: Array<{ name: string; value: string }> }, sent?: string) {
  const set = reply.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
  return set === undefined ? sent : `${SESSION_COOKIE}=${set.value}`;
}

async function lastAudit(): Promise<{ action: string; detail: string | null }> {
  const [row] = (await t.sql(
    'SELECT action, detail FROM audit_log ORDER BY audit_id DESC LIMIT 1',
  )) as Array<{ action: string; detail: string | null }>;
  if (row === undefined) throw new Error('no audit entry');
  return row;
}

describe('sign-in with a school’s OpenID provider', () => {
  it('lists the providers this server offers', async () => {
    const offered = await t.injectAs(undefined, { url: '/api/public/signin/providers' });
    expect(offered.json()).toEqual({
      providers: [
        { name: 'google', label: 'Google' },
        { name: 'microsoft', label: 'Microsoft' },
      ],
    });
  });

  it('signs a teacher in by their verified e-mail (any case) and links the identity', async () => {
    const done = await signIn('teacher');
    expect(done.location).toBe('/app/public/login?signIn=done');
    expect(await whoIs(done.cookie)).toMatchObject({ username: 'teacher', read_only: false });
    expect(await lastAudit()).toEqual({ action: 'signin.success', detail: 'google' });
    const links = await t.sql("SELECT provider FROM sign_in_links WHERE subject = 'teacher'");
    expect(links).toEqual([{ provider: 'google' }]);
  });

  it('signs a pupil in and sends them where they were going, if it is ours', async () => {
    const done = await signIn(
      'pupil',
      `provider=google&school=demoacademy&returnUrl=${encodeURIComponent('/app/selfassessment')}`,
    );
    expect(done.location).toBe('/app/selfassessment');
    expect(await whoIs(done.cookie)).toMatchObject({ username: 'pupil', read_only: false });
    const elsewhere = await signIn(
      'pupil',
      `provider=google&school=demoacademy&returnUrl=${encodeURIComponent('//evil.example/app/')}`,
    );
    expect(elsewhere.location).toBe('/app/public/login?signIn=done');
  });

  it('refuses an unverified e-mail, another domain, and an address with no account', async () => {
    for (const [account, refusal] of [
      ['unverified', 'unverified'],
      ['stranger', 'noAccount'],
      ['nobody', 'noAccount'],
    ] as const) {
      const done = await signIn(account);
      expect({ account, location: done.location, cookie: done.cookie }).toEqual({
        account,
        location: `/app/public/login?signIn=${refusal}`,
        cookie: undefined,
      });
      expect((await lastAudit()).action).toBe('signin.refused');
    }
  });

  it('refuses a school that has not turned the provider on, before going to it', async () => {
    await setSchool({ enabled: false });
    try {
      const start = await t.injectAs(undefined, {
        url: '/api/public/signin/start?provider=google&school=demoacademy',
      });
      expect(start.headers.location).toBe('/app/public/login?signIn=offForSchool');
      expect(await lastAudit()).toMatchObject({ action: 'signin.refused' });
    } finally {
      await setSchool({ enabled: true });
    }
  });

  it('refuses a tampered state and a replayed code, and signs nobody in', async () => {
    const start = await t.injectAs(undefined, {
      url: '/api/public/signin/start?provider=google&school=demoacademy',
    });
    const back = await browseProvider(String(start.headers.location), 'teacher', RETURN);
    const tampered = new URL(back);
    tampered.searchParams.set('state', `${back.searchParams.get('state')}x`);
    const forged = await finish(tampered);
    expect(forged.location).toBe('/app/public/login?signIn=failed');
    expect(forged.cookie).toBeUndefined();
    const first = await finish(back);
    expect(first.location).toBe('/app/public/login?signIn=done');
    const replayed = await finish(back);
    expect(replayed.location).toBe('/app/public/login?signIn=failed');
    expect(replayed.cookie).toBeUndefined();
    // Refused by our own check, the state taken once, before the provider is asked again.
    expect(await lastAudit()).toEqual({
      action: 'signin.refused',
      detail: 'unknown provider: failed, state unknown, used or expired',
    });
  });

  it('asks staff for our code unless the school says its provider enforces a second factor', async () => {
    // The demo teacher is exempt; here an ordinary one, who enrols an authenticator.
    await t.sql("UPDATE users SET second_factor_exempt = 0 WHERE username = 'teacher'");
    try {
      const recoveryCodes = await enrolAuthenticator({
        username: 'teacher',
        schoolUsername: 'demoacademy',
      });
      const owing = await signIn('teacher');
      expect(owing.location).toBe('/app/public/login?signIn=secondFactor');
      // A session owing its code has no user yet (GetCurrentUser answers 204).
      expect(await whoIs(owing.cookie)).toBe(204);
      expect((await lastAudit()).action).toBe('signin.provider');
      // The login page's code step finishes it, as after a password.
      const verified = await t.injectAs(owing.cookie, {
        method: 'POST',
        url: '/api/user/VerifySecondFactor',
        payload: { code: recoveryCodes[0] },
      });
      expect(verified.statusCode).toBe(200);
      expect(await whoIs(cookieAfter(verified, owing.cookie))).toMatchObject({
        username: 'teacher',
      });
      // The code step goes on to the page that sent the teacher to log in.
      const sent = await signIn(
        'teacher',
        `provider=google&school=demoacademy&returnUrl=${encodeURIComponent('/app/class')}`,
      );
      expect(sent.location).toBe('/app/public/login?signIn=secondFactor&returnUrl=%2Fapp%2Fclass');

      await setSchool({ enabled: true, enforcesMfa: true });
      const given = await signIn('teacher');
      expect(given.location).toBe('/app/public/login?signIn=done');
      expect(await whoIs(given.cookie)).toMatchObject({ username: 'teacher' });
      expect(await lastAudit()).toEqual({
        action: 'signin.success',
        detail: 'google, second factor by the provider',
      });
      // A pupil is no staff member: the school's word changes nothing for them.
      await signIn('pupil');
      expect(await lastAudit()).toEqual({ action: 'signin.success', detail: 'google' });
    } finally {
      await setSchool({ enabled: true });
      await t.sql(
        "UPDATE users SET second_factor_exempt = 1, totp_confirmed_at = NULL WHERE username = 'teacher'",
      );
    }
  });

  it("takes a Microsoft sign-in only from the school's own tenant", async () => {
    await setSchool({ provider: 'microsoft', enabled: true, tenantId: 'tenant-a' });
    const query = 'provider=microsoft&school=demoacademy';
    const elsewhere = await signIn('ms-elsewhere', query);
    expect(elsewhere.location).toBe('/app/public/login?signIn=wrongTenant');
    expect(elsewhere.cookie).toBeUndefined();
    const ours = await signIn('ms-pupil', query);
    expect(ours.location).toBe('/app/public/login?signIn=done');
    expect(await whoIs(ours.cookie)).toMatchObject({ username: 'pupil' });
    // Without the app registration's xms_edov claim, nothing says the address is theirs.
    const unvouched = await signIn('ms-unvouched', query);
    expect(unvouched.location).toBe('/app/public/login?signIn=unverified');
  });

  it("refuses to save a school's settings that could not work", async () => {
    const head = await t.login(HEAD);
    const save = (payload: Record<string, unknown>) =>
      t.injectAs(head, {
        method: 'POST',
        url: '/api/schooladmin/SaveSignInSettings',
        payload: {
          provider: 'microsoft',
          enabled: true,
          tenantId: 't',
          enforcesMfa: false,
          ...payload,
        },
      });
    expect((await save({ domains: '' })).json()).toEqual({
      error: 'Name at least one e-mail domain of the school.',
    });
    expect((await save({ domains: 'demoacademy.test', tenantId: ' ' })).json()).toEqual({
      error: 'Give the school’s Microsoft tenant id.',
    });
    expect((await save({ domains: 'not a domain' })).statusCode).toBe(400);
    const settings = await t.injectAs(head, { url: '/api/schooladmin/GetSignInSettings' });
    expect(settings.json()).toEqual({
      settings: [
        {
          provider: 'google',
          offered: true,
          enabled: true,
          domains: 'demoacademy.test',
          tenantId: '',
          enforcesMfa: false,
        },
        {
          provider: 'microsoft',
          offered: true,
          enabled: true,
          domains: 'demoacademy.test',
          tenantId: 'tenant-a',
          enforcesMfa: false,
        },
      ],
    });
  });
});
