/**
 * Releases of the front-end areas, each shipped on its own: every release kept, and which one of
 * each area is live. In the database so that every app instance switches together; an area with no
 * live row is served from its built `remote-<area>/dist`, as before any release.
 */
import type { Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('remote_releases')
    // Orders an area's releases: "the one before" for a rollback.
    .addColumn('release_id', 'integer', identity(db))
    .addColumn('area', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    // The build's record of its shared singletons (build-info.json), as JSON text.
    .addColumn('build_record', 'text', (c) => c.notNull())
    .addColumn('released_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('remote_releases_area_version_unique')
    .unique()
    .on('remote_releases')
    .columns(['area', 'version'])
    .execute();
  await db.schema
    .createTable('remote_live_releases')
    .addColumn('area', 'text', (c) => c.primaryKey())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('switched_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('remote_live_releases').execute();
  await db.schema.dropTable('remote_releases').execute();
}
