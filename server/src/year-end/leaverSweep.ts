/**
 * Erases every leaver whose time is up (users.erase_after passed), with the one erasure
 * (privacy/userData.ts eraseUserData), each in its own transaction and audited. It runs when
 * the app starts and then every SWEEP_INTERVAL_MS (unref'd: it never keeps a process alive),
 * at most SWEEP_BATCH users a pass so a big year group never stalls the server: the rest go
 * in the next passes. Several instances may sweep at once: each erasure checks again, inside
 * its transaction, that the user is still due.
 */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { recordAudit } from '../audit/recordAudit';
import type { Database } from '../db/database';
import { eraseUserData } from '../privacy/userData';
import type { Clock } from '../plugins/sessions';
import { findDueLeavers, isStillDue } from './yearEndQueries';

export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
export const SWEEP_BATCH = 100;

/** One pass: erases up to `limit` due leavers; how many it erased. */
export async function sweepLeavers(
  db: Kysely<Database>,
  now: Date,
  limit = SWEEP_BATCH,
): Promise<number> {
  const at = now.toISOString();
  const due = await findDueLeavers(db, at, limit);
  let erased = 0;
  for (const leaver of due) {
    const done = await db.transaction().execute(async (trx) => {
      if (!(await isStillDue(trx, leaver.user_id, at))) return false;
      await eraseUserData(trx, leaver.user_id);
      await recordAudit(
        trx,
        {
          action: 'user.erase',
          actorUserId: null,
          actorSchoolId: null,
          schoolId: leaver.school_id,
          targetKind: 'user',
          targetId: leaver.user_id,
          ip: null,
          detail: 'leaver period over',
        },
        now,
      );
      return true;
    });
    if (done) erased += 1;
  }
  return erased;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Runs one leaver sweep now, on the app's clock (tests, and the timer). */
    sweepLeavers(): Promise<number>;
  }
}

export interface LeaverSweepOptions {
  clock?: Clock;
}

export default fp<LeaverSweepOptions>(
  async (fastify, { clock }) => {
    const now = clock ?? (() => new Date());
    let running: Promise<number> | undefined;
    // One pass at a time: a slow pass is not overtaken by the next tick.
    const sweep = (): Promise<number> => {
      running ??= sweepLeavers(fastify.db, now()).finally(() => {
        running = undefined;
      });
      return running;
    };
    fastify.decorate('sweepLeavers', sweep);
    const pass = () => {
      sweep().catch((error: unknown) => {
        fastify.log.warn({ err: error }, 'could not erase leavers whose time is up');
      });
    };
    let timer: NodeJS.Timeout | undefined;
    fastify.addHook('onReady', async () => {
      pass();
      timer = setInterval(pass, SWEEP_INTERVAL_MS);
      timer.unref();
    });
    fastify.addHook('onClose', async () => {
      clearInterval(timer);
      await running?.catch(() => undefined);
    });
  },
  { name: 'leaverSweep', dependencies: ['db'], fastify: '5.x' },
);
