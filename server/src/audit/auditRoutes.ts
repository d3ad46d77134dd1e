/** The global admin's audit log reader (@skillfolio/shared/contract `Audit`). */
import type { FastifyPluginAsync } from 'fastify';
import { Audit } from '@skillfolio/shared/contract';
import { serve } from '../http/serve';
import { auditPage } from './auditService';

const auditRoutes: FastifyPluginAsync = async (fastify) => {
  serve(fastify, Audit.AuditLog, async (request) => auditPage(fastify.db, request.query));
};

export default auditRoutes;
