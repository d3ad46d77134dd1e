/**
 * Serves the built front end on the one-machine setup: the shell at /app/, each remote at
 * /app/remotes/<name>/, the areas' releases at /app/releases/<area>/<version>/, `/` → /app/,
 * and the shell's index.html for client-side routes. A missing dist folder is skipped (tests
 * and API-only deployments have none).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { buildFavicon } from '../generated/favicon';
import { shellPage, type ShellPageOptions } from './shellPage';

import { REMOTE_NAMES } from './remoteNames';
import { ENGLISH } from '../i18n/serverTexts';

export interface StaticHostingOptions {
  staticRoot: string;
  /** Served at /app/releases/; made if missing, since releases arrive while the app runs. */
  releasesDir?: string;
}

const NO_CACHE = 'no-cache';
const PAGE_CACHE = 'private, no-cache';
const FOREVER = 'public, max-age=31536000, immutable';

/**
 * Source maps carry the whole source: builds write them outside the served folders, and one
 * left behind in a dist by an older build is still never served.
 */
function isServable(pathName: string): boolean {
  return !pathName.toLowerCase().endsWith('.map');
}

/** Files that keep their names between builds: browsers must revalidate them. */
const UNHASHED = new Set(['remoteEntry.js', 'build-info.json']);

function cacheControlFor(filePath: string): string {
  // A pre-compressed copy (x.js.br) is cached as its original (x.js) is.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  return UNHASHED.has(name) || name.endsWith('.html') ? NO_CACHE : FOREVER;
}

const staticHosting: FastifyPluginAsync<StaticHostingOptions> = async (fastify, options) => {
  // Encapsulated: this marks only the routes registered in here (by @fastify/static, which
  // takes no route config) as public. Everything else still needs its own config.access.
  fastify.addHook('onRoute', (route) => {
    route.config = { access: 'public', ...route.config };
  });

  const mounts = [
    { prefix: '/app/', dir: path.join(options.staticRoot, 'shell', 'dist') },
    ...REMOTE_NAMES.map((name) => ({
      prefix: `/app/remotes/${name}/`,
      dir: path.join(options.staticRoot, `remote-${name}`, 'dist'),
    })),
    ...(options.releasesDir !== undefined && ensureDirectory(options.releasesDir, fastify.log)
      ? [{ prefix: '/app/releases/', dir: options.releasesDir }]
      : []),
  ];
  let decorateReply = true;
  for (const mount of mounts) {
    if (!isDirectory(mount.dir)) {
      fastify.log.debug({ dir: mount.dir }, 'no build to serve; skipped');
      continue;
    }
    await fastify.register(fastifyStatic, {
      root: mount.dir,
      prefix: mount.prefix,
      index: 'index.html',
      // /app/ is the shell's page, made per request (shellPage.ts) by the not-found handler.
      allowedPath:
        mount.prefix === '/app/' ? (file) => file !== '/' && isServable(file) : isServable,
      // The build writes x.br and x.gz beside each text file: chosen by Accept-Encoding.
      preCompressed: true,
      // Only the first registration may add reply.sendFile.
      decorateReply,
      cacheControl: false,
      setHeaders: (reply: FastifyReply, filePath: string) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
    decorateReply = false;
  }

  fastify.get('/', { config: { access: 'public' } }, async (_request, reply) => {
    return reply.redirect('/app/', 302);
  });

  const favicon = buildFavicon();
  fastify.get('/favicon.ico', { config: { access: 'public' } }, async (_request, reply) => {
    return reply
      .type('image/x-icon')
      .header('cache-control', 'public, max-age=86400')
      .send(favicon);
  });
};

export default staticHosting;

/**
 * The 404 answer: the shell's index.html for a client-side route (GET /app or /app/...
 * without a file extension, outside /app/remotes/), JSON for anything else.
 */
/** What a search engine is told of a profile's public check and its data. */
export const NOINDEX = 'noindex, nofollow, noarchive';

export function buildNotFoundHandler(pageOptions: ShellPageOptions) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
    if (isClientRoute(request)) {
      const html = await shellPage(request, reply, pageOptions);
      if (html !== undefined) {
        // A profile's public check is for whoever holds its link, never for a search engine.
        if (/^\/app\/verify(\/|$)/i.test(request.url)) reply.header('x-robots-tag', NOINDEX);
        return (
          reply
            .type('text/html; charset=utf-8')
            // It carries who is logged in: never kept by a shared cache, asked afresh each time.
            .header('cache-control', PAGE_CACHE)
            .header('vary', 'Cookie')
            .send(html)
        );
      }
    }
    return reply.code(404).send({ error: ENGLISH('reply.notFound') });
  };
}

function isClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const urlPath = (request.url.split('?')[0] ?? '').toLowerCase();
  if (urlPath !== '/app' && !urlPath.startsWith('/app/')) return false;
  if (urlPath.startsWith('/app/remotes/') || urlPath.startsWith('/app/releases/')) return false;
  const lastSegment = urlPath.slice(urlPath.lastIndexOf('/') + 1);
  return path.extname(lastSegment) === '';
}

function ensureDirectory(dir: string, log: FastifyBaseLogger): boolean {
  try {
    fs.mkdirSync(dir, { recursive: true });
    return true;
  } catch (error) {
    log.warn({ dir, err: error }, 'cannot make the releases folder; releases are not served');
    return false;
  }
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
