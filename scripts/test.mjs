// `npm test`: install what the tests need, run `npm run check`, build, run every jest suite, and end
// with one line summing them all: `N passed, N failed`.
import './on-pinned-node.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';
import { check } from './check.mjs';
import { startCluster, ensurePostgresInstalled } from './postgres.mjs';
import { hasCommand, installDependencies, mustRun, run } from './run.mjs';

const CHROMIUM = '/usr/bin/chromium';

async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0 || !hasCommand('apt-get')) {
    console.error(
      `The end-to-end tests need Chromium at ${CHROMIUM}: install Debian's chromium package.`,
    );
    return;
  }
  console.log('Installing Chromium from Debian packages…');
  await mustRun('apt-get', ['update', '-qq']);
  await mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

async function jest(extraArgs = [], env = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-jest-'));
  const outputFile = path.join(dir, 'results.json');
  const code = await run(
    process.execPath,
    ['node_modules/jest/bin/jest.js', '--json', `--outputFile=${outputFile}`, ...extraArgs],
    { env: { ...process.env, CI: process.env.CI ?? 'true', ...env } },
  );
  if (!existsSync(outputFile)) return { passed: 0, failed: 1, code };
  const results = JSON.parse(readFileSync(outputFile, 'utf8'));
  rmSync(dir, { recursive: true, force: true });
  // A suite that fails to run at all (a syntax error, a crash) counts as a failure too.
  const brokenSuites = results.testResults.filter(
    (suite) => suite.status === 'failed' && suite.assertionResults.length === 0,
  ).length;
  return { passed: results.numPassedTests, failed: results.numFailedTests + brokenSuites, code };
}

await installDependencies();
// First: a type, lint or format problem is the cheapest failure to find.
console.log('\nChecks: types, lint, format');
const types = await check();
await ensureChromium();
await ensurePostgresInstalled();
await build();

// Jest's default is one worker per core but one, and with one worker it runs every file in
// jest's own process, one after another: on two cores a whole core sat idle while a test
// waited on its database or a password hash. Two workers keep both busy.
const WORKERS = `--maxWorkers=${Math.max(2, os.availableParallelism() - 1)}`;

const UNIT_PROJECTS = [
  'shared',
  'shell',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
  'server',
  'scripts',
];
console.log('\nUnit, component and server tests (server on SQLite)');
const runs = [await jest([WORKERS, '--projects', ...UNIT_PROJECTS])];

const cluster = await startCluster();
const stopCluster = () => cluster.stop();
process.once('SIGINT', () => {
  stopCluster();
  process.exit(130);
});
try {
  const onPostgres = { TEST_DATABASE_URL: cluster.url };
  console.log('\nServer tests on PostgreSQL');
  runs.push(await jest([WORKERS, '--projects', 'server'], onPostgres));
  console.log('\nEnd-to-end tests (Chromium)');
  // A browser more than the cores but one: by now nothing else runs, and the e2e files wait on
  // Chromium, the server and timers more than they compute (all 100 passed so, in 603 s with
  // two instead of 876 s with one).
  const E2E_WORKERS = `--maxWorkers=${Math.max(3, os.availableParallelism())}`;
  runs.push(await jest([E2E_WORKERS, '--projects', 'e2e'], onPostgres));
} finally {
  stopCluster();
}

const passed = types.passed + runs.reduce((sum, r) => sum + r.passed, 0);
const failed = types.failed + runs.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || runs.some((r) => r.code !== 0) ? 1 : 0);
