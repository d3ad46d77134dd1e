/** Reading the audit log: one bounded page, and whether older entries follow. */
import type { AuditLogQuery, AuditLogReply } from '@skillfolio/shared/types';
import type { Executor } from '../db/database';
import { findAuditEntries } from './auditQueries';

export async function auditPage(db: Executor, query: AuditLogQuery): Promise<AuditLogReply> {
  // The schema caps `limit` (AUDIT_PAGE_MAX), so a reply's size is bounded; one row more
  // than the page tells whether there is another.
  const page = query.limit;
  const rows = await findAuditEntries(db, query, page + 1);
  return { entries: rows.slice(0, page), more: rows.length > page };
}
