/**
 * Screens tested against the real server, without a browser and without a build: the server's
 * own app (its test builder, on a private copy of a temp SQLite file holding the demo data) runs
 * in the test's process, and the page's one API client reaches it through `app.inject` instead
 * of a socket. Cookies travel in a jar per test file, as in a browser. The test file must run in
 * `jest.real-server-env.cjs` (the server's test builder, and Node's fetch classes, in the window).
 */
import { configureApiClient } from '../api/client';
import { login } from '../api/public';
import type { ReactElement } from 'react';
import type { SessionData } from '../store/session';
import type { LoginRequest, SessionReply } from '../types';
import { createCookieJar } from './cookieJar';
import { renderWithShell } from './renderWithShell';

/** Where the in-process app answers; nothing listens there, nothing leaves the process. */
const ORIGIN = 'http://skillfolio.test';

/** The parts of the server's TestApp (server/test/support/buildTestApp.ts) used here. */
interface InjectedReply {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  rawPayload: Buffer;
}
interface ServerTestApp {
  app: {
    inject(options: {
      method: string;
      url: string;
      headers: Record<string, string>;
      payload?: Buffer;
    }): Promise<InjectedReply>;
  };
  sql(statement: string): Promise<unknown[]>;
  close(): Promise<void>;
}
interface ServerTestKit {
  buildTestApp(options?: { demo?: boolean; config?: ServerSettings }): Promise<ServerTestApp>;
}

/**
 * Settings to change from the server's test defaults (its AppConfig, in
 * server/test/support/buildTestApp.ts), e.g. `{ ssoProviders: [...] }`; the server checks them.
 */
export type ServerSettings = Record<string, unknown>;

export interface RealServerOptions {
  config?: ServerSettings;
}

/**
 * The server's test builder, which jest.real-server-env.cjs hands the window: typed here by the
 * parts used, so the front-end type check never reads server code.
 */
function serverTestKit(): ServerTestKit {
  const kit = (window as unknown as { __serverTestKit?: () => ServerTestKit }).__serverTestKit;
  if (!kit) throw new Error('Run this test file in jest.real-server-env.cjs');
  return kit();
}

export interface RealServer {
  /** The app's origin, for the API client's prefix (`${url}/api`). */
  url: string;
  /** Every navigation the API client asked for (SPEC §8 redirects), oldest first. */
  visits: string[];
  /**
   * One SQL statement on the app's own database connection, for a test that makes a fault
   * for real (a full disk: SQLite's `pragma max_page_count`); resolves to its rows.
   */
  sql: (statement: string) => Promise<unknown[]>;
  stop: () => Promise<void>;
}

export interface SentRequest {
  method: string;
  url: string;
  body: string;
}

const jar = createCookieJar();
/** What the page sent, so a test can tell a write happened (e.g. RememberSelection). */
const requests: SentRequest[] = [];

/** Replies without a body by definition: Response refuses one for them. */
const NO_BODY = new Set([101, 204, 205, 304]);

/** A fetch that hands requests for ORIGIN to the app in-process, and any other to Node's. */
function inProcessFetch(app: ServerTestApp['app'], otherwise: typeof fetch): typeof fetch {
  return async (input, init) => {
    const request = new Request(input instanceof Request ? input : String(input), init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    requests.push({ method: request.method, url: request.url, body: body?.toString() ?? '' });
    const url = new URL(request.url);
    if (url.origin !== ORIGIN) return otherwise(request);

    const headers: Record<string, string> = {};
    request.headers.forEach((value, name) => (headers[name] = value));
    const cookie = jar.header();
    if (cookie) headers.cookie = cookie;
    const reply = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers,
      ...(body ? { payload: body } : {}),
    });
    const replyHeaders = new Headers();
    for (const [name, value] of Object.entries(reply.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [String(value)])
        replyHeaders.append(name, one);
    }
    jar.store(replyHeaders.getSetCookie());
    return new Response(NO_BODY.has(reply.statusCode) ? null : new Uint8Array(reply.rawPayload), {
      status: reply.statusCode,
      headers: replyHeaders,
    });
  };
}

/**
 * Registers the test file's hooks: the app is built before its first test and closed after its
 * last. Read the fields inside tests (they are filled in beforeAll).
 */
export function realServerForThisFile(options: RealServerOptions = {}): RealServer {
  const handle: RealServer = {
    url: ORIGIN,
    visits: [],
    sql: () => Promise.reject(new Error('The real server starts in beforeAll')),
    stop: () => Promise.resolve(),
  };
  beforeAll(async () => {
    Object.assign(handle, await startRealServer(options));
  });
  afterAll(() => handle.stop());
  return handle;
}

/** Builds the real app over a copy of the demo database and points the API client at it. */
export async function startRealServer(options: RealServerOptions = {}): Promise<RealServer> {
  const { buildTestApp } = serverTestKit();
  const server = await buildTestApp(options.config === undefined ? {} : { config: options.config });
  jar.clear();
  requests.length = 0;
  const visits: string[] = [];
  const nodeFetch = window.fetch;
  const toApp = inProcessFetch(server.app, nodeFetch);
  // The API client, and any plain fetch of the page (the shell's manifest), reach the app.
  window.fetch = toApp;
  configureApiClient({
    prefixUrl: `${ORIGIN}/api`,
    navigate: (to) => visits.push(to),
    fetch: toApp,
  });
  return {
    url: ORIGIN,
    visits,
    sql: (statement) => server.sql(statement),
    stop: async () => {
      window.fetch = nodeFetch;
      await server.close();
    },
  };
}

/** The demo logins of DEMO.md that screen tests use. */
export const DEMO_LOGINS = {
  pupil: {
    loginMode: 'U',
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'demo-password',
  },
  parent: {
    loginMode: 'U',
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'parent-password',
  },
  riversidePupil: {
    loginMode: 'U',
    username: 'pupil',
    schoolUsername: 'riverside',
    password: 'demo-password',
  },
  homeUser: { loginMode: 'U', username: 'homeuser', schoolUsername: '', password: 'demo-password' },
  globalAdmin: {
    loginMode: 'E',
    username: 'admin@skillfolio.test',
    schoolUsername: '',
    password: 'demo-password',
  },
  head: {
    loginMode: 'U',
    username: 'head',
    schoolUsername: 'demoacademy',
    password: 'demo-password',
  },
  teacher: {
    loginMode: 'U',
    username: 'teacher',
    schoolUsername: 'demoacademy',
    password: 'demo-password',
  },
  riversideHead: {
    loginMode: 'U',
    username: 'head',
    schoolUsername: 'riverside',
    password: 'demo-password',
  },
} satisfies Record<string, LoginRequest>;

/** Every request the page sent since the test file began. */
export function sentRequests(): SentRequest[] {
  return requests;
}

/** Logs in through the real login call, in a fresh cookie jar; resolves to the server's reply. */
export async function logInAs(who: LoginRequest): Promise<SessionReply> {
  jar.clear();
  const result = await login(who);
  if (result.kind !== 'ok') throw new Error(`Could not log in as ${who.username}: ${result.kind}`);
  return result.session;
}

/** The store's session as the shell sets it from a login reply. */
export function sessionOf(reply: SessionReply): Partial<SessionData> {
  return {
    currentUser: reply.currentUser,
    currentSchool: reply.currentSchool,
    selectedProjectId: reply.selectedProjectId,
    selectedAssessmentId: reply.selectedAssessmentId,
  };
}

/** Logs in on the real server as `who`, then mounts the screen at `url` in that session. */
export async function renderLoggedIn(
  ui: ReactElement,
  who: LoginRequest,
  url: string,
): Promise<SessionReply> {
  const reply = await logInAs(who);
  renderWithShell(ui, { url, session: sessionOf(reply) });
  return reply;
}
