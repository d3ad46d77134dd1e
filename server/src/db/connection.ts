/** Opens the database the config points at, with the pragmas this app relies on. */
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './database';

export function openSqliteDatabase(file: string): Kysely<Database> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new BetterSqlite3(file);
  // WAL: ~10x the write throughput of the default journal, readers never block the writer.
  sqlite.pragma('journal_mode = WAL');
  // FULL: an acknowledged write survives power loss, not only a process crash.
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
