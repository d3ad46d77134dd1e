/**
 * A prepared-statement cache under Kysely's SQLite driver, which otherwise prepares every
 * statement afresh: SQLite's parse and plan cost more than most of our queries' own work.
 * Kysely compiles one query shape to the same SQL text every time (values are parameters),
 * so the text is the key. better-sqlite3 re-prepares a cached statement by itself when a
 * migration changes the schema under it.
 */
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query shape the app has; `IN (?, ?, …)` lists add one shape per length. */
export const STATEMENT_CACHE_SIZE = 500;

interface Preparer {
  prepare(sql: string): SqliteStatement;
  close(): unknown;
}

/** `database` with prepare() answered from a least-recently-used cache of `size` statements. */
export function withStatementCache(
  database: Preparer,
  size: number = STATEMENT_CACHE_SIZE,
): SqliteDatabase & { readonly cachedStatements: number } {
  const statements = new Map<string, SqliteStatement>();
  return {
    get cachedStatements() {
      return statements.size;
    },
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      if (cached !== undefined) {
        // Map keeps insertion order: re-inserting makes this the most recently used.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) {
        const oldest = statements.keys().next().value;
        if (oldest !== undefined) statements.delete(oldest);
      }
      return statement;
    },
    close(): void {
      statements.clear();
      database.close();
    },
  };
}
