/**
 * The headers every reply carries (@fastify/helmet): a strict Content Security Policy, no
 * framing by anyone, nosniff, a same-origin referrer; HSTS when the request came over TLS;
 * and `Cache-Control: no-store` on every /api reply, which holds personal data.
 */
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isApiRequest } from './sessions';

export interface SecurityHeadersOptions {
  /** Where the remotes' entries live (config.remoteBaseUrl): relative, or another origin. */
  remoteBaseUrl: string;
  /** Where released areas live (config.releaseBaseUrl): relative, or another origin. */
  releaseBaseUrl?: string;
}

export const API_CACHE_CONTROL = 'no-store';
/**
 * One year, this host only: a school's site on a sibling subdomain may still be plain
 * HTTP, which `includeSubDomains` would lock out.
 */
export const HSTS = 'max-age=31536000';

/**
 * The origin of the remotes when they are served from somewhere else (a CDN), else
 * undefined: a relative base (the default `/app/remotes/`) is this server, `'self'`.
 */
export function remoteOriginOf(remoteBaseUrl: string): string | undefined {
  if (!/^([a-z][a-z0-9+.-]*:)?\/\//i.test(remoteBaseUrl)) return undefined;
  // A protocol-relative base takes the page's scheme; https is what a CDN serves.
  const origin = new URL(remoteBaseUrl, 'https://placeholder.invalid/').origin;
  return origin === 'null' ? undefined : origin;
}

/** The CSP directives, with the remotes' (and releases') origins allowed for scripts and fetches. */
export function cspDirectives(
  remoteBaseUrl: string,
  releaseBaseUrl?: string,
): Record<string, string[]> {
  const origins = [remoteBaseUrl, releaseBaseUrl ?? remoteBaseUrl].flatMap(
    (base) => remoteOriginOf(base) ?? [],
  );
  const withRemote = (sources: string[]): string[] => [...sources, ...new Set(origins)];
  return {
    'default-src': ["'self'"],
    // Module Federation adds the remotes' <script> elements; nothing else may run.
    'script-src': withRemote(["'self'"]),
    'script-src-attr': ["'none'"],
    // The kit injects <style> elements and React writes style="" attributes. Styles
    // cannot run code, and script-src stays strict.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': withRemote(["'self'"]),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

function isApiReply(request: FastifyRequest): boolean {
  // The matched route's pattern (isApiRequest) and the raw path both count: a 404 under
  // /api has no pattern, and an oddly cased or encoded path must not slip through either.
  const rawPath = (request.url.split('?')[0] ?? '').toLowerCase();
  return isApiRequest(request) || rawPath === '/api' || rawPath.startsWith('/api/');
}

function markUncacheable(reply: FastifyReply): void {
  reply.header('cache-control', API_CACHE_CONTROL);
  // Old HTTP/1.0 caches between a school and the server know only this.
  reply.header('pragma', 'no-cache');
}

export function helmetOptions(options: SecurityHeadersOptions): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      // helmet's defaults include upgrade-insecure-requests, which breaks plain-HTTP
      // use on a school's own network; the list above is complete on its own.
      useDefaults: false,
      directives: cspDirectives(options.remoteBaseUrl, options.releaseBaseUrl),
    },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // Sent below only to requests that came over TLS: over plain HTTP it means nothing,
    // and a wrong one would hold browsers to HTTPS the server may not offer.
    strictTransportSecurity: false,
  };
}

/**
 * The headers helmet sends with these options, asked of it once at start-up. Registered
 * as it is, @fastify/helmet builds helmet's middleware afresh (parsing the whole CSP) on
 * every request: a third of a cheap API read's CPU. The headers depend only on the options,
 * so helmet stays the one that decides them and each reply copies them.
 */
export async function helmetHeaders(
  options: SecurityHeadersOptions,
): Promise<ReadonlyArray<readonly [string, string]>> {
  const probe = Fastify({ logger: false });
  try {
    await probe.register(helmet, helmetOptions(options));
    let headers: [string, string][] = [];
    probe.get('/', (_request, reply) => {
      // helmet's onRequest hooks have set theirs on the raw response by now; nothing else has.
      headers = Object.entries(reply.raw.getHeaders()).map(([name, value]) => [
        name,
        Array.isArray(value) ? value.join(', ') : String(value),
      ]);
      return reply.send('');
    });
    const response = await probe.inject('/');
    if (response.statusCode !== 200 || headers.length === 0) {
      throw new Error('securityHeaders: helmet set no headers');
    }
    return headers;
  } finally {
    await probe.close();
  }
}

export default fp<SecurityHeadersOptions>(
  async (fastify, options) => {
    const headers = await helmetHeaders(options);

    // A callback hook, not an async one: this runs on every request, static files too.
    fastify.addHook('onRequest', (request, reply, done) => {
      // On the raw response, as helmet did: a reply written past Fastify (a hijacked
      // stream) carries them too.
      for (const [name, value] of headers) reply.raw.setHeader(name, value);
      if (isApiReply(request)) {
        markUncacheable(reply);
        reply.raw.setHeader('cache-control', API_CACHE_CONTROL);
      }
      done();
    });

    fastify.addHook('onSend', async (request, reply, payload) => {
      // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      // Last word on every API reply: a route or error path that set its own
      // Cache-Control (a file download, a 401 text) still must not be stored.
      if (isApiReply(request)) markUncacheable(reply);
      // Anything else without its own caching rule (a redirect, a 404) is not stored
      // either; static files and the manifest set theirs.
      else if (!reply.hasHeader('cache-control')) reply.header('cache-control', API_CACHE_CONTROL);
      return payload;
    });
  },
  { name: 'securityHeaders', fastify: '5.x' },
);
