/**
 * Requests that trickle are cut off, so a few sockets sending a byte a second cannot hold the
 * server's connections for ever (a "slow loris"). Three limits, all below a minute:
 *
 * - headers must arrive whole within HEADERS_TIMEOUT_MS (Node's headersTimeout);
 * - a body must keep coming at MIN_BODY_BYTES_PER_WINDOW every BODY_WINDOW_MS or the socket
 *   is closed (a rate, not a total time, so a 25 MB upload over a slow school line still
 *   gets through: it sends far more than that every window);
 * - a socket with nothing to say for IDLE_TIMEOUT_MS is closed (Fastify's connectionTimeout).
 *
 * And no request, however steady, may take longer than REQUEST_TIMEOUT_MS to arrive.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const HEADERS_TIMEOUT_MS = 15_000;
export const BODY_WINDOW_MS = 10_000;
/** 1 KB per 10 s: any real client sends far more; a trickle of a byte a second sends 10. */
export const MIN_BODY_BYTES_PER_WINDOW = 1024;
export const IDLE_TIMEOUT_MS = 30_000;
export const REQUEST_TIMEOUT_MS = 10 * 60_000;
/** How often Node checks the header and request timeouts (its default, 30 s, is too coarse). */
export const TIMEOUT_CHECK_INTERVAL_MS = 2_000;

export default fp(
  async (fastify: FastifyInstance) => {
    fastify.server.headersTimeout = HEADERS_TIMEOUT_MS;

    fastify.addHook('onRequest', async (request) => {
      const raw = request.raw;
      // No body on the way (or all of it here already): nothing to watch.
      if (
        raw.complete ||
        (raw.headers['content-length'] === undefined &&
          raw.headers['transfer-encoding'] === undefined)
      ) {
        return;
      }
      const socket = raw.socket;
      let seen = socket.bytesRead;
      const timer = setInterval(() => {
        if (raw.complete || socket.destroyed) {
          clearInterval(timer);
          return;
        }
        const now = socket.bytesRead;
        if (now - seen < MIN_BODY_BYTES_PER_WINDOW) {
          clearInterval(timer);
          request.log.warn('request body arriving too slowly: connection closed');
          socket.destroy();
          return;
        }
        seen = now;
      }, BODY_WINDOW_MS);
      timer.unref();
      const stop = () => clearInterval(timer);
      raw.once('end', stop);
      raw.once('close', stop);
    });
  },
  { name: 'slow-requests', fastify: '5.x' },
);
