/**
 * In tests, every JSON reply of a declared endpoint is checked against the declaration's
 * reply schema before it is sent, and a reply that does not match fails the request (500)
 * with the schema's own account of the difference. Fastify's serialiser only drops unknown
 * fields and coerces the rest, so without this a handler could send a shape the browser's
 * types do not describe and nothing would notice.
 */
import type { FastifyInstance } from 'fastify';
import { Value } from 'typebox/value';

export function checkRepliesAgainstDeclarations(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, reply, payload) => {
    const endpoint = request.routeOptions.config.endpoint;
    if (endpoint === undefined || reply.statusCode !== 200) return payload;
    if (endpoint.reply === 'file') return payload;
    if (!Value.Check(endpoint.reply, payload)) {
      const problems = [...Value.Errors(endpoint.reply, payload)]
        .slice(0, 5)
        .map((error) => `${error.instancePath || '/'} ${error.message}`);
      throw new Error(`${endpoint.path} replied outside its schema: ${problems.join('; ')}`);
    }
    return payload;
  });
}
