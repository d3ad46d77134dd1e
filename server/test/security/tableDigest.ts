/**
 * A digest of every row of every table, to prove a refused request changed nothing. Tables
 * that record the attempt itself (sessions touched by every request, attempt counters, the
 * audit log of refusals) are left out: a refusal may and should write there.
 */
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../src/db/database';
import { testDialect } from '../support/testDatabase';

/** Written by every request, or by the refusal itself: not the data a refusal must keep. */
export const BOOKKEEPING_TABLES: ReadonlySet<string> = new Set([
  'sessions',
  'throttle_counters',
  'audit_log',
]);

export async function dataTables(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables
    .map((table) => table.name)
    .filter((name) => !BOOKKEEPING_TABLES.has(name) && !name.startsWith('kysely_'))
    .sort();
}

const tablesOf = new WeakMap<Kysely<Database>, Promise<string[]>>();

/**
 * The digest once the work an app does after its replies is done: mail an accepted request
 * queued after answering, and the mail sender's pass that sends and deletes it. Taken before
 * that, a digest could see the outbox change under a later, refused request.
 */
export async function digestOnceSettled(app: FastifyInstance): Promise<string> {
  await app.mailer.settled();
  return digestOfAllTables(app.db);
}

/** sha256 over every data table's rows in a fixed order; Buffers and Dates made canonical. */
export async function digestOfAllTables(db: Kysely<Database>): Promise<string> {
  let tables = tablesOf.get(db);
  if (tables === undefined) {
    tables = dataTables(db);
    tablesOf.set(db, tables);
  }
  if (testDialect === 'postgres') return postgresDigest(db, await tables);
  const hash = crypto.createHash('sha256');
  for (const table of await tables) {
    const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    const lines = rows.rows.map((row) => canonicalRow(row)).sort();
    hash.update(`${table}\n${lines.join('\n')}\n`);
  }
  return hash.digest('hex');
}

/**
 * On PostgreSQL the rows are hashed where they are, in one statement: the fuzzer takes a
 * digest after thousands of requests, and a round trip per table per digest is most of its
 * time.
 */
async function postgresDigest(db: Kysely<Database>, tables: string[]): Promise<string> {
  const parts = tables.map(
    (table) =>
      sql`(select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) from ${sql.table(table)} t)`,
  );
  const result = await sql<{
    digest: string;
  }>`select concat_ws(',', ${sql.join(parts)}) as digest`.execute(db);
  return result.rows[0]?.digest ?? '';
}

function canonicalRow(row: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(row)
      .sort()
      .map((column) => [column, canonicalValue(row[column])]),
  );
}

function canonicalValue(value: unknown): unknown {
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) {
    return `bytes:${crypto.createHash('sha256').update(value).digest('hex')}`;
  }
  if (value instanceof Date) return value.toISOString();
  // PostgreSQL's bigint counts arrive as strings, SQLite's as numbers.
  if (typeof value === 'bigint') return value.toString();
  return value;
}

/**
 * A digest of everything one school holds: rows with its school_id, rows with a user_id of
 * one of its users, and who is a global admin — what a mass-assigned `school_id`, `user_id`
 * or `is_Admin` from another school's session would change.
 */
export async function digestOfSchool(db: Kysely<Database>, schoolId: number): Promise<string> {
  const hash = crypto.createHash('sha256');
  const users = await db
    .selectFrom('users')
    .select('user_id')
    .where('school_id', '=', schoolId)
    .execute();
  const userIds = users.map((user) => user.user_id);
  const admins = await db.selectFrom('users').select('user_id').where('is_Admin', '=', 1).execute();
  hash.update(
    `admins ${admins
      .map((a) => a.user_id)
      .sort()
      .join(',')}\n`,
  );
  const tables = await db.introspection.getTables();
  for (const table of tables) {
    if (BOOKKEEPING_TABLES.has(table.name) || table.name.startsWith('kysely_')) continue;
    const columns = new Set(table.columns.map((column) => column.name));
    const conditions = [
      ...(columns.has('school_id') ? [sql`school_id = ${schoolId}`] : []),
      ...(columns.has('user_id') && userIds.length > 0
        ? [sql`user_id in (${sql.join(userIds)})`]
        : []),
    ];
    if (conditions.length === 0) continue;
    const rows = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)} where ${sql.join(conditions, sql` or `)}`.execute(db);
    hash.update(`${table.name}\n${rows.rows.map(canonicalRow).sort().join('\n')}\n`);
  }
  return hash.digest('hex');
}
