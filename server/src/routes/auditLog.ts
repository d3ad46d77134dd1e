/** GET /api/siteadmin/AuditLog: the global admin reads and filters the audit log. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AuditLogQuery, AuditLogReply } from '@skillfolio/shared/wire';
import { findAuditEntries } from '../queries/auditLog';
import { replies } from '../wire/replies';

const auditLogRoutes: FastifyPluginAsyncTypebox = async (fastify) => {
  fastify.get(
    '/api/siteadmin/AuditLog',
    {
      config: {
        access: 'globalAdmin',
        unchecked: {
          user_id: 'a filter over the log, which only a global admin reads',
          school_id: 'a filter over the log, which only a global admin reads',
          before_id: 'a paging position in the log, which only a global admin reads',
        },
      },
      schema: { querystring: AuditLogQuery, response: replies(AuditLogReply) },
    },
    async (request) => {
      // The schema caps `limit` (AUDIT_PAGE_MAX), so a reply's size is bounded.
      const page = request.query.limit;
      const rows = await findAuditEntries(fastify.db, request.query, page + 1);
      return { entries: rows.slice(0, page), more: rows.length > page };
    },
  );
};

export default auditLogRoutes;
