/**
 * GET /app/remotes.json: where the shell finds each remote's entry. An area with a live
 * release (hosting/releases.ts) points at that release's folder; the others at the built
 * remotes under the configured base. Read from the database on every request, so a release
 * or rollback reaches every app instance on the next page load, with no restart.
 */
import type { FastifyPluginAsync } from 'fastify';
import { liveVersions } from './releases';
import { REMOTE_NAMES } from './remoteNames';

export interface RemotesManifestOptions {
  /** Ends in `/`; `/app/remotes/` when the remotes are served by this server. */
  remoteBaseUrl: string;
  /** Ends in `/`; `/app/releases/` when the releases are served by this server. */
  releaseBaseUrl: string;
}

export type RemotesManifest = Record<(typeof REMOTE_NAMES)[number], string>;

export function buildRemotesManifest(
  remoteBaseUrl: string,
  live: Partial<RemotesManifest> = {},
  releaseBaseUrl = '/app/releases/',
): RemotesManifest {
  const entry = (name: (typeof REMOTE_NAMES)[number]): string => {
    const version = live[name];
    return version === undefined
      ? `${remoteBaseUrl}${name}/remoteEntry.js`
      : `${releaseBaseUrl}${name}/${version}/remoteEntry.js`;
  };
  return {
    public: entry('public'),
    learner: entry('learner'),
    admin: entry('admin'),
    globaladmin: entry('globaladmin'),
  };
}

const remotesManifest: FastifyPluginAsync<RemotesManifestOptions> = async (fastify, options) => {
  fastify.get(
    '/app/remotes.json',
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: {
            type: 'object',
            required: [...REMOTE_NAMES],
            properties: Object.fromEntries(REMOTE_NAMES.map((name) => [name, { type: 'string' }])),
          },
        },
      },
    },
    async (_request, reply) => {
      const live = await liveVersions(fastify.db);
      // A release or rollback must be picked up on the next page load.
      reply.header('cache-control', 'no-cache');
      return buildRemotesManifest(options.remoteBaseUrl, live, options.releaseBaseUrl);
    },
  );
};

export default remotesManifest;
