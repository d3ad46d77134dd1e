/**
 * `npm run backup -- [file]` and `npm run restore -- <file>`: a copy of the configured
 * database (SQLite file or PostgreSQL), and putting one back. Stop the app before a restore.
 */
import path from 'node:path';
import { loadConfig } from './config';
import { backupDatabase, restoreDatabase } from './db/backup';
import { describeTarget } from './db/connection';

async function main(): Promise<void> {
  const [command, fileArgument] = process.argv.slice(2);
  const config = loadConfig(process.env, []);
  const where = describeTarget(config.database);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const extension = config.database.kind === 'sqlite' ? 'db' : 'dump';
    const file = path.resolve(
      fileArgument ?? path.join(config.dataDir, 'backups', `skillfolio-${stamp}.${extension}`),
    );
    await backupDatabase(config.database, file);
    console.log(`Backed up ${where} to ${file}`);
  } else if (command === 'restore' && fileArgument) {
    const file = path.resolve(fileArgument);
    await restoreDatabase(config.database, file);
    console.log(`Restored ${where} from ${file}`);
  } else {
    console.error('Usage: npm run backup -- [file]   |   npm run restore -- <file>');
    process.exit(2);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
