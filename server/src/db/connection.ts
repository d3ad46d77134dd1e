/**
 * Opens the database the config points at: a SQLite file (the default) or PostgreSQL
 * (`DATABASE_URL`). With dialect.ts, the only code that knows which one it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { withStatementCache } from './statementCache';

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export function openDatabase(target: DatabaseTarget): Kysely<Database> {
  return target.kind === 'sqlite'
    ? openSqliteDatabase(target.file)
    : openPostgresDatabase(target.url);
}

/** Where the data lives, for messages: a file path, or the URL without its password. */
export function describeTarget(target: DatabaseTarget): string {
  if (target.kind === 'sqlite') return target.file;
  const url = new URL(target.url);
  if (url.password) url.password = '***';
  return url.toString();
}

export function openSqliteDatabase(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL: ~10x the write throughput of the default journal, readers never block the writer.
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
  });
}

const INT8_OID = 20;

// COUNT(*) and SUM() come back as int8, which pg hands over as strings to be safe beyond
// 2^53; our counts never get there, and SQLite gives numbers, so both dialects agree.
const pgTypes = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    oid === INT8_OID && format !== 'binary'
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openPostgresDatabase(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    types: pgTypes,
    // An idle connection is handed back to the server: N instances share its connection limit.
    idleTimeoutMillis: 30_000,
  });
  // An idle connection that fails (PostgreSQL restarted, or ended it from its side) is
  // dropped by the pool and replaced when next needed. Without a listener, pg's 'error'
  // event would crash the whole app for it.
  pool.on('error', (error) => {
    process.emitWarning(`A PostgreSQL connection was lost: ${error.message}`);
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
