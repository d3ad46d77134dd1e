/**
 * The one way server tests get an app: the real app on a private database (a temp SQLite
 * file, or a fresh PostgreSQL database when the run provides one) holding the migrated
 * schema and the demo data, called through `inject`.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp, type RosterPullTuning } from '../../src/app';
import type { AppConfig } from '../../src/config';
import { DEMO_PASSWORD } from '../../src/db/demo';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../src/plugins/guard';
import { SESSION_COOKIE, type Clock } from '../../src/plugins/sessions';
import { rememberedCompilers } from './compiledSchemas';
import { createTestDatabase, type TestDatabase } from './testDatabase';

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
  /**
   * Runs one SQL statement on the app's own connection and returns its rows: for a test that
   * makes a fault for real (a SQLite file that may grow no more: `pragma max_page_count`).
   */
  sql(statement: string): Promise<unknown[]>;
  /** Closes the app and drops its database. */
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Load DEMO.md's data (default true). */
  demo?: boolean;
  /** Where the shell and remote builds live (default: an empty folder). */
  staticRoot?: string;
  /** Settings to change from the test defaults. */
  config?: Partial<Omit<AppConfig, 'dataDir' | 'database'>>;
  /** Now, for tests that move time on (session lifetimes). */
  clock?: Clock;
  /** Adds routes or hooks before the app is made ready. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
  /** The roster pull's limits and timing (a short timeout, small pages). */
  rosterPull?: RosterPullTuning;
}

export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const { config, database } = await prepareTestConfig(options);
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp(config, {
      logger: false,
      clock: options.clock,
      checkReplies: true,
      schemaController: rememberedCompilers,
      rosterPull: options.rosterPull,
    });
    await options.extend?.(app);
    await app.ready();
  } catch (error) {
    await app?.close();
    await database.drop();
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
    async sql(statement) {
      return (await sql.raw<unknown>(statement).execute(readyApp.db)).rows;
    },
    async close() {
      await readyApp.close();
      await database.drop();
    },
  };
}

/**
 * A config whose database is a private copy of the template (migrated, demo or not), with
 * a fresh temp folder as DATA_DIR; `database.drop()` removes both.
 */
export async function prepareTestConfig(
  options: TestAppOptions = {},
): Promise<{ config: AppConfig; database: TestDatabase }> {
  const database = await createTestDatabase(options.demo === false ? 'migrated' : 'demo');
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dir,
    database: database.target,
    staticRoot: options.staticRoot ?? path.join(database.dir, 'no-static-files'),
    remoteBaseUrl: '/app/remotes/',
    releasesDir: path.join(database.dir, 'releases'),
    releaseBaseUrl: '/app/releases/',
    trustProxy: false,
    loadDemo: false,
    logLevel: 'silent',
    smtpUrl: null,
    outboxDir: path.join(database.dir, 'outbox'),
    mailFrom: 'Skillfolio <no-reply@skillfolio.invalid>',
    publicBaseUrl: 'http://127.0.0.1:8080/app/',
    maxUploadMb: 25,
    ssoProviders: [],
    ...options.config,
  };
  return { config, database };
}

export function removeDir(dir: string): void {
  fs.rmSync(dir, { recursive: true, force: true });
}
