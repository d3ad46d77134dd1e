/** Opens the database for the app's lifetime as `fastify.db`. */
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../db/connection';
import type { Database } from '../db/database';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

export interface DbPluginOptions {
  database: DatabaseTarget;
}

export default fp<DbPluginOptions>(
  async (fastify, options) => {
    const db = openDatabase(options.database);
    fastify.decorate('db', db);
    fastify.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'db', fastify: '5.x' },
);
