/**
 * Records into the audit log what no single route should have to remember: every refusal
 * (a 403, from the guard, the ownership check or a route), every successful admin or
 * global-admin write, and every export. Routes with more to say (logins, second factor,
 * erasure) record their own entries beside these.
 *
 * Only the route's pattern and the numeric ids of the body or query go in: never a value
 * a user typed (a password, a note, a name), never a query string (reset links carry tokens).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest, type Clock } from '../plugins/sessions';
import { recordAudit } from './recordAudit';

export interface AuditHooksOptions {
  clock?: Clock;
}

/** `user_id=5 project_id=2`: the numeric id fields sent, in a stable order. */
export function idsOf(...sources: unknown[]): string {
  const parts: string[] = [];
  for (const source of sources) {
    if (typeof source !== 'object' || source === null || Array.isArray(source)) continue;
    for (const [key, value] of Object.entries(source)) {
      const isIdName = key === 'id' || /_id$/i.test(key);
      if (isIdName && typeof value === 'number' && Number.isSafeInteger(value)) {
        parts.push(`${key}=${value}`);
      }
    }
  }
  return parts.sort().join(' ');
}

function firstId(ids: string): number | undefined {
  const match = /=(\d+)/.exec(ids);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

function actionOf(request: FastifyRequest, reply: FastifyReply): string | undefined {
  const status = reply.statusCode;
  if (status === 403) return 'access.denied';
  if (status < 200 || status >= 300) return undefined;
  const access = request.routeOptions.config.access;
  const route = request.routeOptions.url ?? '';
  if (request.method === 'GET') return /export/i.test(route) ? 'data.export' : undefined;
  if (access === 'schoolAdmin' || access === 'globalAdmin') return 'admin.write';
  return undefined;
}

export default fp<AuditHooksOptions>(
  async (fastify, { clock }) => {
    const now = clock ?? (() => new Date());
    fastify.addHook('onResponse', async (request, reply) => {
      if (!isApiRequest(request)) return;
      const action = actionOf(request, reply);
      if (action === undefined) return;
      const session = request.session;
      const ids = idsOf(request.body, request.query);
      const target = firstId(ids);
      try {
        await recordAudit(
          fastify.db,
          {
            action,
            actorUserId: session?.user.user_id ?? null,
            actorSchoolId: session?.user.school_id ?? null,
            schoolId: session?.currentSchoolId ?? null,
            ...(target === undefined ? {} : { targetKind: 'id', targetId: target }),
            ip: request.ip,
            detail: `${request.method} ${request.routeOptions.url ?? '(no route)'}${ids === '' ? '' : ` ${ids}`}`,
          },
          now(),
        );
      } catch (error) {
        // The reply has gone: a failed audit write is logged loudly, never turned into a 500.
        request.log.error({ err: error, action }, 'audit entry not recorded');
      }
    });
  },
  { name: 'auditHooks', dependencies: ['db', 'sessions'], fastify: '5.x' },
);
