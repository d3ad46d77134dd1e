/**
 * A school's pull settings (table roster_pulls): read for the screen (never the secret), saved
 * by its admin, and read whole (secret and all) only by the pull itself.
 */
import type { RosterPullSettings, SaveRosterPullRequest } from '@skillfolio/shared/types';
import { ROSTER_PULL_REFUSAL } from '@skillfolio/shared/wire';
import type { Executor } from '../../db/database';
import { refusal, type Refusal } from '../../http/refusal';
import type { Actor } from '../rosterService';
import { pullAddress, pullBaseAddress } from './pullAddress';
import { pullingSince } from './pullOutcome';
import type { RestSource } from './oneRosterRest';
import { ENGLISH } from '../../i18n/serverTexts';

/** The hour a school's pull runs until its admin picks another. */
const DEFAULT_HOUR = 6;

/** Where and how to pull a school's roster from: every part there. */
export interface PullSource extends RestSource {
  /** Which school of a tenant with several ('' for the MIS's only one). */
  orgSourcedId: string;
  /** The admin a scheduled pull applies as (null once their account is gone). */
  savedBy: number | null;
}

export async function rosterPullSettings(
  db: Executor,
  schoolId: number,
): Promise<RosterPullSettings> {
  const row = await db
    .selectFrom('roster_pulls')
    .leftJoin('users', 'users.user_id', 'roster_pulls.saved_by')
    .select([
      'roster_pulls.base_url',
      'roster_pulls.token_url',
      'roster_pulls.client_id',
      'roster_pulls.client_secret',
      'roster_pulls.org_sourced_id',
      'roster_pulls.enabled',
      'roster_pulls.pull_hour',
      'roster_pulls.last_pull_at',
      'roster_pulls.last_outcome',
      'users.username',
      'users.first_name',
      'users.last_name',
    ])
    .where('roster_pulls.school_id', '=', schoolId)
    .executeTakeFirst();
  if (row === undefined) {
    return {
      baseUrl: '',
      tokenUrl: '',
      clientId: '',
      secretSet: false,
      orgSourcedId: '',
      enabled: false,
      hour: DEFAULT_HOUR,
      lastPullAt: null,
      lastOutcome: null,
      savedBy: null,
    };
  }
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    baseUrl: row.base_url,
    tokenUrl: row.token_url,
    clientId: row.client_id,
    // Only whether there is one: the secret itself never leaves the server.
    secretSet: row.client_secret !== '',
    orgSourcedId: row.org_sourced_id,
    enabled: row.enabled === 1,
    hour: row.pull_hour,
    lastPullAt: row.last_pull_at,
    lastOutcome: row.last_outcome,
    savedBy: row.username === null ? null : name === '' ? row.username : name,
  };
}

/**
 * Saves the settings as the admin typed them (trimmed). A blank secret keeps the kept one,
 * unless an address or the client id changed: the secret then has to be typed again, so
 * that nobody who can reach this screen can send the school's secret somewhere new.
 */
export async function saveRosterPull(
  db: Executor,
  schoolId: number,
  request: SaveRosterPullRequest,
  actor: Actor,
  now: Date,
): Promise<RosterPullSettings | Refusal> {
  const baseUrl = request.baseUrl.trim();
  const tokenUrl = request.tokenUrl.trim();
  const clientId = request.clientId.trim();
  const typedSecret = request.clientSecret.trim();
  if (baseUrl !== '' && pullBaseAddress(baseUrl) === undefined) {
    return refusal(ROSTER_PULL_REFUSAL.url(ENGLISH('rosterPull.baseUrl')));
  }
  if (tokenUrl !== '' && pullAddress(tokenUrl) === undefined) {
    return refusal(ROSTER_PULL_REFUSAL.url(ENGLISH('rosterPull.tokenUrl')));
  }
  const kept = await db
    .selectFrom('roster_pulls')
    .select(['base_url', 'token_url', 'client_id', 'client_secret'])
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  let clientSecret = typedSecret;
  if (typedSecret === '' && kept !== undefined && kept.client_secret !== '') {
    const sameDestination =
      kept.base_url === baseUrl && kept.token_url === tokenUrl && kept.client_id === clientId;
    if (!sameDestination) return refusal(ROSTER_PULL_REFUSAL.secretAgain);
    clientSecret = kept.client_secret;
  }
  const complete = baseUrl !== '' && tokenUrl !== '' && clientId !== '' && clientSecret !== '';
  if (request.enabled && !complete) return refusal(ROSTER_PULL_REFUSAL.incomplete);

  const values = {
    base_url: baseUrl,
    token_url: tokenUrl,
    client_id: clientId,
    client_secret: clientSecret,
    org_sourced_id: request.orgSourcedId.trim(),
    enabled: request.enabled ? 1 : 0,
    pull_hour: request.hour,
    saved_by: actor.userId,
    saved_at: now.toISOString(),
  };
  await db
    .insertInto('roster_pulls')
    .values({ school_id: schoolId, ...values })
    .onConflict((oc) => oc.column('school_id').doUpdateSet(values))
    .execute();
  return rosterPullSettings(db, schoolId);
}

/** The settings a pull needs, or undefined when they are not all there. */
export async function loadPullSource(
  db: Executor,
  schoolId: number,
): Promise<PullSource | undefined> {
  const row = await db
    .selectFrom('roster_pulls')
    .select(['base_url', 'token_url', 'client_id', 'client_secret', 'org_sourced_id', 'saved_by'])
    .where('school_id', '=', schoolId)
    .executeTakeFirst();
  if (row === undefined) return undefined;
  const source: PullSource = {
    baseUrl: row.base_url,
    tokenUrl: row.token_url,
    clientId: row.client_id,
    clientSecret: row.client_secret,
    orgSourcedId: row.org_sourced_id,
    savedBy: row.saved_by,
  };
  // Checked again: a row saved before a rule tightened must not reach the network.
  const usable =
    pullBaseAddress(source.baseUrl) !== undefined &&
    pullAddress(source.tokenUrl) !== undefined &&
    source.clientId !== '' &&
    source.clientSecret !== '';
  return usable ? source : undefined;
}

/** Schools whose pull is due in this hour and not yet claimed since it began. */
export async function findDuePulls(
  db: Executor,
  hour: number,
  hourStart: string,
): Promise<number[]> {
  const rows = await db
    .selectFrom('roster_pulls')
    .select('school_id')
    .where('enabled', '=', 1)
    .where('pull_hour', '=', hour)
    .where((eb) => eb.or([eb('last_pull_at', 'is', null), eb('last_pull_at', '<', hourStart)]))
    .orderBy('school_id')
    .execute();
  return rows.map((row) => row.school_id);
}

/**
 * Takes this hour's pull of a school for this instance: one UPDATE whose condition only the
 * first instance to run it finds true (the others see last_pull_at already moved on).
 */
export async function claimScheduledPull(
  db: Executor,
  schoolId: number,
  hourStart: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('roster_pulls')
    .set({ last_pull_at: at.toISOString(), last_outcome: pullingSince(at) })
    .where('school_id', '=', schoolId)
    .where('enabled', '=', 1)
    .where((eb) => eb.or([eb('last_pull_at', 'is', null), eb('last_pull_at', '<', hourStart)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A pull an admin asked for: it starts now, whatever the schedule. */
export async function markPullStarted(db: Executor, schoolId: number, at: Date): Promise<void> {
  await db
    .updateTable('roster_pulls')
    .set({ last_pull_at: at.toISOString(), last_outcome: pullingSince(at) })
    .where('school_id', '=', schoolId)
    .execute();
}

export async function recordPullOutcome(
  db: Executor,
  schoolId: number,
  outcome: string,
  syncId: number | null,
): Promise<void> {
  await db
    .updateTable('roster_pulls')
    .set({ last_outcome: outcome, last_sync_id: syncId })
    .where('school_id', '=', schoolId)
    .execute();
}
