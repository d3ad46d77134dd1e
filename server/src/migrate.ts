/** `node dist/migrate.js`: brings the configured database to the newest schema and exits. */
import { loadConfig } from './config';
import { describeTarget, openDatabase } from './db/connection';
import { migrateToLatest } from './db/migrator';

async function main(): Promise<void> {
  const config = loadConfig();
  const db = openDatabase(config.database);
  const where = describeTarget(config.database);
  try {
    const ran = await migrateToLatest(db);
    console.log(
      ran.length === 0 ? `${where} is up to date.` : `Migrated ${where}: ${ran.join(', ')}`,
    );
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
