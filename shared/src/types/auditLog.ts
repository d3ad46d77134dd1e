/** Shapes of the global admin's audit log reader, from ../wire. */
export type { AuditEntry, AuditLogQuery, AuditLogReply } from '../wire/auditLog';
