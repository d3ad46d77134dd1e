/**
 * Limits on failed attempts, counted in the database so every app instance shares them:
 * `fastify.attemptLimits.reserve([{ limit, subject }, …])` before the costly or sensitive
 * work, then `succeeded()` or `cancel()` on the ticket (a failure needs nothing more: the
 * attempt was counted when it was reserved, so parallel guesses cannot slip past the limit).
 * Policies live in auth/attemptPolicy.ts, keyed by name.
 */
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import {
  ATTEMPT_LIMITS,
  decide,
  type Counter,
  type Decision,
  type LimitName,
  type LimitPolicy,
} from '../auth/attemptPolicy';
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import {
  deleteCounters,
  deleteSpentCounters,
  lockCounter,
  releaseCounters,
  writeCounter,
} from '../queries/throttle';
import { tooManyAttemptsMessage } from '@skillfolio/shared/wire';

export interface Attempt {
  limit: LimitName;
  /** What is being tried: an account, a client address, an e-mail address… (stored hashed). */
  subject: string;
  /**
   * A counter that never refuses on its own: once it is full, the attempt is not counted on
   * it, and every other counter of the reservation is held to `othersMax` failures instead
   * of its own limit. (A school's shared address: full, it stops guessing at any one account
   * early, and never an account nobody is guessing at.)
   */
  whenFull?: { othersMax: number };
}

export type Reservation =
  | { allowed: false; retryAfterSeconds: number }
  | {
      allowed: true;
      /**
       * The attempt worked: resets the counters of `reset`, takes it back from the others.
       * Given a transaction, does so in it, so the success's other writes commit with it.
       */
      succeeded(reset: readonly Attempt[], trx?: Transaction<Database>): Promise<void>;
      /** The attempt never ran (e.g. the server was busy): takes it back from every counter. */
      cancel(): Promise<void>;
    };

export interface AttemptLimits {
  reserve(attempts: readonly Attempt[]): Promise<Reservation>;
  /** The clock the limits read (epoch ms); tests move it instead of sleeping. */
  now: () => number;
  /** The policies in force; tests may tighten them. */
  policies: Record<LimitName, LimitPolicy>;
}

declare module 'fastify' {
  interface FastifyInstance {
    attemptLimits: AttemptLimits;
  }
}

const SWEEP_INTERVAL_MS = 10 * 60 * 1000;

export function keyOf(attempt: Attempt): string {
  return `${attempt.limit}:${hashToken(attempt.subject)}`;
}

/** The 429 every limited route sends: Retry-After in seconds and the message to show. */
export function sendTooManyAttempts(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({ error: tooManyAttemptsMessage(retryAfterSeconds), retryAfterSeconds });
}

export default fp(
  async (fastify) => {
    const limits: AttemptLimits = {
      now: () => Date.now(),
      policies: { ...ATTEMPT_LIMITS },
      async reserve(attempts) {
        const now = limits.now();
        // Locked in one order everywhere, so two transactions never wait on each other.
        const keyed = [...new Map(attempts.map((a) => [keyOf(a), a])).entries()].sort(([a], [b]) =>
          a < b ? -1 : 1,
        );
        const { refusedMs, keys } = await fastify.db.transaction().execute(async (trx) => {
          const counters = new Map<string, Counter>();
          for (const [key] of keyed) counters.set(key, await lockCounter(trx, key));
          const policyOf = (attempt: Attempt) => limits.policies[attempt.limit];
          // A full soft counter tightens the others and is itself left alone.
          let othersMax = Infinity;
          const soft = new Set<string>();
          for (const [key, attempt] of keyed) {
            if (attempt.whenFull === undefined) continue;
            if (decide(counters.get(key), now, policyOf(attempt)).allowed) continue;
            soft.add(key);
            othersMax = Math.min(othersMax, attempt.whenFull.othersMax);
          }
          let longest = 0;
          const decided: Array<[string, Decision]> = [];
          for (const [key, attempt] of keyed) {
            if (soft.has(key)) continue;
            const policy = policyOf(attempt);
            const decision = decide(counters.get(key), now, {
              ...policy,
              max: Math.min(policy.max, othersMax),
            });
            if (!decision.allowed) longest = Math.max(longest, decision.retryAfterMs);
            decided.push([key, decision]);
          }
          if (longest > 0) return { refusedMs: longest, keys: [] };
          for (const [key, decision] of decided) {
            if (decision.allowed) await writeCounter(trx, key, decision.next);
          }
          return { refusedMs: 0, keys: decided.map(([key]) => key) };
        });
        if (refusedMs > 0) {
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusedMs / 1000)) };
        }
        return {
          allowed: true,
          async succeeded(reset, trx) {
            const resetKeys = new Set(reset.map(keyOf));
            const settle = async (executor: Transaction<Database>) => {
              await deleteCounters(executor, [...resetKeys]);
              await releaseCounters(
                executor,
                keys.filter((key) => !resetKeys.has(key)),
              );
            };
            await (trx === undefined ? fastify.db.transaction().execute(settle) : settle(trx));
          },
          cancel: () => releaseCounters(fastify.db, keys),
        };
      },
    };
    fastify.decorate('attemptLimits', limits);

    // Unknown names leave rows behind; once their window has passed they count nothing.
    const sweep = setInterval(() => {
      deleteSpentCounters(fastify.db, limits.now()).catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'could not sweep spent attempt counters');
      });
    }, SWEEP_INTERVAL_MS);
    sweep.unref();
    fastify.addHook('onClose', async () => clearInterval(sweep));
  },
  { name: 'attemptLimits', fastify: '5.x', dependencies: ['db'] },
);
