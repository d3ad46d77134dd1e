/**
 * How the server lets go of its connections when it closes, so a stop takes as long as the
 * work in flight and no longer (server.ts bounds even that with a deadline):
 *
 * - idle keep-alive connections are closed at once (Node's server.close() does it for the
 *   ones idle then; the rest as they fall idle, below). Left alone, each holds the close
 *   open until Fastify's keep-alive timeout, 72 s;
 * - a request already arriving is answered as usual, with `Connection: close`, so the
 *   client does not send another on that connection and the socket ends once it is sent;
 * - a request that arrives during the close (its headers after the close began) gets a
 *   503 with Retry-After and `Connection: close`: a clean "not now" the client can retry
 *   against another instance or the restarted one, instead of a reset or a hang.
 *
 * `fastify.draining` says what is still open, for the deadline's log line.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import { errorReply } from '../wire/replies';
import { ENGLISH } from '../i18n/serverTexts';

/** What a request arriving during a stop is told; the client's retry finds the server back. */
export const CLOSING_MESSAGE = ENGLISH('reply.restarting');
/** Seconds a refused client should wait: a restart takes a few seconds. */
export const CLOSING_RETRY_AFTER_SECONDS = 5;

export interface OpenRequest {
  method: string;
  url: string;
  /** How long it has been open, in ms. */
  ageMs: number;
}

export interface Draining {
  /** True from the moment close() begins. */
  readonly closing: boolean;
  /** The requests still being received or answered, oldest first. */
  openRequests(): OpenRequest[];
  /** Connections still open (idle ones included). */
  openConnections(): Promise<number>;
  /** Requests answered 503 because they arrived during the close. */
  readonly refused: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    draining: Draining;
  }
}

interface Tracked {
  request: IncomingMessage;
  since: number;
}

export default fp(
  async (fastify) => {
    const server = fastify.server;
    const open = new Map<ServerResponse, Tracked>();
    let closing = false;
    let refused = 0;

    // The raw server's event, not a Fastify hook: it sees every response, whatever answers it.
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      open.set(response, { request, since: Date.now() });
      response.once('close', () => {
        open.delete(response);
        // A response begun before the close went out without `Connection: close`, so its
        // socket stays open once it is sent: close it now that it has nothing to do.
        if (closing && !closesItsConnection(response)) setImmediate(closeIdle);
      });
    });

    const closeIdle = () => server.closeIdleConnections();

    fastify.addHook('preClose', async () => {
      closing = true;
      // Responses not yet begun say they are the connection's last, so the client neither
      // reuses the connection nor finds it closed under a request it just sent.
      for (const response of open.keys()) {
        if (!response.headersSent) response.setHeader('connection', 'close');
      }
      // Node's server.close(), which Fastify calls next, closes the connections idle now.
    });

    // After the security headers (registered first), before anything that reads a body or
    // the database: a request that arrived during the close does no work at all.
    fastify.addHook('onRequest', async (_request, reply) => {
      if (!closing) return;
      refused += 1;
      // Fastify has set `Connection: close` on it already; said again here, where it is read.
      return reply
        .code(503)
        .header('connection', 'close')
        .header('retry-after', String(CLOSING_RETRY_AFTER_SECONDS))
        .send(errorReply(CLOSING_MESSAGE));
    });

    fastify.decorate('draining', {
      get closing() {
        return closing;
      },
      get refused() {
        return refused;
      },
      openRequests() {
        const now = Date.now();
        return [...open.values()]
          .sort((a, b) => a.since - b.since)
          .map(({ request, since }) => ({
            method: request.method ?? '?',
            // Without the query: it may carry personal data (SaveGrade's statement).
            url: (request.url ?? '?').split('?')[0] ?? '?',
            ageMs: now - since,
          }));
      },
      openConnections() {
        return new Promise<number>((resolve) => {
          server.getConnections((error, count) => resolve(error ? -1 : count));
        });
      },
    } satisfies Draining);
  },
  { name: 'draining', fastify: '5.x' },
);

function closesItsConnection(response: ServerResponse): boolean {
  return /\bclose\b/i.test(String(response.getHeader('connection') ?? ''));
}
