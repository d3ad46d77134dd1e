/** The attempt limiter's counters (table throttle_counters). */
import type { Counter } from '../auth/attemptPolicy';
import type { Executor } from '../db/database';

/**
 * The counter under `key`, locked until the transaction ends, so two instances counting
 * the same key take turns. One upsert creates the row (with a counter that has already
 * ended) or locks the one there and returns it: a separate insert and SELECT … FOR UPDATE
 * lost the row when a success deleted it in between (PostgreSQL; SQLite has one writer).
 */
export async function lockCounter(trx: Executor, key: string): Promise<Counter> {
  const row = await trx
    .insertInto('throttle_counters')
    .values({ key, failures: 0, window_ends_ms: 0, next_allowed_ms: 0 })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
    .returning(['failures', 'window_ends_ms', 'next_allowed_ms'])
    .executeTakeFirstOrThrow();
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
