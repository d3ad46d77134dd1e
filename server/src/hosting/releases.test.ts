import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import type { AppConfig } from '../config';
import { openDatabase } from '../db/connection';
import { list, publish, rollback } from '../releaseTool';
import { prepareTestConfig, removeDir } from '../../test/support/buildTestApp';
import type { TestDatabase } from '../../test/support/testDatabase';
import { ReleaseRefusal } from './releases';
import { rememberedCompilers } from '../../test/support/compiledSchemas';

const RECORD = {
  name: 'sf_globaladmin',
  shared: {
    react: '19.3.1',
    'react-dom': '19.3.1',
    zustand: '5.1.0',
    '@skillfolio/shared': '0.2.0',
  },
};

/** A pretend build of the global admin area, as webpack lays one out. */
function makeBuild(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-build-'));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), `var sf_globaladmin = "${text}";`);
  fs.writeFileSync(path.join(dir, '412.ab12cd.js'), `chunk ${text}`);
  fs.writeFileSync(path.join(dir, 'build-info.json'), JSON.stringify(RECORD));
  return dir;
}

let config: AppConfig;
let database: TestDatabase;
/** Two app instances on the one database and releases folder, as behind a load balancer. */
let instanceA: FastifyInstance;
let instanceB: FastifyInstance;
const builds: string[] = [];

beforeEach(async () => {
  ({ config, database } = await prepareTestConfig({ demo: false }));
  instanceA = await buildApp(config, { logger: false, schemaController: rememberedCompilers });
  instanceB = await buildApp(config, { logger: false, schemaController: rememberedCompilers });
});
afterEach(async () => {
  await instanceA.close();
  await instanceB.close();
  await database.drop();
  for (const dir of builds.splice(0)) removeDir(dir);
});

/** Runs a command of the release tool on its own connection, as the terminal does. */
async function tool<T>(work: (db: ReturnType<typeof openDatabase>) => Promise<T>): Promise<T> {
  const db = openDatabase(config.database);
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function release(text: string): Promise<string> {
  const built = makeBuild(text);
  builds.push(built);
  const said = await tool((db) => publish(db, config, 'globaladmin', built));
  const version = /Released globaladmin (\S+)/.exec(said)?.[1];
  if (version === undefined) throw new Error(`No version in: ${said}`);
  return version;
}

const manifestOf = async (app: FastifyInstance) =>
  (await app.inject({ url: '/app/remotes.json' })).json<Record<string, string>>();

describe('releasing one area', () => {
  it('points every instance at the new version, leaving the other areas on their builds', async () => {
    const version = await release('v1');
    expect(version).toMatch(/^\d{8}T\d{6}Z-[0-9a-f]{12}$/);
    for (const app of [instanceA, instanceB]) {
      const response = await app.inject({ url: '/app/remotes.json' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.json()).toEqual({
        public: '/app/remotes/public/remoteEntry.js',
        learner: '/app/remotes/learner/remoteEntry.js',
        admin: '/app/remotes/admin/remoteEntry.js',
        globaladmin: `/app/releases/globaladmin/${version}/remoteEntry.js`,
      });
    }
  });

  it("serves the release's files, its entry and record uncached and its chunks for a year", async () => {
    const version = await release('v1');
    const at = `/app/releases/globaladmin/${version}`;
    const entry = await instanceB.inject({ url: `${at}/remoteEntry.js` });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var sf_globaladmin = "v1";');
    expect(entry.headers['cache-control']).toBe('no-cache');
    const record = await instanceB.inject({ url: `${at}/build-info.json` });
    expect(record.json()).toEqual(RECORD);
    expect(record.headers['cache-control']).toBe('no-cache');
    const chunk = await instanceB.inject({ url: `${at}/412.ab12cd.js` });
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await instanceB.inject({ url: `${at}/nothing.js` });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps no half-copied folder and names each version by its content', async () => {
    const first = await release('same');
    const second = await release('other');
    expect(first.split('-')[1]).not.toBe(second.split('-')[1]);
    expect(fs.readdirSync(path.join(config.releasesDir, 'globaladmin')).sort()).toEqual(
      [first, second].sort(),
    );
  });

  it('refuses an unknown area and a folder that is not a build, changing nothing', async () => {
    const notABuild = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-empty-'));
    builds.push(notABuild);
    await expect(tool((db) => publish(db, config, 'teachers', notABuild))).rejects.toThrow(
      'Name an area: public, learner, admin, globaladmin (not "teachers").',
    );
    await expect(tool((db) => publish(db, config, 'admin', notABuild))).rejects.toThrow(
      `${notABuild} is not a remote's build: it has no remoteEntry.js.`,
    );
    expect((await manifestOf(instanceA)).admin).toBe('/app/remotes/admin/remoteEntry.js');
  });
});

describe('rolling an area back', () => {
  it('goes to the release before, then to the built files, on every instance', async () => {
    const v1 = await release('v1');
    const v2 = await release('v2');
    expect((await manifestOf(instanceA)).globaladmin).toContain(`/${v2}/`);

    expect(await tool((db) => rollback(db, config, 'globaladmin', undefined))).toBe(
      `Rolled globaladmin back from ${v2} to ${v1}.`,
    );
    expect((await manifestOf(instanceB)).globaladmin).toContain(`/${v1}/`);

    await tool((db) => rollback(db, config, 'globaladmin', undefined));
    for (const app of [instanceA, instanceB]) {
      expect((await manifestOf(app)).globaladmin).toBe('/app/remotes/globaladmin/remoteEntry.js');
    }
    await expect(tool((db) => rollback(db, config, 'globaladmin', undefined))).rejects.toThrow(
      'The globaladmin area is on its built files (no release is live): nothing to roll back.',
    );
  });

  it('switches to a named kept version, and lists what is live and what is kept', async () => {
    const v1 = await release('v1');
    const v2 = await release('v2');
    await tool((db) => rollback(db, config, 'globaladmin', v1));
    expect((await manifestOf(instanceA)).globaladmin).toContain(`/${v1}/`);
    const listing = await tool((db) => list(db));
    expect(listing.split('\n')).toEqual([
      'public: live its built files (remote-public/dist)',
      'learner: live its built files (remote-learner/dist)',
      'admin: live its built files (remote-admin/dist)',
      `globaladmin: live ${v1}`,
      expect.stringMatching(new RegExp(`^  \\* ${v1}  released \\d{4}-`)),
      expect.stringMatching(new RegExp(`^    ${v2}  released \\d{4}-`)),
    ]);
  });

  it('refuses a version whose files are gone, or that never was, and stays where it is', async () => {
    const v1 = await release('v1');
    const v2 = await release('v2');
    removeDir(path.join(config.releasesDir, 'globaladmin', v1));
    const refused = tool((db) => rollback(db, config, 'globaladmin', undefined));
    await expect(refused).rejects.toBeInstanceOf(ReleaseRefusal);
    await expect(refused).rejects.toThrow(`The files of globaladmin ${v1} are gone`);
    await expect(tool((db) => rollback(db, config, 'globaladmin', 'nonsense'))).rejects.toThrow(
      'The globaladmin area has no release nonsense.',
    );
    expect((await manifestOf(instanceA)).globaladmin).toContain(`/${v2}/`);
  });
});
