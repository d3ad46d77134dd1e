/**
 * The security headers on every kind of reply: the CSP and its neighbours, HSTS only over
 * TLS, and no-store on every /api reply whatever answered it. Headers are set whatever the
 * queries behind a reply: @sameOnEitherDatabase, so the PostgreSQL pass leaves it out.
 */
import { OkReply } from '@skillfolio/shared/wire';
import helmet from '@fastify/helmet';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { replies } from '../wire/replies';
import { cspDirectives, helmetOptions, remoteOriginOf } from './securityHeaders';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({
    extend: (app) => {
      // Like a file download that asks to be cached: on /api it still must not be.
      app.get(
        '/api/test/download',
        { config: { access: 'user' }, schema: { response: replies(OkReply) } },
        async (_request, reply) => {
          reply.header('cache-control', 'public, max-age=3600');
          return { ok: true } as const;
        },
      );
    },
  });
});
afterAll(() => t.close());

/** The CSP header as directive → sources. */
function parseCsp(response: LightMyRequestResponse): Map<string, string[]> {
  const header = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    header
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0] !== undefined && words[0] !== '')
      .map(([name, ...sources]) => [name ?? '', sources]),
  );
}

describe('the Content Security Policy', () => {
  it('lets scripts come from this origin only: no inline script, no eval', async () => {
    const csp = parseCsp(await t.app.inject({ url: '/api/User/GetCurrentUser' }));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('script-src-attr')).toEqual(["'none'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    expect(csp.get('connect-src')).toEqual(["'self'"]);
  });

  it('allows no plugins, no foreign <base>, and no framing by anyone', async () => {
    const csp = parseCsp(await t.app.inject({ url: '/' }));
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
  });

  it('lets styles be inline (the kit and React write them), which runs no code', async () => {
    const csp = parseCsp(await t.app.inject({ url: '/' }));
    expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('does not upgrade requests to https, which would break plain-HTTP use', async () => {
    const csp = parseCsp(await t.app.inject({ url: '/' }));
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
  });

  it('adds the remotes origin to script-src and connect-src when REMOTE_BASE_URL is elsewhere', async () => {
    const cdn = await buildTestApp({
      demo: false,
      config: { remoteBaseUrl: 'https://cdn.example:8443/skillfolio/remotes/' },
    });
    try {
      const csp = parseCsp(await cdn.app.inject({ url: '/app/remotes.json' }));
      expect(csp.get('script-src')).toEqual(["'self'", 'https://cdn.example:8443']);
      expect(csp.get('connect-src')).toEqual(["'self'", 'https://cdn.example:8443']);
      expect(csp.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    } finally {
      await cdn.close();
    }
  });

  it('reads the remotes origin from absolute and protocol-relative bases only', () => {
    expect(remoteOriginOf('/app/remotes/')).toBeUndefined();
    expect(remoteOriginOf('remotes/')).toBeUndefined();
    expect(remoteOriginOf('http://127.0.0.1:9000/remotes/')).toBe('http://127.0.0.1:9000');
    expect(remoteOriginOf('//cdn.example/r/')).toBe('https://cdn.example');
    for (const sources of Object.values(cspDirectives('https://cdn.example/r/'))) {
      expect(sources.join(' ')).not.toMatch(/unsafe-eval|\*|data:|https:(?!\/\/)/);
    }
  });

  it('lets scripts come from where releases are served too, each origin once', () => {
    const directives = cspDirectives('https://cdn.example/r/', 'https://releases.example/x/');
    expect(directives['script-src']).toEqual([
      "'self'",
      'https://cdn.example',
      'https://releases.example',
    ]);
    expect(
      cspDirectives('https://cdn.example/r/', 'https://cdn.example/rel/')['script-src'],
    ).toEqual(["'self'", 'https://cdn.example']);
    expect(cspDirectives('/app/remotes/', '/app/releases/')['script-src']).toEqual(["'self'"]);
  });
});

describe('the other headers', () => {
  it.each([
    ['an API 401', '/api/pages/GetTags'],
    ['a redirect', '/'],
    ['the manifest', '/app/remotes.json'],
    ['a 404', '/nothing-here'],
  ])('on %s: DENY framing, nosniff, same-origin referrer', async (_what, url) => {
    const response = await t.app.inject({ url });
    expect(response.headers['x-frame-options']).toBe('DENY');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('same-origin');
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});

describe('HSTS', () => {
  it('is not sent over plain HTTP', async () => {
    const response = await t.app.inject({ url: '/api/User/GetCurrentUser' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is not sent for a forged X-Forwarded-Proto when no proxy is trusted', async () => {
    const response = await t.app.inject({
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when a trusted proxy says the request came over https', async () => {
    const proxied = await buildTestApp({ demo: false, config: { trustProxy: { hops: 1 } } });
    try {
      for (const url of ['/', '/api/User/GetCurrentUser']) {
        const response = await proxied.app.inject({
          url,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
      }
      const plain = await proxied.app.inject({
        url: '/',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await proxied.close();
    }
  });
});

describe('Cache-Control on /api', () => {
  it('is no-store on a 200 with personal data', async () => {
    const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const response = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on the login reply and its cookie', async () => {
    const response = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      payload: { username: 'homeuser', password: 'demo-password', loginMode: 'U' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['a 401 Not Authenticated', 'GET', '/api/pages/GetTags', 401],
    [
      'the first user check of a visitor who is not logged in',
      'GET',
      '/api/User/GetCurrentUser',
      204,
    ],
    ['a 401 Not logged in', 'POST', '/api/user/deletestep', 401],
    ['an unknown API path', 'GET', '/api/nothing/here', 401],
    ['an oddly cased path', 'GET', '/API/Pages/GetTags', 401],
  ])('is no-store on %s', async (_what, method, url, status) => {
    const response = await t.injectAs(undefined, { method: method as 'GET' | 'POST', url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a 400 and a 403', async () => {
    const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const badJson = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.headers['cache-control']).toBe('no-store');

    const noCsrf = await t.app.inject({
      method: 'POST',
      url: '/api/public/logout',
      headers: { cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.headers['cache-control']).toBe('no-store');
  });

  it('is no-store even where a route asked for caching (a download)', async () => {
    const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const response = await t.injectAs(cookie, { url: '/api/test/download' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('leaves the manifest its own no-cache', async () => {
    const response = await t.app.inject({ url: '/app/remotes.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the headers worked out once at start-up', () => {
  it('are every header @fastify/helmet sends on each request, with the same values', async () => {
    const reference = Fastify({ logger: false });
    await reference.register(helmet, helmetOptions({ remoteBaseUrl: '/app/remotes/' }));
    reference.get('/', async () => 'hello');
    const expected = (await reference.inject({ url: '/' })).headers;
    await reference.close();

    const ours = (await t.app.inject({ url: '/app/remotes.json' })).headers;
    const fromHelmet = Object.keys(expected).filter(
      (name) => !['content-type', 'content-length', 'date', 'connection'].includes(name),
    );
    expect(fromHelmet.length).toBeGreaterThan(8);
    for (const name of fromHelmet) expect([name, ours[name]]).toEqual([name, expected[name]]);
  });
});
