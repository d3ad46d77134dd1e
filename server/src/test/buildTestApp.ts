/**
 * The one way server tests get an app: the real app on a fresh temp SQLite file holding
 * the migrated schema and the demo data, called through `inject`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openSqliteDatabase } from '../db/connection';
import { DEMO_PASSWORD, loadDemoIfEmpty } from '../db/demo';
import { migrateToLatest } from '../db/migrator';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../plugins/guard';
import { SESSION_COOKIE } from '../plugins/sessions';

export interface LoginDetails {
  username: string;
  /** Defaults to the demo password. */
  password?: string;
  /** Defaults to 'U'. */
  loginMode?: 'E' | 'U';
  /** Defaults to '' (a private user). */
  schoolUsername?: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  /** Logs in through the real login route; returns the Cookie header value to send. */
  login(details: LoginDetails): Promise<string>;
  /** inject with this session cookie (none if undefined) and, on non-GET, the CSRF header. */
  injectAs(cookie: string | undefined, options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Closes the app and deletes its temp folder. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load DEMO.md's data (default true). */
  demo?: boolean;
  /** Where the shell and remote builds live (default: an empty folder). */
  staticRoot?: string;
  /** Settings to change from the test defaults. */
  config?: Partial<Omit<AppConfig, 'dataDir' | 'databaseFile'>>;
  /** Adds routes or hooks before the app is made ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const config = await prepareTestConfig(options);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, { logger: false });
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    removeDir(config.dataDir);
    throw error;
  }
  const readyApp = app;

  const injectAs = (
    cookie: string | undefined,
    injectOptions: InjectOptions,
  ): Promise<LightMyRequestResponse> => {
    const method = (injectOptions.method ?? 'GET').toUpperCase();
    return readyApp.inject({
      ...injectOptions,
      headers: {
        ...(method === 'GET' || method === 'HEAD' ? {} : { [CSRF_HEADER]: CSRF_HEADER_VALUE }),
        ...(cookie === undefined ? {} : { cookie }),
        ...injectOptions.headers,
      },
    });
  };

  return {
    app: readyApp,
    config,
    injectAs,
    async login(details) {
      const response = await injectAs(undefined, {
        method: 'POST',
        url: '/api/public/login',
        payload: {
          username: details.username,
          password: details.password ?? DEMO_PASSWORD,
          loginMode: details.loginMode ?? 'U',
          schoolUsername: details.schoolUsername ?? '',
        },
      });
      const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
      if (response.statusCode !== 200 || cookie === undefined) {
        throw new Error(
          `Login of ${details.username} failed: ${response.statusCode} ${response.body}`,
        );
      }
      return `${SESSION_COOKIE}=${cookie.value}`;
    },
    async close() {
      await readyApp.close();
      removeDir(config.dataDir);
    },
  };
}

/**
 * A config whose database is a private copy of the template (migrated, demo or not), in a
 * fresh temp folder the caller removes with `removeDir(config.dataDir)`.
 */
export async function prepareTestConfig(options: TestAppOptions = {}): Promise<AppConfig> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-test-'));
  const databaseFile = path.join(dataDir, 'skillfolio.db');
  fs.copyFileSync(await templateDatabase(options.demo ?? true), databaseFile);
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseFile,
    staticRoot: options.staticRoot ?? path.join(dataDir, 'no-static-files'),
    remoteBaseUrl: '/app/remotes/',
    trustProxy: false,
    loadDemo: false,
    logLevel: 'silent',
    ...options.config,
  };
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}

// One template per jest worker process (jest re-evaluates this module for every test file,
// so the cache has to be a file). Keyed by pid; a file older than this process was left by
// an earlier process that had the same pid, and is rebuilt.
const processStartMs = Date.now() - process.uptime() * 1000;

async function templateDatabase(demo: boolean): Promise<string> {
  const file = path.join(
    os.tmpdir(),
    `skillfolio-template-${process.pid}-${demo ? 'demo' : 'empty'}.db`,
  );
  if (isFromThisProcess(file)) return file;

  removeTemplatesOfEndedProcesses();
  const building = `${file}.${Math.random().toString(36).slice(2)}.tmp`;
  const db = openSqliteDatabase(building);
  try {
    await migrateToLatest(db);
    if (demo) await loadDemoIfEmpty(db);
  } finally {
    // Closing checkpoints the WAL into the main file, so copying that one file is enough.
    await db.destroy();
  }
  fs.renameSync(building, file);
  return file;
}

function isFromThisProcess(file: string): boolean {
  try {
    return fs.statSync(file).mtimeMs >= processStartMs - 1000;
  } catch {
    return false;
  }
}

/** Templates of workers that have exited are of no further use. */
function removeTemplatesOfEndedProcesses(): void {
  for (const name of fs.readdirSync(os.tmpdir())) {
    const pid = /^skillfolio-template-(\d+)-/.exec(name)?.[1];
    if (pid === undefined || isRunning(Number(pid))) continue;
    fs.rmSync(path.join(os.tmpdir(), name), { force: true });
  }
}

function isRunning(pid: number): boolean {
  try {
    // Signal 0 sends nothing: it only asks whether the process exists.
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return typeof error === 'object' && error !== null && 'code' in error && error.code === 'EPERM';
  }
}
