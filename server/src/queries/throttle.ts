/** The attempt limiter's counters (table throttle_counters). */
import type { Counter } from '../auth/attemptPolicy';
import type { Executor } from '../db/database';
import type { SqlDialectName } from '../db/dialect';

/**
 * The counter under `key`, locked until the transaction ends, so two instances counting
 * the same key take turns. The row is created first (with a counter that has already
 * ended) because PostgreSQL can only lock a row that exists; SQLite has one writer at a
 * time anyway.
 */
export async function lockCounter(
  trx: Executor,
  dialect: SqlDialectName,
  key: string,
): Promise<Counter> {
  await trx
    .insertInto('throttle_counters')
    .values({ key, failures: 0, window_ends_ms: 0, next_allowed_ms: 0 })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const select = trx
    .selectFrom('throttle_counters')
    .select(['failures', 'window_ends_ms', 'next_allowed_ms'])
    .where('key', '=', key);
  const row = await (
    dialect === 'postgres' ? select.forUpdate() : select
  ).executeTakeFirstOrThrow();
  return {
    failures: Number(row.failures),
    window_ends_ms: Number(row.window_ends_ms),
    next_allowed_ms: Number(row.next_allowed_ms),
  };
}

export async function writeCounter(trx: Executor, key: string, counter: Counter): Promise<void> {
  await trx.updateTable('throttle_counters').set(counter).where('key', '=', key).execute();
}

/** Takes back one counted attempt (it was not a failure after all), and its delay. */
export async function releaseCounters(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .updateTable('throttle_counters')
    .set((eb) => ({ failures: eb('failures', '-', 1), next_allowed_ms: 0 }))
    .where('key', 'in', keys)
    .where('failures', '>', 0)
    .execute();
}

export async function deleteCounters(db: Executor, keys: readonly string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('throttle_counters').where('key', 'in', keys).execute();
}

/** Counters whose window and delay have both passed count nothing any more. */
export async function deleteSpentCounters(db: Executor, now: number): Promise<number> {
  const result = await db
    .deleteFrom('throttle_counters')
    .where('window_ends_ms', '<=', now)
    .where('next_allowed_ms', '<=', now)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
