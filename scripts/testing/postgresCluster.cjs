// A PostgreSQL cluster of the caller's own in a temp folder, on a free loopback port: made with
// initdb, started and stopped with pg_ctl, as often as a test likes (a fault test stops it under
// load and starts it again), then removed. CommonJS, so jest tests can require it too;
// scripts/postgres.mjs (which also installs Debian's package) builds on it.
const { execFile, execFileSync, spawnSync } = require('node:child_process');
const { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { freePort } = require('./freePort.cjs');

const isRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root; root runs it as the package's own `postgres` user.
const OS_USER = 'postgres';

/** The newest installed PostgreSQL's bin folder, or null when none is installed. */
function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

function asPostgresUser(command, args) {
  return isRoot ? ['runuser', ['-u', OS_USER, '--', command, ...args]] : [command, args];
}

function failure(command, status, output) {
  return new Error(`${path.basename(command)} failed (${status}):\n${output}`);
}

function runSync(command, args) {
  const [file, argv] = asPostgresUser(command, args);
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw failure(command, result.status, result.stdout + result.stderr);
  return result.stdout;
}

/** As runSync, without blocking the caller's event loop (a test keeps its load running). */
function run(command, args) {
  const [file, argv] = asPostgresUser(command, args);
  return new Promise((resolve, reject) => {
    execFile(file, argv, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) reject(failure(command, error.code, stdout + stderr));
      else resolve(stdout);
    });
  });
}

/**
 * Makes a cluster (not yet started) with its superuser `postgres`, trusted on loopback.
 * @param {string} bin PostgreSQL's bin folder (postgresBinDir())
 * @param {{ synchronousCommit?: boolean }} [settings] synchronousCommit: a commit returns only
 *   once its WAL is written, so it outlives PostgreSQL being killed (`stop('immediate')`)
 */
async function createCluster(bin, settings = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  const pgCtl = path.join(bin, 'pg_ctl');
  runSync(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  // Throwaway data: no fsync keeps the run fast; nothing here needs to survive a power cut. Nor,
  // unless asked, a crash of PostgreSQL: commits return before their WAL is written.
  const synchronousCommit = settings.synchronousCommit ? 'on' : 'off';
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=${synchronousCommit} -c full_page_writes=off -c max_connections=200`;
  const startArgs = ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start'];
  let removed = false;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    bin,
    dir,
    /** Starts it and waits until it takes connections. */
    start: () => run(pgCtl, startArgs).then(() => undefined),
    startSync: () => {
      runSync(pgCtl, startArgs);
    },
    /**
     * Stops it and waits until it has: 'fast' ends every session (57P01) and shuts down
     * cleanly, 'immediate' kills the server processes as a crash would.
     * @param {'fast' | 'immediate'} mode
     */
    stop: (mode = 'fast') =>
      run(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']).then(() => undefined),
    /** Stops it if it runs, and deletes its folder. */
    remove: () => {
      if (removed) return;
      removed = true;
      try {
        const [file, argv] = asPostgresUser(pgCtl, ['-D', data, '-m', 'immediate', '-w', 'stop']);
        // Already stopped is fine: the folder goes all the same.
        spawnSync(file, argv, { encoding: 'utf8' });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

exports.postgresBinDir = postgresBinDir;
exports.createCluster = createCluster;
