/** The one list of routes the suites walk: each new route is covered without being named. */
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Every /api route the app serves (HEAD, which Fastify adds beside each GET, left out). */
export function apiRoutes(app: FastifyInstance): RouteOptions[] {
  return app.routeList.filter(
    (route) => route.url.toLowerCase().startsWith('/api/') && route.method !== 'HEAD',
  );
}
