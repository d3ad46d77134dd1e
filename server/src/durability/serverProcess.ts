/**
 * The built server (`server/dist/server.js`, `node scripts/build.mjs server` first) as a
 * child process on 127.0.0.1, a free port and a SQLite file in a folder of the test's own (or
 * the PostgreSQL a test passes as DATABASE_URL), and a small HTTP client for it: what a school
 * runs, killed and restarted for real.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../scripts/testing/freePort.cjs';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../plugins/guard';

const SERVER_DIST = path.resolve(__dirname, '../../dist');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output(): string;
  /** Resolves with the exit code (or the signal's name). */
  exited: Promise<number | string>;
}

/** The environment of a server on `dataDir`'s SQLite file, whatever database the run uses. */
export function serverEnv(dataDir: string, port = 0): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1' };
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  env.PORT = String(port);
  env.LOG_LEVEL = 'warn';
  return env;
}

/** `env`: settings over serverEnv's, e.g. a DATABASE_URL for a server on PostgreSQL. */
export async function startServer(
  dataDir: string,
  demo: boolean,
  env: NodeJS.ProcessEnv = {},
): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(
    process.execPath,
    [path.join(SERVER_DIST, 'server.js'), ...(demo ? ['--demo'] : [])],
    { env: { ...serverEnv(dataDir, port), ...env }, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? 'unknown')),
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/public/getemail`);
      if (response.status < 500) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The server did not start within 60 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url, child, output: () => output, exited };
}

export async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
  }
  await server.exited;
}

export function post(url: string, cookie: string | undefined, body: unknown): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: CSRF_HEADER_VALUE,
      ...(cookie === undefined ? {} : { cookie }),
    },
    body: JSON.stringify(body),
  });
}

/** Logs the demo pupil in; the session lives in the database, so it outlasts a restart. */
export async function loginPupil(url: string): Promise<string> {
  const response = await post(`${url}/api/public/login`, undefined, {
    username: 'pupil',
    password: 'demo-password',
    loginMode: 'U',
    schoolUsername: 'demoacademy',
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith('sf_session='));
  if (response.status !== 200 || cookie === undefined) {
    throw new Error(`login failed: ${response.status} ${await response.text()}`);
  }
  return cookie.split(';')[0] ?? '';
}
