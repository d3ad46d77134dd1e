/**
 * Adds one entry to the audit log. Callers pass ids and a short machine-readable action; the
 * detail is for facts an auditor needs beside them (a count, a changed role), never a
 * password, code, token or anything a pupil wrote.
 */
import type { Executor } from '../db/database';

export interface AuditEntry {
  /** Dotted and stable, e.g. `login.success`, `user.save`, `profile.made`. */
  action: string;
  /** Who acted; null when nobody is logged in (a failed login, a registration). */
  actorUserId: number | null;
  actorSchoolId: number | null;
  /** The school the event concerns (the tenant whose admins may read it). */
  schoolId: number | null;
  targetKind?: string;
  targetId?: number;
  /** The client's address as the server sees it (request.ip). */
  ip: string | null;
  detail?: string;
}

export async function recordAudit(db: Executor, entry: AuditEntry, at: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: at.toISOString(),
      action: entry.action,
      actor_user_id: entry.actorUserId,
      actor_school_id: entry.actorSchoolId,
      school_id: entry.schoolId,
      target_kind: entry.targetKind ?? null,
      target_id: entry.targetId ?? null,
      ip: entry.ip,
      detail: entry.detail ?? null,
    })
    .execute();
}
