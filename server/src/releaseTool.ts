/**
 * The database half of `npm run release`, `npm run rollback` and `npm run releases` (the
 * build half is scripts/release.mjs): puts a built area in the releases folder and makes it
 * live, switches an area back, and lists what is live and kept.
 *
 *   node server/dist/releaseTool.js publish <area> <built folder>
 *   node server/dist/releaseTool.js rollback <area> [version]
 *   node server/dist/releaseTool.js list
 */
import type { Kysely } from 'kysely';
import { loadConfig, type AppConfig } from './config';
import { describeTarget, openDatabase } from './db/connection';
import type { Database } from './db/database';
import { migrateToLatest } from './db/migrator';
import {
  installRelease,
  listReleases,
  liveVersions,
  mustBeArea,
  readBuildRecord,
  recordRelease,
  releaseFolderExists,
  ReleaseRefusal,
  rollBack,
} from './hosting/releases';
import { REMOTE_NAMES } from './hosting/remoteNames';

const USAGE =
  'Usage: npm run release -- <area>   |   npm run rollback -- <area> [version]   |   npm run releases';

const describe = (version: string | null, area: string): string =>
  version ?? `its built files (remote-${area}/dist)`;

export async function publish(
  db: Kysely<Database>,
  config: AppConfig,
  areaArgument: string | undefined,
  builtDir: string | undefined,
): Promise<string> {
  const area = mustBeArea(areaArgument);
  if (builtDir === undefined) throw new ReleaseRefusal(USAGE);
  const record = readBuildRecord(builtDir);
  const before = (await liveVersions(db))[area] ?? null;
  const now = new Date();
  const { version, folder } = installRelease(config.releasesDir, area, builtDir, now);
  await recordRelease(db, area, version, record, now);
  return (
    `Released ${area} ${version} (${folder}): live now for every app instance on ` +
    `${describeTarget(config.database)}. Before it: ${describe(before, area)}; ` +
    `\`npm run rollback -- ${area}\` goes back.`
  );
}

export async function rollback(
  db: Kysely<Database>,
  config: AppConfig,
  areaArgument: string | undefined,
  toVersion: string | undefined,
): Promise<string> {
  const area = mustBeArea(areaArgument);
  const { from, to } = await rollBack(db, area, {
    toVersion,
    isOnDisk: (version) => releaseFolderExists(config.releasesDir, area, version),
  });
  return `Rolled ${area} back from ${describe(from, area)} to ${describe(to, area)}.`;
}

export async function list(db: Kysely<Database>): Promise<string> {
  const releases = await listReleases(db);
  const live = await liveVersions(db);
  const lines: string[] = [];
  for (const area of REMOTE_NAMES) {
    lines.push(`${area}: live ${describe(live[area] ?? null, area)}`);
    for (const release of releases.filter((r) => r.area === area)) {
      lines.push(
        `  ${release.live ? '*' : ' '} ${release.version}  released ${release.releasedAt}`,
      );
    }
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  const config = loadConfig(process.env, []);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    if (command === 'publish') console.log(await publish(db, config, args[0], args[1]));
    else if (command === 'rollback') console.log(await rollback(db, config, args[0], args[1]));
    else if (command === 'list') console.log(await list(db));
    else throw new ReleaseRefusal(USAGE);
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(error instanceof ReleaseRefusal ? 2 : 1);
  });
}
