/** Brings a database's schema to the newest migration. */
import { Migrator } from 'kysely/migration';
import type { Kysely } from 'kysely';
import type { MigrationProvider, Migration } from 'kysely/migration';
import type { Database } from './database';
import { migrations } from './migrations';
import { renderMissingHtml } from './renderMissingHtml';

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => ({ ...migrations }),
};

/**
 * Returns the names of the migrations it ran (empty when already up to date). Then fills
 * what a migration cannot, because it needs app code that changes: the HTML of rows saved
 * before it was kept.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${describe(error)}`, { cause: error });
  }
  await renderMissingHtml(db);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
