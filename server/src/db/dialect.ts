/**
 * The one place that knows which SQL dialect is in use. Migrations import it (it is part
 * of the schema vocabulary, not app code) for the column types SQLite and PostgreSQL
 * spell differently; everything else is written once for both.
 */
import { PostgresAdapter, SqliteAdapter } from 'kysely';
import type { ColumnDataType, ColumnDefinitionBuilder, Kysely } from 'kysely';

export type SqlDialectName = 'sqlite' | 'postgres';

export function dialectOf<DB>(db: Kysely<DB>): SqlDialectName {
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  if (adapter instanceof PostgresAdapter) return 'postgres';
  throw new Error(`Unsupported database adapter: ${adapter.constructor.name}`);
}

/**
 * An auto-numbered integer primary key. SQLite's AUTOINCREMENT never reuses the id of a
 * deleted row, which an identity column does not do either.
 */
export function identity(
  db: Kysely<unknown>,
): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return dialectOf(db) === 'sqlite'
    ? (column) => column.primaryKey().autoIncrement()
    : (column) => column.primaryKey().generatedByDefaultAsIdentity();
}

/** A column of raw bytes. */
export function binaryType(db: Kysely<unknown>): ColumnDataType {
  return dialectOf(db) === 'sqlite' ? 'blob' : 'bytea';
}

/** Whether a failed write broke a unique index (SQLite and PostgreSQL say so differently). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = (error as { code: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
