/** The audit log (SPEC §7 /api/siteadmin/AuditLog): only a global admin reads and filters it. */
import { AuditLogQuery, AuditLogReply } from '../wire';
import { endpoint } from './endpoint';

const LOG_FILTER = 'a filter over the log, which only a global admin reads';

/** One page of entries, newest first; `more` says whether older ones follow. */
export const AuditLog = endpoint({
  method: 'GET',
  path: '/api/siteadmin/AuditLog',
  rule: {
    access: 'globalAdmin',
    unchecked: {
      user_id: LOG_FILTER,
      school_id: LOG_FILTER,
      before_id: 'a paging position in the log, which only a global admin reads',
    },
  },
  query: AuditLogQuery,
  reply: AuditLogReply,
});
