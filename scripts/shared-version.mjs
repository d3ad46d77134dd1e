// `@skillfolio/shared`'s version moves with its source. shared/version-record.json holds the
// version and a digest of every file that ships in the package; `npm run check` fails when the
// source no longer matches the digest (a change without a bump) or package.json's version is
// not the recorded one (a bump by hand). `npm run shared:version -- patch|minor|major` bumps
// the version and records the new digest in one step. What each level means: shared/README.md.
import './on-pinned-node.mjs';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './run.mjs';

export const RECORD_FILE = 'version-record.json';
const LEVELS = ['patch', 'minor', 'major'];

/**
 * What ships: the package's manifest and configs, src/ and webpack/. Tests, docs and this
 * record do not change what an area gets, so they are left out (a test-only change needs no
 * release).
 */
function shipped(relative) {
  if (/\.test\.(ts|tsx|js|cjs|mjs)$/.test(relative)) return false;
  if (/^(src|webpack)\//.test(relative)) return true;
  return relative === 'package.json' || /^tsconfig(\.[\w-]+)?\.json$/.test(relative);
}

function listFiles(dir, base = dir) {
  const files = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listFiles(full, base));
    else if (entry.isFile()) files.push(path.relative(base, full).split(path.sep).join('/'));
  }
  return files.filter(shipped).sort();
}

/** The digest of the package's shipped files, package.json read without its version. */
export function sourceDigest(sharedDir) {
  const hash = createHash('sha256');
  for (const file of listFiles(sharedDir)) {
    let bytes = readFileSync(path.join(sharedDir, file));
    if (file === 'package.json') {
      const manifest = JSON.parse(bytes.toString('utf8'));
      delete manifest.version;
      bytes = Buffer.from(JSON.stringify(manifest));
    }
    // Name and length first, so moving bytes between files changes the digest too.
    hash.update(`${file}\0${bytes.length}\0`);
    hash.update(bytes);
  }
  return `sha256-${hash.digest('hex')}`;
}

function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Problems, in words an engineer can act on; empty when the record fits. */
export function verify(sharedDir) {
  const { version } = readJson(path.join(sharedDir, 'package.json'));
  let record;
  try {
    record = readJson(path.join(sharedDir, RECORD_FILE));
  } catch {
    return [`shared/${RECORD_FILE} is missing or unreadable: run npm run shared:version -- patch`];
  }
  const problems = [];
  if (record.version !== version) {
    problems.push(
      `shared/package.json says ${version} but shared/${RECORD_FILE} says ${record.version}: change the version only with npm run shared:version -- patch|minor|major.`,
    );
  }
  if (record.sourceDigest !== sourceDigest(sharedDir)) {
    problems.push(
      `@skillfolio/shared changed since ${record.version} was recorded: bump it with npm run shared:version -- patch|minor|major (shared/README.md says which).`,
    );
  }
  return problems;
}

export function nextVersion(version, level) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`shared/package.json's version ${version} is not x.y.z`);
  const [major, minor, patch] = match.slice(1).map(Number);
  if (level === 'major') return `${major + 1}.0.0`;
  if (level === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** Writes the new version into package.json and the record; returns it. */
export function bump(sharedDir, level) {
  const pkgFile = path.join(sharedDir, 'package.json');
  const pkg = readJson(pkgFile);
  const version = nextVersion(pkg.version, level);
  writeFileSync(pkgFile, `${JSON.stringify({ ...pkg, version }, null, 2)}\n`);
  const record = { version, sourceDigest: sourceDigest(sharedDir) };
  writeFileSync(path.join(sharedDir, RECORD_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return version;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // The tests point it at a copy; everyone else uses the repo's shared/.
  const sharedDir = path.resolve(process.env.SKILLFOLIO_SHARED_DIR || path.join(root, 'shared'));
  const [arg] = process.argv.slice(2);
  if (arg === '--check') {
    const problems = verify(sharedDir);
    for (const problem of problems) console.error(`✗ ${problem}`);
    process.exit(problems.length > 0 ? 1 : 0);
  } else if (LEVELS.includes(arg)) {
    const before = readJson(path.join(sharedDir, 'package.json')).version;
    const version = bump(sharedDir, arg);
    console.log(`@skillfolio/shared ${before} → ${version} (recorded in shared/${RECORD_FILE})`);
  } else {
    console.error('Usage: npm run shared:version -- patch|minor|major   (or -- --check)');
    process.exit(2);
  }
}
