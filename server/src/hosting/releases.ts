/**
 * Releases of the front-end areas: a release is one area's build in its own folder
 * (`<releases folder>/<area>/<version>/`), recorded in the database with its build record;
 * the live release of each area is one row, switched in one transaction, so every app
 * instance on the database serves the new version from its next `/app/remotes.json`.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Executor } from '../db/database';
import { REMOTE_NAMES } from './remoteNames';

export type AreaName = (typeof REMOTE_NAMES)[number];

/** The build's record of its shared singletons; written by every build beside its entry. */
export const BUILD_RECORD_FILE = 'build-info.json';
export const ENTRY_FILE = 'remoteEntry.js';

/** A reason to change nothing, worded for the person at the terminal. */
export class ReleaseRefusal extends Error {}

export function isAreaName(value: string): value is AreaName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

export function mustBeArea(value: string | undefined): AreaName {
  if (value === undefined || !isAreaName(value)) {
    throw new ReleaseRefusal(
      `Name an area: ${REMOTE_NAMES.join(', ')}${value === undefined ? '' : ` (not "${value}")`}.`,
    );
  }
  return value;
}

/** The live version of each area that has one; the others are on their built dist. */
export async function liveVersions(db: Executor): Promise<Partial<Record<AreaName, string>>> {
  const rows = await db.selectFrom('remote_live_releases').select(['area', 'version']).execute();
  const live: Partial<Record<AreaName, string>> = {};
  for (const row of rows) if (isAreaName(row.area)) live[row.area] = row.version;
  return live;
}

export interface KeptRelease {
  area: AreaName;
  version: string;
  releasedAt: string;
  live: boolean;
}

/** Every kept release, per area in the order they were made. */
export async function listReleases(db: Executor): Promise<KeptRelease[]> {
  const live = await liveVersions(db);
  const rows = await db
    .selectFrom('remote_releases')
    .select(['area', 'version', 'released_at'])
    .orderBy('area')
    .orderBy('release_id')
    .execute();
  return rows.flatMap((row) =>
    isAreaName(row.area)
      ? [
          {
            area: row.area,
            version: row.version,
            releasedAt: row.released_at,
            live: live[row.area] === row.version,
          },
        ]
      : [],
  );
}

/** Records a release already in place on disk and makes it live, in one transaction. */
export async function recordRelease(
  db: Executor,
  area: AreaName,
  version: string,
  buildRecord: unknown,
  now: Date = new Date(),
): Promise<void> {
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remote_releases')
      .values({ area, version, build_record: JSON.stringify(buildRecord), released_at: at })
      .execute();
    await switchLive(trx, area, version, at);
  });
}

export interface Switch {
  area: AreaName;
  /** null: the area's built dist. */
  from: string | null;
  to: string | null;
}

/**
 * Makes the release before the live one live again (or the given kept version); before the
 * first release comes the area's built dist.
 */
export async function rollBack(
  db: Executor,
  area: AreaName,
  {
    toVersion,
    isOnDisk = () => true,
    now = new Date(),
  }: { toVersion?: string; isOnDisk?: (version: string) => boolean; now?: Date } = {},
): Promise<Switch> {
  return db.transaction().execute(async (trx) => {
    const live = (await liveVersions(trx))[area] ?? null;
    const releases = await trx
      .selectFrom('remote_releases')
      .select(['release_id', 'version'])
      .where('area', '=', area)
      .orderBy('release_id')
      .execute();
    let to: string | null;
    if (toVersion !== undefined) {
      if (!releases.some((r) => r.version === toVersion)) {
        throw new ReleaseRefusal(`The ${area} area has no release ${toVersion}.`);
      }
      to = toVersion;
    } else {
      if (live === null) {
        throw new ReleaseRefusal(
          `The ${area} area is on its built files (no release is live): nothing to roll back.`,
        );
      }
      const at = releases.findIndex((r) => r.version === live);
      to = at > 0 ? (releases[at - 1]?.version ?? null) : null;
    }
    if (to !== null && !isOnDisk(to)) {
      throw new ReleaseRefusal(`The files of ${area} ${to} are gone: it cannot be made live.`);
    }
    if (to === null) {
      await trx.deleteFrom('remote_live_releases').where('area', '=', area).execute();
    } else {
      await switchLive(trx, area, to, now.toISOString());
    }
    return { area, from: live, to };
  });
}

async function switchLive(db: Executor, area: AreaName, version: string, at: string) {
  await db
    .insertInto('remote_live_releases')
    .values({ area, version, switched_at: at })
    .onConflict((oc) => oc.column('area').doUpdateSet({ version, switched_at: at }))
    .execute();
}

/** Every file under a folder, as sorted paths relative to it (`/`-separated). */
function filesUnder(dir: string, prefix = ''): string[] {
  return fs
    .readdirSync(path.join(dir, prefix), { withFileTypes: true })
    .flatMap((entry) => {
      const relative = prefix === '' ? entry.name : `${prefix}/${entry.name}`;
      return entry.isDirectory() ? filesUnder(dir, relative) : [relative];
    })
    .sort();
}

/** `<UTC time>-<hash of every file's path and content>`: sorts by time, names the content. */
export function versionOf(builtDir: string, now: Date): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(builtDir)) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(builtDir, file)));
    hash.update('\0');
  }
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return `${stamp}-${hash.digest('hex').slice(0, 12)}`;
}

/** The build record a built folder carries; refuses a folder that is not a remote's build. */
export function readBuildRecord(builtDir: string): unknown {
  for (const file of [ENTRY_FILE, BUILD_RECORD_FILE]) {
    if (!fs.existsSync(path.join(builtDir, file))) {
      throw new ReleaseRefusal(`${builtDir} is not a remote's build: it has no ${file}.`);
    }
  }
  return JSON.parse(fs.readFileSync(path.join(builtDir, BUILD_RECORD_FILE), 'utf8')) as unknown;
}

/**
 * Copies a build into `<releasesDir>/<area>/<version>/`: first under a hidden name, then
 * renamed, so a half-copied folder is never served under a version's name.
 */
export function installRelease(
  releasesDir: string,
  area: AreaName,
  builtDir: string,
  now: Date,
): { version: string; folder: string } {
  const version = versionOf(builtDir, now);
  const areaDir = path.join(releasesDir, area);
  const folder = path.join(areaDir, version);
  const partial = path.join(areaDir, `.${version}.partial`);
  fs.mkdirSync(areaDir, { recursive: true });
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(builtDir, partial, { recursive: true });
  fs.renameSync(partial, folder);
  return { version, folder };
}

/** Whether a kept version's files are still where the app serves them from. */
export function releaseFolderExists(releasesDir: string, area: AreaName, version: string) {
  return fs.existsSync(path.join(releasesDir, area, version, ENTRY_FILE));
}
