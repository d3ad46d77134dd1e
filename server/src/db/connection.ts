/**
 * Opens the database the config points at: a SQLite file (the default) or PostgreSQL
 * (`DATABASE_URL`). With dialect.ts, the only code that knows which one it is.
 */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver } from 'kysely';
import type { DatabaseConnection, Driver, SqliteDialectConfig } from 'kysely';
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
  return new Kysely<Database>({ dialect: new SqliteDialectKeepingErrors(sqlite) });
}

/**
 * SQLite ends a transaction by itself on some failures (a full disk, an I/O error, a write
 * that stayed locked): Kysely's ROLLBACK after it then fails with "no transaction is active",
 * and that error would reach the request in place of the one that says what happened. So the
 * rollback is sent only while SQLite still has a transaction open.
 */
class SqliteDialectKeepingErrors extends SqliteDialect {
  readonly #sqlite: BetterSqlite3.Database;
  readonly #config: SqliteDialectConfig;

  constructor(sqlite: BetterSqlite3.Database) {
    const config = { database: withStatementCache(sqlite) };
    super(config);
    this.#sqlite = sqlite;
    this.#config = config;
  }

  override createDriver(): Driver {
    const sqlite = this.#sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })(this.#config);
  }
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

/**
 * How long a request waits for a connection: a new one PostgreSQL does not answer, or a free
 * one of the pool when all are in use. Past it the request answers 503 (http/environmentErrors)
 * instead of hanging while PostgreSQL is down or swamped.
 */
export const PG_CONNECT_TIMEOUT_MS = 3_000;

export function openPostgresDatabase(url: string): Kysely<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    types: pgTypes,
    // An idle connection is handed back to the server: N instances share its connection limit.
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  });
  keepConnectionErrorsFromCrashing(pool);
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * A pg client emits 'error' when its connection fails (PostgreSQL restarted: 57P01, or the
 * socket closed), and an 'error' event nobody listens to ends the whole process. The pool
 * listens on its idle clients only; a client that is checked out, by a query or a transaction
 * between two queries, has no listener of the pool's. So every client gets one of ours for
 * its whole life. The failure itself reaches the request through its query (or the next
 * one: a broken client refuses to run it), and the pool drops the client when it comes back.
 */
function keepConnectionErrorsFromCrashing(pool: pg.Pool): void {
  const warn = (error: Error) => {
    process.emitWarning(`A PostgreSQL connection was lost: ${error.message}`);
  };
  pool.on('connect', (client) => {
    client.on('error', warn);
  });
  // An idle client's failure: the pool drops it and connects anew when next needed.
  pool.on('error', () => undefined);
}
