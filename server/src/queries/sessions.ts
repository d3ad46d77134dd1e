/** The sessions table: one row per logged-in browser, keyed by the hash of its token. */
import type { Language } from '@skillfolio/shared/wire';
import type { Database, Executor } from '../db/database';
import { dialectOf } from '../db/dialect';
import { preparedQuery } from '../db/preparedQuery';

export interface NewSession {
  idHash: string;
  userId: number;
  currentSchoolId: number | null;
  readOnly: boolean;
  selectedProjectId: number | null;
  selectedAssessmentId: number | null;
  now: Date;
  expiresAt: Date;
  /** The sign-in itself gave the second factor (a school's provider that enforces one). */
  secondFactorGiven?: boolean;
}

export interface SessionWithUser {
  id_hash: string;
  current_school_id: number | null;
  selected_project_id: number | null;
  selected_assessment_id: number | null;
  read_only: number;
  created_at: string;
  last_seen: string;
  expires_at: string;
  user_id: number;
  school_id: number | null;
  username: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  is_Admin: number;
  is_schoolAdmin: number;
  is_Staff: number;
  is_User: number;
  second_factor_at: string | null;
  totp_confirmed_at: string | null;
  second_factor_exempt: number;
  /** The user is a leaver (set): the session is read-only until the account is erased. */
  left_at: string | null;
  erase_after: string | null;
  /** The language the user chose (null: their school's default). */
  language: Language | null;
  /** Staff the school admin lets see the School Overview (0/1). */
  sees_overview: number;
}

export async function insertSession(db: Executor, session: NewSession): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id_hash: session.idHash,
      user_id: session.userId,
      current_school_id: session.currentSchoolId,
      selected_project_id: session.selectedProjectId,
      selected_assessment_id: session.selectedAssessmentId,
      read_only: session.readOnly ? 1 : 0,
      created_at: session.now.toISOString(),
      last_seen: session.now.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ...(session.secondFactorGiven ? { second_factor_at: session.now.toISOString() } : {}),
    })
    .execute();
}

/** The live session with this hash and its user, or undefined if none or expired. */
export async function findLiveSession(
  db: Executor,
  idHash: string,
  now: Date,
): Promise<SessionWithUser | undefined> {
  return liveSession.first(db, { idHash, now: now.toISOString() });
}

// Every /api request reads it: built and compiled once.
const liveSession = preparedQuery<{ idHash: string; now: string }, SessionWithUser>((db, arg) =>
  liveSessionQuery(db, arg('idHash'), arg('now')),
);

/** The query of findLiveSession, for a query that reads more beside it (sessionWithReply). */
export function liveSessionQuery(db: Executor, idHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.user_id', 'sessions.user_id')
    .select([
      'sessions.id_hash',
      'sessions.current_school_id',
      'sessions.selected_project_id',
      'sessions.selected_assessment_id',
      'sessions.read_only',
      'sessions.created_at',
      'sessions.last_seen',
      'sessions.expires_at',
      'users.user_id',
      'users.school_id',
      'users.username',
      'users.first_name',
      'users.last_name',
      'users.email',
      'users.is_Admin',
      'users.is_schoolAdmin',
      'users.is_Staff',
      'users.is_User',
      'sessions.second_factor_at',
      'users.totp_confirmed_at',
      'users.second_factor_exempt',
      'users.left_at',
      'users.erase_after',
      'users.language',
      'users.sees_overview',
    ])
    .where('sessions.id_hash', '=', idHash)
    .where('sessions.expires_at', '>', now);
}

export async function touchSession(
  db: Executor,
  idHash: string,
  now: Date,
  expiresAt: Date,
): Promise<void> {
  await touch.run(db, { idHash, now: now.toISOString(), expiresAt: expiresAt.toISOString() });
}

const touch = preparedQuery<{ idHash: string; now: string; expiresAt: string }, never>((db, arg) =>
  db
    .updateTable('sessions')
    .set({ last_seen: arg('now'), expires_at: arg('expiresAt') })
    .where('id_hash', '=', arg('idHash')),
);

/**
 * Gives the session a new id (its token's hash), keeping everything else, its login time
 * above all. False if there was no such session.
 */
export async function renameSession(
  db: Executor,
  idHash: string,
  newIdHash: string,
): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ id_hash: newIdHash })
    .where('id_hash', '=', idHash)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The session has given its second factor (a TOTP or recovery code) at `now`. */
export async function markSecondFactorGiven(
  db: Executor,
  idHash: string,
  now: Date,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ second_factor_at: now.toISOString() })
    .where('id_hash', '=', idHash)
    .execute();
}

export async function deleteSession(db: Executor, idHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
}

/**
 * Ends every session of the user, except the one given (the browser that made the change
 * keeps working). Call it when the user's password, login switch or roles change.
 * Returns how many sessions ended.
 */
export async function endSessionsOfUser(
  db: Executor,
  userId: number,
  exceptIdHash?: string,
): Promise<number> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (exceptIdHash !== undefined) query = query.where('id_hash', '!=', exceptIdHash);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Makes the transaction's work on one user's sessions and devices take turns with any other
 * (two logins of one account trimming the same rows would otherwise deadlock on PostgreSQL);
 * SQLite has one writer at a time anyway.
 */
export async function lockUserForLogin(db: Executor, userId: number): Promise<void> {
  if (dialectOf<Database>(db) !== 'postgres') return;
  await db
    .selectFrom('users')
    .select('user_id')
    .where('user_id', '=', userId)
    .forNoKeyUpdate()
    .execute();
}

/** Ends all but the user's `keep` newest sessions. */
export async function endOldestSessionsOfUser(
  db: Executor,
  userId: number,
  keep: number,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('id_hash', 'not in', (eb) =>
      eb
        .selectFrom('sessions')
        .select('id_hash')
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id_hash')
        .limit(keep),
    )
    .execute();
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now.toISOString()).execute();
}

/** What the user chose on the learner screens (null: nothing). */
export interface Selection {
  projectId: number | null;
  assessmentId: number | null;
}

/** Remembers the session's choice (navigation state, allowed to parents). */
export async function setSessionSelection(
  db: Executor,
  idHash: string,
  selection: Selection,
): Promise<void> {
  await db
    .updateTable('sessions')
    .set({
      selected_project_id: selection.projectId,
      selected_assessment_id: selection.assessmentId,
    })
    .where('id_hash', '=', idHash)
    .execute();
}

/** Remembers the user's choice for their next login. */
export async function setUserSelection(
  db: Executor,
  userId: number,
  selection: Selection,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      selected_project_id: selection.projectId,
      selected_assessment_id: selection.assessmentId,
    })
    .where('user_id', '=', userId)
    .execute();
}
