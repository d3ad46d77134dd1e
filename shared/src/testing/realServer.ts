/**
 * Screens tested against the real server, without a browser: the built server runs with the
 * demo data on a free port and a fresh data folder, and the page's one API client talks to it.
 * The test file must run in `jest.real-server-env.cjs` (Node's fetch and a cookie jar).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { configureApiClient } from '../api/client';
import { login } from '../api/public';
import type { ReactElement } from 'react';
import type { SessionData } from '../store/session';
import type { LoginRequest, SessionReply } from '../types';
import { renderWithShell } from './renderWithShell';

const REPO = path.resolve(__dirname, '../../..');
const SERVER_ENTRY = path.join(REPO, 'server/dist/server.js');

export interface RealServer {
  url: string;
  /** Every navigation the API client asked for (SPEC §8 redirects), oldest first. */
  visits: string[];
  stop: () => Promise<void>;
}

/** The window's cookie jar, put there by jest.real-server-env.cjs. */
interface CookieJar {
  clear: () => void;
}

function cookieJar(): CookieJar {
  const jar = (window as unknown as { __cookieJar?: CookieJar }).__cookieJar;
  if (!jar) throw new Error('Run this test file in jest.real-server-env.cjs');
  return jar;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/** Node's own http, not the window's fetch: the readiness probe must not touch the cookie jar. */
function answers(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    http
      .get(url, (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${log()}`);
    if (await answers(`${url}/app/remotes.json`)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not start within 30 s:\n${log()}`);
}

/**
 * Registers the test file's hooks: the real server starts before its first test and stops
 * after its last. Read the fields inside tests (they are filled in beforeAll).
 */
export function realServerForThisFile(): RealServer {
  const handle = {} as RealServer;
  beforeAll(async () => {
    Object.assign(handle, await startRealServer());
  });
  afterAll(() => handle.stop());
  return handle;
}

/** Starts `server/dist/server.js --demo` and points the API client at it. */
export async function startRealServer(): Promise<RealServer> {
  if (!existsSync(SERVER_ENTRY))
    throw new Error('Build the server first: node scripts/build.mjs server');
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-screens-'));
  let output = '';
  const child = spawn(process.execPath, [SERVER_ENTRY, '--demo'], {
    cwd: REPO,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilUp(url, child, () => output);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  const visits: string[] = [];
  configureApiClient({ prefixUrl: `${url}/api`, navigate: (to) => visits.push(to) });
  return {
    url,
    visits,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
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

export interface SentRequest {
  method: string;
  url: string;
  body: string;
}

/** Every request the page sent since the test file began (jest.real-server-env.cjs records them). */
export function sentRequests(): SentRequest[] {
  const requests = (window as unknown as { __requests?: SentRequest[] }).__requests;
  if (!requests) throw new Error('Run this test file in jest.real-server-env.cjs');
  return requests;
}

/** Logs in through the real login call, in a fresh cookie jar; resolves to the server's reply. */
export async function logInAs(who: LoginRequest): Promise<SessionReply> {
  cookieJar().clear();
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
