/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient, configureApiClient, LOGIN_URL, NOT_AUTHORISED_URL } from './client';
import { login } from './public';
import { getCurrentUser } from './currentUser';
import { initialSession, useSession } from '../store/session';
import { ENVIRONMENT_TEXT } from '../wire/texts';
import { i18n } from '../i18n/i18n';

// A real HTTP server answering each path with a fixed status and body, as the API would.
const replies: Record<string, { status: number; body: string; type?: string }> = {
  '/api/read/unauthenticated': { status: 401, body: 'Not Authenticated' },
  '/api/read/forbidden': { status: 403, body: 'Not authorised' },
  '/api/write/unauthenticated': { status: 401, body: 'Not logged in' },
  '/api/write/forbidden': { status: 403, body: 'Not authorised' },
  '/api/read/broken': {
    status: 500,
    body: '{"error":"Something went wrong"}',
    type: 'application/json',
  },
  '/api/read/unavailable': {
    status: 503,
    body: '{"error":"Skillfolio cannot reach its data just now. Please try again in a moment."}',
    type: 'application/json',
  },
  '/api/write/proxy-unavailable': {
    status: 503,
    body: '<html><body>503 Service Unavailable</body></html>',
    type: 'text/html',
  },
  '/api/User/GetCurrentUser': { status: 401, body: 'Not Authenticated' },
};
let loginReply = { status: 401, body: 'Login Error', type: 'text/plain' };
const seenHeaders: http.IncomingHttpHeaders[] = [];

const server = http.createServer((req, res) => {
  seenHeaders.push(req.headers);
  const reply = req.url === '/api/public/login' ? loginReply : replies[req.url ?? ''];
  res.writeHead(reply?.status ?? 404, { 'content-type': reply?.type ?? 'text/plain' });
  res.end(reply?.body ?? 'Not found');
});

const visits: { url: string; fullPage: boolean }[] = [];

beforeAll(async () => {
  // Node, not jsdom: the client's own words (its banners) load here, in English.
  await i18n.loadNamespaces(['api']);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  configureApiClient({
    prefixUrl: `http://127.0.0.1:${port}/api`,
    navigate: (url, { fullPage }) => visits.push({ url, fullPage }),
  });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  visits.length = 0;
  useSession.setState(initialSession);
});

describe('the API client', () => {
  it('sends a GET answered Not Authenticated to the login page with a full page load', async () => {
    await expect(apiClient().get('read/unauthenticated')).rejects.toThrow();
    expect(visits).toEqual([{ url: LOGIN_URL, fullPage: true }]);
  });

  it('sends a GET answered Not authorised to the not-authorised page', async () => {
    await expect(apiClient().get('read/forbidden')).rejects.toThrow();
    expect(visits).toEqual([{ url: NOT_AUTHORISED_URL, fullPage: false }]);
  });

  it('sends a POST answered Not logged in to the login page with a return path', async () => {
    await expect(apiClient().post('write/unauthenticated')).rejects.toThrow();
    expect(visits).toEqual([
      { url: `${LOGIN_URL}?returnUrl=${encodeURIComponent('/app/')}`, fullPage: true },
    ]);
  });

  it('sends a POST answered Not authorised to the not-authorised page', async () => {
    await expect(apiClient().post('write/forbidden')).rejects.toThrow();
    expect(visits).toEqual([{ url: NOT_AUTHORISED_URL, fullPage: false }]);
  });

  it('raises the error banner on a server failure and navigates nowhere', async () => {
    await expect(apiClient().get('read/broken')).rejects.toThrow();
    expect(visits).toEqual([]);
    expect(useSession.getState().banner).toBe(
      'Something went wrong on our side. Please try again.',
    );
  });

  it("says the server's own sentence when the failure is the environment's (503)", async () => {
    await expect(apiClient().get('read/unavailable')).rejects.toThrow();
    expect(visits).toEqual([]);
    expect(useSession.getState().banner).toBe(
      'Skillfolio cannot reach its data just now. Please try again in a moment.',
    );
  });

  it('says "try again in a moment" for a 503 that gives no sentence (a proxy\'s page)', async () => {
    await expect(apiClient().post('write/proxy-unavailable')).rejects.toThrow();
    expect(visits).toEqual([]);
    expect(useSession.getState().banner).toBe(ENVIRONMENT_TEXT.unavailable);
  });

  it('marks every request so the server can refuse cross-site writes', async () => {
    seenHeaders.length = 0;
    await expect(apiClient().post('write/forbidden')).rejects.toThrow();
    expect(seenHeaders[0]?.['x-requested-with']).toBe('skillfolio');
  });

  it('answers the first user check with null, without redirecting, when nobody is logged in', async () => {
    replies['/api/User/GetCurrentUser'] = { status: 204, body: '' };
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(visits).toEqual([]);
    expect(useSession.getState().banner).toBeNull();
  });

  it('takes the 401 of a server from before the 204 as nobody logged in too', async () => {
    replies['/api/User/GetCurrentUser'] = { status: 401, body: 'Not Authenticated' };
    await expect(getCurrentUser()).resolves.toBeNull();
    expect(visits).toEqual([]);
  });
});

describe('login', () => {
  it('reports wrong details (the reply Login Error) as incorrect', async () => {
    loginReply = { status: 401, body: 'Login Error', type: 'text/plain' };
    await expect(
      login({ loginMode: 'U', username: 'pupil', password: 'x', schoolUsername: 'demoacademy' }),
    ).resolves.toEqual({
      kind: 'incorrect',
    });
    expect(visits).toEqual([]);
  });

  it('reports a reply with an error field as an error', async () => {
    loginReply = {
      status: 400,
      body: '{"error":"loginMode must be E or U"}',
      type: 'application/json',
    };
    await expect(
      login({ loginMode: 'U', username: 'pupil', password: 'x', schoolUsername: '' }),
    ).resolves.toEqual({
      kind: 'error',
      error: 'loginMode must be E or U',
    });
  });

  it('returns the session of a successful login', async () => {
    const session = { currentUser: { user_id: 1 }, currentSchool: null };
    loginReply = { status: 200, body: JSON.stringify(session), type: 'application/json' };
    await expect(
      login({ loginMode: 'E', username: 'a@b.test', password: 'x', schoolUsername: '' }),
    ).resolves.toEqual({
      kind: 'ok',
      session,
    });
  });
});
