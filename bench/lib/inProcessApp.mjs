// The real app (server/dist) in this process, on a temp SQLite database with the demo data:
// for benches that drive routes through `app.inject` and want no network in their figures.
// Run `node scripts/build.mjs server` first.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/run.mjs';

const require = createRequire(import.meta.url);

/** A module of the built server, e.g. `dist('auth/passwords.js')`. */
export const dist = (file) => require(path.join(root, 'server/dist', file));

/**
 * `liftAttemptLimits`: a bench that logs in hundreds of times would otherwise meet the
 * login limits rather than measure what it came for.
 */
export async function inProcessApp(name, { liftAttemptLimits = false } = {}) {
  const { buildApp } = dist('app.js');
  const { loadConfig } = dist('config.js');
  const { openDatabase } = dist('db/connection.js');
  const { migrateToLatest } = dist('db/migrator.js');
  const { loadDemoIfEmpty } = dist('db/demo.js');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `skillfolio-${name}-`));
  const config = { ...loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, []) };
  const db = openDatabase(config.database);
  await migrateToLatest(db);
  await loadDemoIfEmpty(db);
  await db.destroy();
  const app = await buildApp(config, { logger: false });
  if (liftAttemptLimits) {
    for (const policy of Object.values(app.attemptLimits.policies)) {
      Object.assign(policy, { max: 1e9, freeFailures: 1e9 });
    }
  }
  await app.ready();
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
