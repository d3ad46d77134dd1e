// Builds the server and the five front ends, skipping any whose inputs are older than its last build.
// The front ends build together in this process (one webpack multi-compiler, with webpack's
// filesystem cache); each still builds alone with `pnpm --filter <package> build`.
// Types are `npm run check`'s job, once: the server compiles without checking them (tsc
// --noCheck, the same files out in a twelfth of the time), as ts-loader does for the front ends.
import './on-pinned-node.mjs';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { pnpmCommand, root, runQuietly } from './run.mjs';

export const FRONT_ENDS = [
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
      ? [
          'shared/src/types',
          'shared/src/wire',
          'shared/src/contract',
          'shared/tsconfig.wire.json',
          'shared/package.json',
        ]
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

async function buildOne(pkg, log) {
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
  const seconds = (Date.now() - started) / 1000;
  log(`  built ${pkg} in ${seconds.toFixed(1)} s`);
  return { pkg, seconds };
}

/**
 * Builds the given front ends in this one process, as one webpack multi-compiler: webpack,
 * ts-loader and TypeScript load and warm up once instead of once per package.
 */
async function buildFrontEnds(pkgs, log) {
  const webpack = createRequire(path.join(root, 'shell', 'package.json'))('webpack');
  const require = createRequire(import.meta.url);
  const configs = pkgs.map((pkg) =>
    require(path.join(root, pkg, 'webpack.config.js'))({}, { mode: 'production' }),
  );
  const compiler = webpack(configs);
  const stats = await new Promise((resolve, reject) =>
    compiler.run((err, result) => (err ? reject(err) : resolve(result))),
  );
  // Closing writes the persistent cache.
  await new Promise((resolve) => compiler.close(resolve));
  const timings = [];
  const failed = [];
  for (const child of stats.stats) {
    const pkg = child.compilation.name;
    if (child.hasErrors()) {
      process.stderr.write(`${child.toString({ all: false, errors: true })}\n`);
      failed.push(pkg);
      continue;
    }
    writeFileSync(stampOf(pkg), new Date().toISOString());
    const seconds = (child.endTime - child.startTime) / 1000;
    log(`  built ${pkg} in ${seconds.toFixed(1)} s`);
    timings.push({ pkg, seconds });
  }
  if (failed.length) throw new Error(`${failed.join(', ')} failed to build`);
  return timings;
}

export async function build({
  force = false,
  only = ['server', ...FRONT_ENDS],
  quiet = false,
} = {}) {
  const todo = only.filter((pkg) => force || !isFresh(pkg));
  if (todo.length === 0) {
    if (!quiet) console.log('Build: everything is up to date.');
    return [];
  }
  const log = quiet ? () => {} : (line) => console.log(line);
  log(`Build: ${todo.join(', ')}`);
  const frontEnds = todo.filter((pkg) => FRONT_ENDS.includes(pkg));
  const others = todo.filter((pkg) => !FRONT_ENDS.includes(pkg));
  // The server's tsc runs in a process of its own beside webpack: one core each.
  const [otherTimings, frontEndTimings] = await Promise.all([
    Promise.all(others.map((pkg) => buildOne(pkg, log))),
    frontEnds.length ? buildFrontEnds(frontEnds, log) : [],
  ]);
  return [...otherTimings, ...frontEndTimings];
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
