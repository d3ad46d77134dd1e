/**
 * Boots the server: reads the config, migrates, loads the demo data when asked (`--demo`,
 * empty database only), listens, and shuts down cleanly on SIGINT/SIGTERM (stopOnSignals.ts).
 */
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connection';
import { loadDemoIfEmpty } from './db/demo';
import { migrateToLatest } from './db/migrator';
import { stopOnSignals } from './stopOnSignals';

async function main(): Promise<void> {
  const config = loadConfig();

  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    if (config.loadDemo) await loadDemoIfEmpty(db);
  } finally {
    await db.destroy();
  }

  const app = await buildApp(config);
  // Which Node runs the server, for an operator checking the runtime is a supported LTS.
  app.log.info({ node: process.version }, `Skillfolio on Node ${process.version}`);
  stopOnSignals(app);
  await app.listen({
    port: config.port,
    host: config.host,
    listenTextResolver: (address) => `Skillfolio listening on ${address}/app/`,
  });
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad config): plain stderr, then a failing exit code.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
