/** The global admin's audit log reader. */
import { apiClient } from './client';
import type { AuditLogQuery, AuditLogReply } from '../types/auditLog';

export function getAuditLog(query: AuditLogQuery): Promise<AuditLogReply> {
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== '' && value !== 0) searchParams.set(key, String(value));
  }
  return apiClient().get('siteadmin/AuditLog', { searchParams }).json<AuditLogReply>();
}
