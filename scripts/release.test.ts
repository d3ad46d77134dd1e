/**
 * The release command's refusal, run as an operator runs it. Needs the shell and the server
 * built (`node scripts/build.mjs`), as `npm test` does first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { copyArea } from '../e2e/support/areaCopy';
import {
  describeMismatches,
  majorOf,
  mismatches,
  satisfies,
  SINGLETONS,
  type BuildRecord,
} from '../shared/webpack/compatibility.cjs';

const root = path.resolve(__dirname, '..');
const shell = JSON.parse(
  fs.readFileSync(path.join(root, 'shell/dist/build-info.json'), 'utf8'),
) as BuildRecord;

let work: string;
beforeEach(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-release-test-'));
});
afterEach(() => fs.rmSync(work, { recursive: true, force: true }));

function runScript(script: string, args: string[]) {
  const dataDir = path.join(work, 'data');
  return spawnSync(process.execPath, [path.join(root, 'scripts', script), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
}

describe('the compatibility rule', () => {
  it('takes the major, and the minor too before 1.0', () => {
    expect(majorOf('19.3.1')).toBe('19');
    expect(majorOf('0.1.0')).toBe('0.1');
    expect(majorOf('0.2.5')).toBe('0.2');
    expect(majorOf('workspace:*')).toBeUndefined();
  });

  it('compares x.y.z by number: the shell must have at least the area’s version', () => {
    expect(satisfies('1.2.0', '1.1.9')).toBe(true);
    expect(satisfies('1.10.0', '1.9.0')).toBe(true);
    expect(satisfies('1.1.0', '1.1.0')).toBe(true);
    expect(satisfies('1.1.0', '1.1.1')).toBe(false);
    expect(satisfies('1.1.0', '1.2.0')).toBe(false);
    expect(satisfies('2.0.0', '1.9.0')).toBe(false);
    expect(satisfies('0.3.0', '0.2.0')).toBe(false);
    expect(satisfies('0.2.5', '0.2.1')).toBe(true);
    expect(satisfies('1.0.0', undefined)).toBe(false);
    expect(satisfies(undefined, '1.0.0')).toBe(false);
  });

  it('accepts older minors and patches of the same major, refuses newer ones, other majors and missing versions', () => {
    const remote = { shared: { ...shell.shared, react: '19.0.0', zustand: '5.0.0' } };
    expect(mismatches(shell, remote)).toEqual([]);
    const { zustand: _dropped, ...withoutZustand } = shell.shared;
    expect(
      mismatches(shell, { shared: { ...withoutZustand, react: '20.0.0', 'react-dom': '19.99.0' } }),
    ).toEqual([
      { name: 'react', shell: shell.shared.react, remote: '20.0.0' },
      { name: 'react-dom', shell: shell.shared['react-dom'], remote: '19.99.0' },
      { name: 'zustand', shell: shell.shared.zustand, remote: 'none' },
    ]);
    expect(mismatches(shell, null)).toHaveLength(SINGLETONS.length);
    expect(
      describeMismatches('admin', [
        { name: '@skillfolio/shared', shell: '1.0.0', remote: '1.1.0' },
        { name: 'zustand', shell: '5.1.0', remote: 'none' },
      ]),
    ).toBe(
      'The admin area needs @skillfolio/shared 1.1.0 or a later 1.x, and the shell provides 1.0.0; zustand (its build records no version), and the shell provides 5.1.0.',
    );
  });
});

describe('npm run release', () => {
  it.each([
    ['a newer minor', (major: number, minor: number) => `${major}.${minor + 1}.0`],
    ['another major', (major: number) => `${major + 1}.0.0`],
  ])(
    'refuses a remote built against %s of @skillfolio/shared, changing nothing',
    (_kind, newer) => {
      const ours = shell.shared['@skillfolio/shared'];
      const [major = 0, minor = 0] = ours.split('.').map(Number);
      const version = newer(major, minor);
      const source = copyArea('globaladmin', work, { sharedVersion: version });
      const result = runScript('release.mjs', ['globaladmin', '--source', source]);
      expect(result.stderr).toContain(
        `Refused, nothing changed. The globaladmin area needs @skillfolio/shared ${version} or a later ${majorOf(version)}.x, and the shell provides ${ours}.`,
      );
      expect(result.status).toBe(2);
      expect(fs.existsSync(path.join(work, 'data', 'releases', 'globaladmin'))).toBe(false);
      const listing = runScript('server-tool.mjs', ['releases']);
      expect(listing.stdout).toContain(
        'globaladmin: live its built files (remote-globaladmin/dist)',
      );
    },
  );

  it('accepts the same copy when its shared has the same major (the refusal is the version)', () => {
    const source = copyArea('globaladmin', work);
    const fromCopy = createRequire(path.join(source, 'package.json'));
    const { buildRecord } = fromCopy('@skillfolio/shared/federation') as {
      buildRecord: (name: string) => unknown;
    };
    expect(mismatches(shell, buildRecord('sf_globaladmin'))).toEqual([]);
  });

  it('names the areas when given none', () => {
    const result = runScript('release.mjs', []);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'Usage: npm run release -- <area> [--source <folder>], area one of public, learner, admin, globaladmin',
    );
  });
});
