/** GET /app/remotes.json: where the shell finds each remote's entry, from the config. */
import type { FastifyPluginAsync } from 'fastify';
import { REMOTE_NAMES } from './staticHosting';

export interface RemotesManifestOptions {
  /** Ends in `/`; `/app/remotes/` when the remotes are served by this server. */
  remoteBaseUrl: string;
}

export type RemotesManifest = Record<(typeof REMOTE_NAMES)[number], string>;

export function buildRemotesManifest(remoteBaseUrl: string): RemotesManifest {
  const entry = (name: string): string => `${remoteBaseUrl}${name}/remoteEntry.js`;
  return {
    public: entry('public'),
    learner: entry('learner'),
    admin: entry('admin'),
    globaladmin: entry('globaladmin'),
  };
}

const remotesManifest: FastifyPluginAsync<RemotesManifestOptions> = async (fastify, options) => {
  const manifest = buildRemotesManifest(options.remoteBaseUrl);
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
      // A new remote deployment must be picked up on the next page load.
      reply.header('cache-control', 'no-cache');
      return manifest;
    },
  );
};

export default remotesManifest;
