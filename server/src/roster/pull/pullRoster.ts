/**
 * A pull of a school's roster from its MIS: fetched, read and previewed as an upload is (the
 * preview kept as the school's one waiting preview, source 'pull'), its outcome kept in words
 * on the settings and in the audit log (`roster.pull`). An admin's pull stops at the preview.
 * The scheduled pull applies its preview at once, through the upload's own apply, when it only
 * adds and updates; leavers, classes closing or a new school year wait for an admin.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { RosterPreview } from '@skillfolio/shared/types';
import { ROSTER_PULL_REFUSAL } from '@skillfolio/shared/wire';
import { recordAudit } from '../../audit/recordAudit';
import type { Database } from '../../db/database';
import { refusal, type Refusal } from '../../http/refusal';
import type { Clock } from '../../plugins/sessions';
import { applyRosterAtOnce, previewRoster, type Actor } from '../rosterService';
import { fetchRestCollections, PullFailure, type RestPullOptions } from './oneRosterRest';
import {
  needsReview,
  pullApplied,
  pullFailed,
  pullNotApplicable,
  pullNotApplied,
  pullPreviewed,
  pullTime,
  pullWaiting,
} from './pullOutcome';
import { rosterFromRest } from './restRoster';
import {
  loadPullSource,
  markPullStarted,
  recordPullOutcome,
  type PullSource,
} from './rosterPullSettings';

/** Previews and applies open transactions of their own: never given one. */
type Db = Kysely<Database>;

type PullResult = { failed: string } | { preview: RosterPreview };

/** Fetches and previews; undefined when the school is gone. */
async function pullAndPreview(
  db: Db,
  schoolId: number,
  source: PullSource,
  actor: Actor,
  at: Date,
  options: RestPullOptions,
): Promise<PullResult | undefined> {
  let collections;
  try {
    collections = await fetchRestCollections(source, options);
  } catch (error) {
    if (error instanceof PullFailure) return { failed: error.message };
    throw error;
  }
  const parsed = rosterFromRest(collections, source.orgSourcedId);
  const preview = await previewRoster(db, schoolId, parsed, 'pull', actor, at);
  return preview === undefined ? undefined : { preview };
}

/** The outcome on the settings, and its audit entry, together. */
async function finishPull(
  db: Db,
  schoolId: number,
  actor: Actor | undefined,
  how: 'scheduled' | 'asked for by an admin',
  outcome: string,
  syncId: number | null,
  at: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await recordPullOutcome(trx, schoolId, outcome, syncId);
    await recordAudit(
      trx,
      {
        action: 'roster.pull',
        actorUserId: actor?.userId ?? null,
        actorSchoolId: actor?.schoolId ?? null,
        schoolId,
        ip: actor?.ip ?? null,
        detail: `${how}: ${outcome}`,
      },
      at,
    );
  });
}

const keptSyncId = (result: PullResult): number | null =>
  'preview' in result && result.preview.syncId > 0 ? result.preview.syncId : null;

/**
 * An admin's pull: the preview, as an upload answers it, for them to apply; refused (with
 * why) when the pull is not set up or the MIS could not be read. undefined: the school is gone.
 */
export async function pullNow(
  db: Db,
  schoolId: number,
  actor: Actor,
  at: Date,
  options: RestPullOptions,
): Promise<RosterPreview | Refusal | undefined> {
  const source = await loadPullSource(db, schoolId);
  if (source === undefined) return refusal(ROSTER_PULL_REFUSAL.notSetUp);
  await markPullStarted(db, schoolId, at);
  const result = await pullAndPreview(db, schoolId, source, actor, at, options);
  if (result === undefined) return undefined;
  let outcome: string;
  if ('failed' in result) outcome = pullFailed(at, result.failed);
  else if (result.preview.syncId === 0) outcome = pullNotApplicable(at, result.preview);
  else outcome = pullPreviewed(at);
  await finishPull(db, schoolId, actor, 'asked for by an admin', outcome, keptSyncId(result), at);
  return 'failed' in result ? refusal(`${result.failed}.`) : result.preview;
}

/**
 * The admin a scheduled pull acts as: whoever saved the settings, while they are still an
 * admin who may (a school admin of this school, or the global admin) and not a leaver.
 */
async function pullActor(
  db: Db,
  schoolId: number,
  savedBy: number | null,
): Promise<Actor | undefined> {
  if (savedBy === null) return undefined;
  const user = await db
    .selectFrom('users')
    .select(['user_id', 'school_id'])
    .where('user_id', '=', savedBy)
    .where('is_User', '=', 1)
    .where('left_at', 'is', null)
    .where((eb) =>
      eb.or([
        eb('is_Admin', '=', 1),
        eb.and([eb('is_schoolAdmin', '=', 1), eb('school_id', '=', schoolId)]),
      ]),
    )
    .executeTakeFirst();
  return user === undefined
    ? undefined
    : { userId: user.user_id, schoolId: user.school_id, ip: null };
}

/**
 * The day's pull of a school (claimed already by the caller): previews, then applies at once
 * what needs no review. Answers the outcome, kept on the settings and audited.
 */
export async function scheduledPull(
  db: Db,
  schoolId: number,
  clock: Clock,
  log: FastifyBaseLogger,
  options: RestPullOptions,
): Promise<string> {
  const at = clock();
  const finish = async (actor: Actor | undefined, outcome: string, syncId: number | null) => {
    await finishPull(db, schoolId, actor, 'scheduled', outcome, syncId, clock());
    return outcome;
  };
  const source = await loadPullSource(db, schoolId);
  if (source === undefined) {
    return finish(
      undefined,
      `The pull on ${pullTime(at)} did not run: ${ROSTER_PULL_REFUSAL.notSetUp}`,
      null,
    );
  }
  const actor = await pullActor(db, schoolId, source.savedBy);
  if (actor === undefined) {
    return finish(
      undefined,
      `The pull on ${pullTime(at)} did not run: the admin who saved its settings is no longer an admin here. Save the settings again to pull as yourself.`,
      null,
    );
  }
  const result = await pullAndPreview(db, schoolId, source, actor, at, options);
  if (result === undefined) return 'The school is gone.';
  if ('failed' in result) return finish(actor, pullFailed(at, result.failed), null);
  const { preview } = result;
  if (!preview.canApply) return finish(actor, pullNotApplicable(at, preview), keptSyncId(result));
  const review = needsReview(preview);
  if (review.length > 0) return finish(actor, pullWaiting(at, review), preview.syncId);
  // The new logins are dropped: nobody is there to print them (the outcome says so).
  const applied = await applyRosterAtOnce(db, schoolId, preview.syncId, actor, clock, log);
  if (!applied.applied) return finish(actor, pullNotApplied(at, applied.error), preview.syncId);
  return finish(actor, pullApplied(at, applied.counts), preview.syncId);
}
