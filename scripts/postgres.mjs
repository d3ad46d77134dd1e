// A throwaway PostgreSQL cluster for a test run: Debian's postgresql package (installed when
// missing), initdb into a temp folder, pg_ctl on a free loopback port, and gone afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hasCommand, mustRun } from './run.mjs';
import { freePort } from './testing/freePort.cjs';

const isRoot = process.getuid?.() === 0;
// PostgreSQL refuses to run as root; root runs it as the package's own `postgres` user.
const OS_USER = 'postgres';

function binDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(base, versions[0], 'bin') : null;
}

export async function ensurePostgresInstalled() {
  if (binDir()) return binDir();
  if (!isRoot || !hasCommand('apt-get')) {
    throw new Error(
      "PostgreSQL is not installed: install Debian's postgresql package (the server tests run on it too).",
    );
  }
  console.log('Installing PostgreSQL from Debian packages…');
  await mustRun('apt-get', ['update', '-qq']);
  await mustRun('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'postgresql'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const dir = binDir();
  if (!dir)
    throw new Error('The postgresql package installed no initdb under /usr/lib/postgresql.');
  return dir;
}

function asPostgresUser(command, args) {
  const [file, argv] = isRoot
    ? ['runuser', ['-u', OS_USER, '--', command, ...args]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(
      `${path.basename(command)} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/** Starts a cluster; resolves to its superuser URL and a stop(). */
export async function startCluster() {
  const bin = await ensurePostgresInstalled();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', OS_USER], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', OS_USER], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = path.join(dir, 'data');
  const port = await freePort();
  asPostgresUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  // Throwaway data: no fsync keeps the run fast; nothing here needs to survive a power cut.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asPostgresUser(path.join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    try {
      asPostgresUser(path.join(bin, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, bin, stop };
}
