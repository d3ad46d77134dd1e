/**
 * shared's version record, run as `npm run check` and `npm run shared:version` run it, on a
 * copy of shared/ (the real one is never touched).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
let copy: string;

beforeEach(() => {
  copy = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-shared-version-'));
  for (const own of [
    'package.json',
    'version-record.json',
    'tsconfig.json',
    'tsconfig.wire.json',
    'src',
    'webpack',
  ]) {
    fs.cpSync(path.join(root, 'shared', own), path.join(copy, own), { recursive: true });
  }
});
afterEach(() => fs.rmSync(copy, { recursive: true, force: true }));

function sharedVersion(...args: string[]) {
  return spawnSync(process.execPath, [path.join(root, 'scripts/shared-version.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SKILLFOLIO_SHARED_DIR: copy },
  });
}

const versionOf = (file: string) =>
  (JSON.parse(fs.readFileSync(path.join(copy, file), 'utf8')) as { version: string }).version;

describe("shared's version record", () => {
  it('passes on the repo as committed', () => {
    const result = sharedVersion('--check');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('fails when shipped source changed without a bump, and passes after one', () => {
    const store = path.join(copy, 'src/store/session.ts');
    fs.appendFileSync(store, '\nexport const planted = 1;\n');
    const failed = sharedVersion('--check');
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain(
      `@skillfolio/shared changed since ${versionOf('package.json')} was recorded: bump it with npm run shared:version -- patch|minor|major`,
    );

    const before = versionOf('package.json');
    const [major, minor] = before.split('.').map(Number);
    const bumped = sharedVersion('minor');
    expect(bumped.status).toBe(0);
    expect(versionOf('package.json')).toBe(`${major}.${(minor ?? 0) + 1}.0`);
    expect(versionOf('version-record.json')).toBe(versionOf('package.json'));
    expect(sharedVersion('--check').status).toBe(0);
  });

  it('counts the build helpers and dependencies as source, but not tests', () => {
    fs.appendFileSync(path.join(copy, 'webpack/compatibility.cjs'), '\n// planted\n');
    expect(sharedVersion('--check').status).toBe(1);
    fs.cpSync(path.join(root, 'shared/webpack'), path.join(copy, 'webpack'), { recursive: true });
    expect(sharedVersion('--check').status).toBe(0);

    const pkg = JSON.parse(fs.readFileSync(path.join(copy, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
    };
    pkg.dependencies.zustand = '5.9.9';
    fs.writeFileSync(path.join(copy, 'package.json'), JSON.stringify(pkg, null, 2));
    expect(sharedVersion('--check').status).toBe(1);
    fs.cpSync(path.join(root, 'shared/package.json'), path.join(copy, 'package.json'));

    fs.writeFileSync(path.join(copy, 'src/store/planted.test.ts'), 'export {};\n');
    expect(sharedVersion('--check').status).toBe(0);
  });

  it('fails when the version was changed by hand', () => {
    const pkgFile = path.join(copy, 'package.json');
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string };
    const recorded = pkg.version;
    fs.writeFileSync(pkgFile, JSON.stringify({ ...pkg, version: '9.9.9' }, null, 2));
    const result = sharedVersion('--check');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      `shared/package.json says 9.9.9 but shared/version-record.json says ${recorded}: change the version only with npm run shared:version`,
    );
  });

  it('bumps patch, minor and major as semver says', () => {
    const [major, minor, patch] = versionOf('package.json').split('.').map(Number) as [
      number,
      number,
      number,
    ];
    sharedVersion('patch');
    expect(versionOf('package.json')).toBe(`${major}.${minor}.${patch + 1}`);
    sharedVersion('minor');
    expect(versionOf('package.json')).toBe(`${major}.${minor + 1}.0`);
    sharedVersion('major');
    expect(versionOf('package.json')).toBe(`${major + 1}.0.0`);
    expect(sharedVersion('--check').status).toBe(0);
  });

  it('refuses anything else', () => {
    const result = sharedVersion('2.0.0');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('Usage: npm run shared:version -- patch|minor|major');
  });
});
