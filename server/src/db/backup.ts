/**
 * Backup and restore of the whole database. SQLite: the online backup API (a consistent
 * copy while the app keeps writing). PostgreSQL: pg_dump / pg_restore in one transaction.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import BetterSqlite3 from 'better-sqlite3';
import type { DatabaseTarget } from './connection';

const run = promisify(execFile);

export async function backupDatabase(target: DatabaseTarget, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (target.kind === 'sqlite') {
    const db = new BetterSqlite3(target.file, { readonly: true, fileMustExist: true });
    try {
      await db.backup(file);
    } finally {
      db.close();
    }
    // The copy inherits WAL mode; as a rollback-journal file it is one self-contained file.
    const copy = new BetterSqlite3(file);
    try {
      copy.pragma('journal_mode = DELETE');
    } finally {
      copy.close();
    }
    return;
  }
  await run(pgTool('pg_dump'), [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    `--file=${file}`,
    `--dbname=${target.url}`,
  ]);
}

/**
 * Puts the data back as it was in the backup, replacing what is there now. Stop the app
 * instances first: sessions and writes made after the backup are lost by design.
 */
export async function restoreDatabase(target: DatabaseTarget, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`There is no backup file at ${file}.`);
  if (target.kind === 'sqlite') {
    const source = openSqliteBackup(file);
    try {
      await source.backup(target.file);
    } finally {
      source.close();
    }
    return;
  }
  await run(pgTool('pg_restore'), [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--no-privileges',
    // All or nothing: a restore that fails half-way leaves the database as it was.
    '--single-transaction',
    '--exit-on-error',
    `--dbname=${target.url}`,
    file,
  ]);
}

/** Opens a SQLite backup after checking it is a sound Skillfolio database. */
function openSqliteBackup(file: string): BetterSqlite3.Database {
  let db: BetterSqlite3.Database | undefined;
  try {
    db = new BetterSqlite3(file, { readonly: true, fileMustExist: true });
    const check = db.pragma('integrity_check', { simple: true });
    const migrated = db
      .prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'")
      .get();
    if (check !== 'ok' || migrated === undefined)
      throw new Error('not a sound Skillfolio database');
    return db;
  } catch (error) {
    db?.close();
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      `${file} is not a Skillfolio SQLite backup (${reason}); nothing was restored.`,
      {
        cause: error,
      },
    );
  }
}

/** pg_dump/pg_restore of the newest installed PostgreSQL (PG_BIN overrides), else from PATH. */
function pgTool(name: 'pg_dump' | 'pg_restore'): string {
  const dirs = process.env.PG_BIN ? [process.env.PG_BIN] : newestPostgresBinDirs();
  for (const dir of dirs) {
    const candidate = path.join(dir, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return name;
}

function newestPostgresBinDirs(): string[] {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return [];
  return fs
    .readdirSync(base)
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => path.join(base, version, 'bin'));
}
