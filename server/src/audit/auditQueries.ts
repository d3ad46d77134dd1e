/** Reading the audit log (writing is audit/recordAudit.ts, and nothing else). */
import type { AuditEntry, AuditLogQuery } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';

/** Entries matching the filters, newest first, at most `limit`. */
export async function findAuditEntries(
  db: Executor,
  filter: AuditLogQuery,
  limit: number,
): Promise<AuditEntry[]> {
  let query = db
    .selectFrom('audit_log')
    .leftJoin('users', 'users.user_id', 'audit_log.actor_user_id')
    .leftJoin('schools', 'schools.school_id', 'audit_log.school_id')
    .select([
      'audit_log.audit_id',
      'audit_log.at',
      'audit_log.action',
      'audit_log.actor_user_id',
      'users.username as actor_username',
      'audit_log.school_id',
      'schools.school_name',
      'audit_log.target_kind',
      'audit_log.target_id',
      'audit_log.ip',
      'audit_log.detail',
    ]);
  const action = filter.action.trim();
  if (action !== '') {
    // A prefix match without LIKE, whose wildcards and escaping differ between databases.
    query = query.where((eb) =>
      eb(
        eb.fn<string>('substr', ['audit_log.action', eb.val(1), eb.val(action.length)]),
        '=',
        action,
      ),
    );
  }
  if (filter.user_id > 0) {
    const userId = filter.user_id;
    query = query.where((eb) =>
      eb.or([
        eb('audit_log.actor_user_id', '=', userId),
        eb.and([eb('audit_log.target_kind', '=', 'user'), eb('audit_log.target_id', '=', userId)]),
      ]),
    );
  }
  if (filter.school_id > 0) query = query.where('audit_log.school_id', '=', filter.school_id);
  if (filter.from !== '') query = query.where('audit_log.at', '>=', filter.from);
  // `to` is a day: everything up to its end.
  if (filter.to !== '') query = query.where('audit_log.at', '<', `${filter.to}T99`);
  if (filter.before_id > 0) query = query.where('audit_log.audit_id', '<', filter.before_id);
  return query.orderBy('audit_log.audit_id', 'desc').limit(limit).execute();
}
