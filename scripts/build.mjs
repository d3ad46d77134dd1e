// Builds the server and the five front ends, skipping any whose inputs are older than its last build.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpmCommand, root, runQuietly } from './run.mjs';

const FRONT_ENDS = [
  'shell',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
];
const COMMON_INPUTS = ['tsconfig.base.json', 'pnpm-lock.yaml', 'package.json'];

function newestMtime(target) {
  const full = path.join(root, target);
  if (!existsSync(full)) return 0;
  const stat = statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(full)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

function inputsOf(pkg) {
  const own = [
    `${pkg}/src`,
    `${pkg}/package.json`,
    `${pkg}/tsconfig.json`,
    `${pkg}/tsconfig.build.json`,
    `${pkg}/webpack.config.js`,
  ];
  const shared =
    pkg === 'server'
      ? ['shared/src/types', 'shared/src/wire', 'shared/tsconfig.wire.json', 'shared/package.json']
      : ['shared/src', 'shared/webpack', 'shared/package.json'];
  return [...COMMON_INPUTS, ...own, ...shared];
}

const stampOf = (pkg) => path.join(root, pkg, 'dist', '.build-stamp');

function isFresh(pkg) {
  const stamp = stampOf(pkg);
  if (!existsSync(stamp)) return false;
  const built = statSync(stamp).mtimeMs;
  return inputsOf(pkg).every((input) => newestMtime(input) <= built);
}

async function buildOne(pkg) {
  const { command, args } = pnpmCommand();
  const started = Date.now();
  const { code, output } = await runQuietly(command, [
    ...args,
    '--filter',
    `./${pkg}`,
    'run',
    'build',
  ]);
  if (code !== 0) {
    process.stderr.write(output);
    throw new Error(`${pkg} failed to build (exit ${code})`);
  }
  writeFileSync(stampOf(pkg), new Date().toISOString());
  console.log(`  built ${pkg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

export async function build({
  force = false,
  only = ['server', ...FRONT_ENDS],
  quiet = false,
} = {}) {
  const todo = only.filter((pkg) => force || !isFresh(pkg));
  if (todo.length === 0) {
    if (!quiet) console.log('Build: everything is up to date.');
    return;
  }
  console.log(`Build: ${todo.join(', ')}`);
  // Two at a time: the machines have two cores.
  const queue = [...todo];
  const worker = async () => {
    for (let pkg = queue.shift(); pkg; pkg = queue.shift()) await buildOne(pkg);
  };
  await Promise.all([worker(), worker()]);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  // `node scripts/build.mjs [--force] [package …]`: all packages unless some are named.
  const named = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
  build({
    force: process.argv.includes('--force'),
    ...(named.length ? { only: named } : {}),
  }).catch((err) => {
    console.error(`✗ ${err.message}`);
    process.exit(1);
  });
}
