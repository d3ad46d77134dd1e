/** Reads the server's settings from the environment and command line, once, in one place. */
import path from 'node:path';
import { DEFAULT_MAX_UPLOAD_MB } from '@skillfolio/shared/wire';
import type { DatabaseTarget } from './db/connection';
import { parseSsoProviders, type SsoProvider } from './sso/ssoProviders';
import { parseTrustProxy, type TrustProxy } from './trustProxy';

export interface AppConfig {
  port: number;
  host: string;
  /** Folder holding the SQLite file and the mail outbox (`outbox/`). */
  dataDir: string;
  /** `<dataDir>/skillfolio.db`, or PostgreSQL when `DATABASE_URL` is a postgres URL. */
  database: DatabaseTarget;
  /** Folder holding `shell/dist` and `remote-<name>/dist`. */
  staticRoot: string;
  /** Base URL of the remotes in `/app/remotes.json`, always ending in `/`. */
  remoteBaseUrl: string;
  /**
   * Folder of the areas' releases (`<area>/<version>/`), written by `npm run release` and
   * served at /app/releases/. Every instance must see the same folder (or a CDN serves it).
   */
  releasesDir: string;
  /** Base URL of the releases in `/app/remotes.json`, always ending in `/`. */
  releaseBaseUrl: string;
  /**
   * `TRUST_PROXY`: the proxies whose X-Forwarded-For and X-Forwarded-Proto are believed
   * (trustProxy.ts says exactly how); false: none.
   */
  trustProxy: TrustProxy;
  /** `--demo`: load DEMO.md's data into an empty database at start. */
  loadDemo: boolean;
  logLevel: string;
  /** `SMTP_URL`: mail goes over SMTP; null (the default) writes each mail to `outboxDir`. */
  smtpUrl: string | null;
  /** `<dataDir>/outbox`: where mail goes as `.eml` files when no SMTP_URL is set. */
  outboxDir: string;
  /** `MAIL_FROM`: the sender of every mail. */
  mailFrom: string;
  /**
   * `PUBLIC_BASE_URL`: the app's address as a mail reader reaches it, ending in `/`
   * (default `http://127.0.0.1:<PORT>/app/`); links in mail start with it.
   */
  publicBaseUrl: string;
  /** `MAX_UPLOAD_MB`: the largest file an admin may upload, in MB (default 25). */
  maxUploadMb: number;
  /** `SSO_GOOGLE_*`, `SSO_MICROSOFT_*`: the OpenID providers offered for sign-in (sso/). */
  ssoProviders: SsoProvider[];
}

/** Where this server serves the releases folder. */
export const RELEASES_PATH = '/app/releases/';

// The same relative path holds from src/ (ts-jest) and dist/ (built): both sit in server/.
const serverPackageDir = path.resolve(__dirname, '..');
const repoRoot = path.resolve(serverPackageDir, '..');

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: readonly string[] = process.argv.slice(2),
): AppConfig {
  const databaseUrl = env.DATABASE_URL?.trim() ?? '';
  if (databaseUrl !== '' && !/^postgres(ql)?:\/\//i.test(databaseUrl)) {
    // Silently ignoring it would put the data somewhere the operator did not ask for.
    throw new Error(
      `DATABASE_URL must be a postgres:// URL, not "${databaseUrl}". Unset it to use SQLite in DATA_DIR.`,
    );
  }

  const dataDir = path.resolve(nonBlank(env.DATA_DIR) ?? path.join(repoRoot, 'data'));
  const port = parsePort(env.PORT);
  return {
    port,
    host: nonBlank(env.HOST) ?? '127.0.0.1',
    dataDir,
    database:
      databaseUrl === ''
        ? { kind: 'sqlite', file: path.join(dataDir, 'skillfolio.db') }
        : { kind: 'postgres', url: databaseUrl },
    staticRoot: path.resolve(nonBlank(env.STATIC_ROOT) ?? repoRoot),
    remoteBaseUrl: withTrailingSlash(nonBlank(env.REMOTE_BASE_URL) ?? '/app/remotes/'),
    releasesDir: path.resolve(nonBlank(env.RELEASES_DIR) ?? path.join(dataDir, 'releases')),
    releaseBaseUrl: withTrailingSlash(nonBlank(env.RELEASE_BASE_URL) ?? RELEASES_PATH),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    loadDemo: argv.includes('--demo'),
    logLevel: nonBlank(env.LOG_LEVEL) ?? 'info',
    smtpUrl: parseSmtpUrl(env.SMTP_URL),
    outboxDir: path.join(dataDir, 'outbox'),
    mailFrom: nonBlank(env.MAIL_FROM) ?? 'Skillfolio <no-reply@skillfolio.invalid>',
    publicBaseUrl: withTrailingSlash(
      nonBlank(env.PUBLIC_BASE_URL) ?? `http://127.0.0.1:${port}/app/`,
    ),
    maxUploadMb: parseMaxUploadMb(env.MAX_UPLOAD_MB),
    ssoProviders: parseSsoProviders(env),
  };
}

function parseSmtpUrl(value: string | undefined): string | null {
  const text = nonBlank(value);
  if (text === undefined) return null;
  // A typo here would otherwise surface only when the first school tries to register.
  if (!/^smtps?:\/\//i.test(text)) {
    throw new Error(
      'SMTP_URL must be an smtp:// or smtps:// URL. Unset it to write mail to DATA_DIR/outbox.',
    );
  }
  return text;
}

function nonBlank(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

function parseMaxUploadMb(value: string | undefined): number {
  const text = nonBlank(value);
  if (text === undefined) return DEFAULT_MAX_UPLOAD_MB;
  const mb = Number(text);
  if (!Number.isFinite(mb) || mb <= 0 || mb > 2048) {
    throw new Error(
      `MAX_UPLOAD_MB must be a number of megabytes above 0 and up to 2048, not "${text}".`,
    );
  }
  return mb;
}

function parsePort(value: string | undefined): number {
  const text = nonBlank(value);
  if (text === undefined) return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be an integer from 0 to 65535, not "${text}".`);
  }
  return port;
}

function withTrailingSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}
