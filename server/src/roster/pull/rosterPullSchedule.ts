/**
 * Runs each school's roster pull once a day, in the hour its admin chose (the server's local
 * time): a pass when the app is ready and then every PULL_TICK_MS (unref'd: it never keeps a
 * process alive). Several instances may run passes at once: a school's pull of the hour is
 * claimed by one UPDATE that only the first instance finds true (claimScheduledPull), so it
 * runs once. A pull still going when the app closes is stopped, and its outcome says so.
 */
import fp from 'fastify-plugin';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { Clock } from '../../plugins/sessions';
import type { RestPullOptions } from './oneRosterRest';
import { pullFailed } from './pullOutcome';
import { scheduledPull } from './pullRoster';
import { claimScheduledPull, findDuePulls, recordPullOutcome } from './rosterPullSettings';

/** Often enough to land inside every hour, however the ticks fall. */
export const PULL_TICK_MS = 5 * 60 * 1000;

/** One pass: the pulls due this hour that this instance claims, one school at a time. */
export async function runDuePulls(
  db: Kysely<Database>,
  clock: Clock,
  log: FastifyBaseLogger,
  options: RestPullOptions,
): Promise<number> {
  const now = clock();
  const hourStart = new Date(now);
  hourStart.setMinutes(0, 0, 0);
  const due = await findDuePulls(db, now.getHours(), hourStart.toISOString());
  let pulled = 0;
  for (const schoolId of due) {
    if (!(await claimScheduledPull(db, schoolId, hourStart.toISOString(), now))) continue;
    pulled += 1;
    try {
      const outcome = await scheduledPull(db, schoolId, clock, log, options);
      log.info({ schoolId, outcome }, 'roster pull done');
    } catch (error) {
      log.error({ err: error, schoolId }, 'roster pull failed');
      const outcome = pullFailed(now, 'something went wrong in Skillfolio');
      await recordPullOutcome(db, schoolId, outcome, null).catch(() => undefined);
    }
  }
  return pulled;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one pass of the roster pulls now, on the app's clock (tests, and the timer). */
    runRosterPulls(): Promise<number>;
  }
}

export interface RosterPullScheduleOptions {
  clock?: Clock;
  pull: RestPullOptions;
  tickMs?: number;
}

export default fp<RosterPullScheduleOptions>(
  async (fastify, { clock, pull, tickMs }) => {
    const now = clock ?? (() => new Date());
    const closing = new AbortController();
    const options: RestPullOptions = { ...pull, signal: closing.signal };
    let running: Promise<number> | undefined;
    // One pass at a time: a slow pass (a big school, a slow MIS) is not overtaken.
    const run = (): Promise<number> => {
      running ??= runDuePulls(fastify.db, now, fastify.log, options).finally(() => {
        running = undefined;
      });
      return running;
    };
    fastify.decorate('runRosterPulls', run);
    const pass = () => {
      run().catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'could not run the roster pulls due');
      });
    };
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      pass();
      timer = setInterval(pass, tickMs ?? PULL_TICK_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      closing.abort();
      await running?.catch(() => undefined);
    });
  },
  { name: 'rosterPullSchedule', dependencies: ['db'], fastify: '5.x' },
);
