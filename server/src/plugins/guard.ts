/**
 * Authorisation, deny by default. Every route declares who may call it in
 * `config.access`; the app refuses to start while any route lacks it. One onRequest hook
 * answers the SPEC §8 texts before any body is parsed or handler runs.
 */
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { REPLY_TEXT } from '@skillfolio/shared/wire';
import { isApiRequest } from './sessions';
import type { RequestSession } from './sessions';

// 'staff': is_Staff, or a school or global admin: who may open the class view.
import type { Access } from '@skillfolio/shared/contract';
export type { Access };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Required on every route (checked at start-up). */
    access?: Access;
    /**
     * Lets a read-only (parent) session use a non-GET route (navigation such as
     * RememberSelection, never data). Admin routes stay closed to it whatever this says.
     */
    allowReadOnly?: boolean;
    /**
     * The route is part of giving the second factor (the code after the password): a
     * session that has not given it yet may call this route and no other non-public one.
     */
    secondFactorStep?: boolean;
    /**
     * The route reaches only the caller's own data (their learner rows, their security
     * set-up) or what every member of their school sees, never another person's: a staff
     * session that still owes its required second factor may call it. Without it such a
     * session is refused (deny by default), and ownership.ts refuses to start while a route
     * that says this names an id kind that reaches someone else.
     */
    ownDataOnly?: boolean;
    /**
     * The route works in the session's current school (an admin's users, projects,
     * resources): a session without one is refused before the handler, which reads the
     * school with `schoolOf`.
     */
    inSchool?: boolean;
  }
}

/** The exact reply texts of SPEC §8, which the client turns into navigation. */
export const DENIAL = {
  notAuthenticated: REPLY_TEXT.notAuthenticated,
  notLoggedIn: REPLY_TEXT.notLoggedIn,
  notAuthorised: REPLY_TEXT.notAuthorised,
  secondFactorRequired: REPLY_TEXT.secondFactorRequired,
} as const;

/** Every non-GET API request must carry it: a cross-site form cannot set a custom header. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'skillfolio';

const ACCESS_LEVELS: readonly Access[] = [
  'public',
  'user',
  'staff',
  'leader',
  'schoolAdmin',
  'globalAdmin',
];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp(
  async (fastify) => {
    // Routes registered before this plugin are not seen: register it before any routes.
    const routes: RouteOptions[] = [];
    fastify.addHook('onRoute', (route) => {
      // Kept by reference and judged at onReady, because onRoute hooks of inner plugins
      // (static hosting marks its routes public) run after this one.
      routes.push(route);
    });

    fastify.addHook('onReady', async () => {
      const missing = routes
        .filter((route) => !isAccess(route.config?.access))
        .map((route) => `${formatMethod(route.method)} ${route.url}`);
      if (missing.length > 0) {
        throw new Error(
          `Refusing to start: every route must declare config.access ` +
            `(${ACCESS_LEVELS.map((a) => `'${a}'`).join(', ')}). Missing on: ${missing.join(', ')}`,
        );
      }
      const ownDataOfOthers = routes
        .filter((route) => route.config?.ownDataOnly === true && route.config.access !== 'user')
        .map((route) => `${formatMethod(route.method)} ${route.url}`);
      if (ownDataOfOthers.length > 0) {
        throw new Error(
          `Refusing to start: config.ownDataOnly is for 'user' routes only (a staff or admin ` +
            `route reaches other people's data). Found on: ${ownDataOfOthers.join(', ')}`,
        );
      }
    });

    fastify.addHook('onRequest', async (request, reply) => {
      const access = accessOf(request);
      const unsafe = !SAFE_METHODS.has(request.method);
      const session = request.session;

      if (access === undefined) {
        request.log.error({ url: request.url }, 'route without config.access reached the guard');
        return deny(reply, 403, DENIAL.notAuthorised);
      }
      if (access !== 'public' && session === null) {
        return deny(reply, 401, unsafe ? DENIAL.notLoggedIn : DENIAL.notAuthenticated);
      }
      if (unsafe && isApiRequest(request) && !hasCsrfHeader(request)) {
        return deny(reply, 403, DENIAL.notAuthorised);
      }
      // Password given, code not yet: not logged in, except to give the code.
      if (
        access !== 'public' &&
        session?.secondFactor === 'pending' &&
        request.routeOptions.config.secondFactorStep !== true
      ) {
        return deny(reply, 401, unsafe ? DENIAL.notLoggedIn : DENIAL.notAuthenticated);
      }
      if (!mayAccess(session, access)) {
        return deny(reply, 403, DENIAL.notAuthorised);
      }
      // Staff who must use a second factor reach nobody else's data until they have enrolled
      // (and, by the rule above, given it at this login): whatever the route's access level,
      // a staff route, a pupil's profile, an admin screen, or a route added tomorrow.
      if (
        session?.secondFactor === 'required' &&
        access !== 'public' &&
        request.routeOptions.config.ownDataOnly !== true
      ) {
        return deny(reply, 403, DENIAL.secondFactorRequired);
      }
      if (request.routeOptions.config.inSchool === true && session?.currentSchoolId == null) {
        return deny(reply, 403, DENIAL.notAuthorised);
      }
      if (session?.readOnly === true) {
        // A parent looks at their child's learner screens, and at nothing staff or an admin
        // sees, whatever the method.
        if (access !== 'public' && access !== 'user') {
          return deny(reply, 403, DENIAL.notAuthorised);
        }
        const allowReadOnly = request.routeOptions.config.allowReadOnly === true;
        if (unsafe && !allowReadOnly) return deny(reply, 403, DENIAL.notAuthorised);
      }
    });
  },
  { name: 'guard', dependencies: ['sessions'], fastify: '5.x' },
);

/**
 * The session of a request the guard has let through to a non-public route. Throwing here
 * means a route was declared 'public' but uses the session: a bug, answered as a 500.
 */
export function sessionOf(request: FastifyRequest): RequestSession {
  if (request.session === null) throw new Error(`${request.url} needs a session but has none`);
  return request.session;
}

/**
 * The current school of a request to a route declared `inSchool`, which the guard has
 * refused already when there is none: throwing here means the route forgot to declare it.
 */
export function schoolOf(request: FastifyRequest): number {
  const schoolId = sessionOf(request).currentSchoolId;
  if (schoolId === null) throw new Error(`${request.url} needs a current school: declare inSchool`);
  return schoolId;
}

/**
 * The 403 `Not authorised` reply, for routes that refuse after looking at the data: an id
 * that is not the caller's gets the same answer whether it exists or not.
 */
export function denyNotAuthorised(reply: FastifyReply): FastifyReply {
  return deny(reply, 403, DENIAL.notAuthorised);
}

function accessOf(request: FastifyRequest): Access | undefined {
  // No route matched: keep unknown API paths behind the login (their existence is nobody
  // else's business); anything else may see the 404 (or the SPA fallback).
  if (request.is404) return isApiRequest(request) ? 'user' : 'public';
  const access = request.routeOptions.config.access;
  return isAccess(access) ? access : undefined;
}

/** Whether the session may reach what `access` guards (a route, or a page's area). */
export function mayAccess(session: RequestSession | null, access: Access): boolean {
  switch (access) {
    case 'public':
      return true;
    case 'user':
      return session !== null;
    case 'staff':
      return (
        session !== null &&
        (session.user.is_Staff || session.user.is_schoolAdmin || session.user.is_Admin)
      );
    case 'leader':
      return (
        session !== null &&
        (session.user.is_schoolAdmin ||
          session.user.is_Admin ||
          (session.user.is_Staff && session.user.sees_overview))
      );
    case 'schoolAdmin':
      return session !== null && (session.user.is_schoolAdmin || session.user.is_Admin);
    case 'globalAdmin':
      return session !== null && session.user.is_Admin;
  }
}

function hasCsrfHeader(request: FastifyRequest): boolean {
  const value = request.headers[CSRF_HEADER];
  return typeof value === 'string' && value.toLowerCase() === CSRF_HEADER_VALUE;
}

function isAccess(value: unknown): value is Access {
  return typeof value === 'string' && (ACCESS_LEVELS as readonly string[]).includes(value);
}

function formatMethod(method: RouteOptions['method']): string {
  return Array.isArray(method) ? method.join(',') : String(method);
}

function deny(reply: FastifyReply, status: 401 | 403, text: string): FastifyReply {
  return reply.code(status).type('text/plain; charset=utf-8').send(text);
}
