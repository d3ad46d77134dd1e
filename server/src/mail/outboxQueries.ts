/**
 * The mail outbox's rows (db/migrations/2026_12_04_0022_mail_outbox.ts): queued on the request
 * path, claimed under a lease by one instance's sender, deleted once sent, or kept as failed
 * (bodies gone) for an admin to see and dismiss.
 */
import type { ExpressionBuilder, Kysely } from 'kysely';
import type { Database, Executor } from '../db/database';
import { dialectOf } from '../db/dialect';

export interface QueuedMail {
  schoolId: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface ClaimedMail {
  mail_id: number;
  to_address: string;
  subject: string;
  text_body: string | null;
  html_body: string | null;
  attempts: number;
}

export interface FailedMailRow {
  mail_id: number;
  school_id: number | null;
  school_name: string | null;
  to_address: string;
  subject: string;
  created_at: string;
  failed_at: string;
  attempts: number;
  last_error: string | null;
}

export async function insertMail(db: Executor, mail: QueuedMail, now: Date): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('mail_outbox')
    .values({
      school_id: mail.schoolId,
      to_address: mail.to,
      subject: mail.subject,
      text_body: mail.text,
      html_body: mail.html,
      created_at: at,
      next_attempt_at: at,
      leased_until: null,
      failed_at: null,
      last_error: null,
    })
    .execute();
}

/** Due, not failed, and no sender's lease running. */
function claimable(at: string) {
  return (eb: ExpressionBuilder<Database, 'mail_outbox'>) =>
    eb.and([
      eb('failed_at', 'is', null),
      eb('next_attempt_at', '<=', at),
      eb.or([eb('leased_until', 'is', null), eb('leased_until', '<', at)]),
    ]);
}

/** Whether any mail could be claimed now: a read, so an idle sender takes no write lock. */
export async function anyMailDue(db: Kysely<Database>, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('mail_id')
    .where(claimable(now.toISOString()))
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Up to `limit` due mails, leased to the caller until `now + leaseMs`, their tries counted.
 * One statement: the lease is checked again on the row it writes (PostgreSQL re-reads a row
 * another transaction just changed), and PostgreSQL skips rows another sender has locked, so
 * two instances never claim one mail.
 */
export async function claimDueMail(
  db: Kysely<Database>,
  now: Date,
  leaseMs: number,
  limit: number,
): Promise<ClaimedMail[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + leaseMs).toISOString();
  let due = db
    .selectFrom('mail_outbox')
    .select('mail_id')
    .where(claimable(at))
    .orderBy('next_attempt_at')
    .orderBy('mail_id')
    .limit(limit);
  if (dialectOf(db) === 'postgres') due = due.forUpdate().skipLocked();
  return db
    .updateTable('mail_outbox')
    .set((eb) => ({ leased_until: until, attempts: eb('attempts', '+', 1) }))
    .where('mail_id', 'in', due)
    .where(claimable(at))
    .returning(['mail_id', 'to_address', 'subject', 'text_body', 'html_body', 'attempts'])
    .execute();
}

/** Sent: nothing is kept. */
export async function deleteSentMail(db: Executor, mailId: number): Promise<void> {
  await db.deleteFrom('mail_outbox').where('mail_id', '=', mailId).execute();
}

export async function scheduleRetry(
  db: Executor,
  mailId: number,
  nextAttempt: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({ next_attempt_at: nextAttempt.toISOString(), leased_until: null, last_error: error })
    .where('mail_id', '=', mailId)
    .execute();
}

/** Given up: the body (a code or link) goes, what an admin needs to see stays. */
export async function markMailFailed(
  db: Executor,
  mailId: number,
  now: Date,
  error: string,
): Promise<void> {
  await db
    .updateTable('mail_outbox')
    .set({
      failed_at: now.toISOString(),
      last_error: error,
      leased_until: null,
      text_body: null,
      html_body: null,
    })
    .where('mail_id', '=', mailId)
    .execute();
}

/** Failed mails, newest first, with their school's name: one school's, or everyone's ('all'). */
export async function listFailedMail(
  db: Executor,
  schoolId: number | 'all',
  limit: number,
): Promise<{ total: number; mails: FailedMailRow[] }> {
  let failed = db.selectFrom('mail_outbox').where('mail_outbox.failed_at', 'is not', null);
  if (schoolId !== 'all') failed = failed.where('mail_outbox.school_id', '=', schoolId);
  const counted = await failed
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirst();
  const rows = await failed
    .leftJoin('schools', 'schools.school_id', 'mail_outbox.school_id')
    .select([
      'mail_outbox.mail_id',
      'mail_outbox.school_id',
      'schools.school_name',
      'mail_outbox.to_address',
      'mail_outbox.subject',
      'mail_outbox.created_at',
      'mail_outbox.failed_at',
      'mail_outbox.attempts',
      'mail_outbox.last_error',
    ])
    .orderBy('mail_outbox.failed_at', 'desc')
    .orderBy('mail_outbox.mail_id', 'desc')
    .limit(limit)
    .execute();
  return {
    total: Number(counted?.total ?? 0),
    mails: rows.map((row) => ({ ...row, failed_at: row.failed_at ?? '' })),
  };
}

/** Deletes a failed mail of the school (or any, for 'all'); false when there is none such. */
export async function dismissFailedMail(
  db: Executor,
  mailId: number,
  schoolId: number | 'all',
): Promise<boolean> {
  let query = db
    .deleteFrom('mail_outbox')
    .where('mail_id', '=', mailId)
    .where('failed_at', 'is not', null);
  if (schoolId !== 'all') query = query.where('school_id', '=', schoolId);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Failed mails nobody dismissed go after `before`: the outbox keeps no address for ever. */
export async function deleteFailedMailBefore(db: Executor, before: Date): Promise<void> {
  await db
    .deleteFrom('mail_outbox')
    .where('failed_at', 'is not', null)
    .where('failed_at', '<', before.toISOString())
    .execute();
}
