/**
 * A private database for one test: a temp SQLite file by default, or, when the test run
 * provides a PostgreSQL cluster (`TEST_DATABASE_URL`, a URL with rights to create
 * databases), a fresh PostgreSQL database. The server suite runs once with each.
 *
 * Migrating and loading the demo data (argon2 hashes) costs seconds, so each jest worker
 * builds a template once and every test gets a copy: a file copy on SQLite, `CREATE
 * DATABASE … TEMPLATE` on PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../src/db/connection';
import { loadDemoIfEmpty } from '../../src/db/demo';
import { migrateToLatest } from '../../src/db/migrator';

export type TestDatabaseContent = 'demo' | 'migrated' | 'nothing';

export interface TestDatabase {
  target: DatabaseTarget;
  /** A folder of the test's own (the SQLite file lives there); removed by drop(). */
  dir: string;
  drop(): Promise<void>;
}

export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DATABASE_URL
  ? 'postgres'
  : 'sqlite';

export async function createTestDatabase(
  content: TestDatabaseContent = 'demo',
): Promise<TestDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-test-'));
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createPostgresDatabase(adminUrl, content, dir);

  const file = path.join(dir, 'skillfolio.db');
  if (content !== 'nothing') fs.copyFileSync(await sqliteTemplate(content), file);
  return {
    target: { kind: 'sqlite', file },
    dir,
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}

async function prepare(
  target: DatabaseTarget,
  content: Exclude<TestDatabaseContent, 'nothing'>,
): Promise<void> {
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    if (content === 'demo') await loadDemoIfEmpty(db);
  } finally {
    // On SQLite closing checkpoints the WAL into the main file, so copying that file is enough;
    // on PostgreSQL a template must have no connections left.
    await db.destroy();
  }
}

// ---- PostgreSQL -------------------------------------------------------------------------

let counter = 0;

function urlOf(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function postgresTemplate(
  adminUrl: string,
  content: Exclude<TestDatabaseContent, 'nothing'>,
): Promise<string> {
  // One per worker and content; the cluster is thrown away after the run.
  const name = `sf_template_${process.pid}_${content}`;
  const exists = await withAdmin(adminUrl, async (client) => {
    const result = await client.query('select 1 from pg_database where datname = $1', [name]);
    return (result.rowCount ?? 0) > 0;
  });
  if (exists) return name;
  const building = `${name}_building_${Date.now()}`;
  await withAdmin(adminUrl, (client) => client.query(`create database "${building}"`));
  await prepare({ kind: 'postgres', url: urlOf(adminUrl, building) }, content);
  await withAdmin(adminUrl, (client) =>
    client.query(`alter database "${building}" rename to "${name}"`),
  );
  return name;
}

async function createPostgresDatabase(
  adminUrl: string,
  content: TestDatabaseContent,
  dir: string,
): Promise<TestDatabase> {
  const name = `sf_test_${process.pid}_${Date.now()}_${counter++}`;
  const template = content === 'nothing' ? 'template0' : await postgresTemplate(adminUrl, content);
  await withAdmin(adminUrl, (client) =>
    client.query(`create database "${name}" template "${template}"`),
  );
  return {
    target: { kind: 'postgres', url: urlOf(adminUrl, name) },
    dir,
    drop: async () => {
      await withAdmin(adminUrl, (client) =>
        client.query(`drop database if exists "${name}" with (force)`),
      );
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

// ---- SQLite -----------------------------------------------------------------------------

// One template per jest worker process (jest re-evaluates this module for every test file,
// so the cache has to be a file). Keyed by pid; a file older than this process was left by
// an earlier process that had the same pid, and is rebuilt.
const processStartMs = Date.now() - process.uptime() * 1000;

async function sqliteTemplate(content: Exclude<TestDatabaseContent, 'nothing'>): Promise<string> {
  const file = path.join(os.tmpdir(), `skillfolio-template-${process.pid}-${content}.db`);
  if (isFromThisProcess(file)) return file;

  removeTemplatesOfEndedProcesses();
  const building = `${file}.${Math.random().toString(36).slice(2)}.tmp`;
  await prepare({ kind: 'sqlite', file: building }, content);
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
