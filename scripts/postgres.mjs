// A throwaway PostgreSQL cluster for a test run: Debian's postgresql package (installed when
// missing), initdb into a temp folder, pg_ctl on a free loopback port, and gone afterwards.
import { hasCommand, mustRun } from './run.mjs';
import { createCluster, postgresBinDir } from './testing/postgresCluster.cjs';

const isRoot = process.getuid?.() === 0;

export async function ensurePostgresInstalled() {
  if (postgresBinDir()) return postgresBinDir();
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
  const dir = postgresBinDir();
  if (!dir)
    throw new Error('The postgresql package installed no initdb under /usr/lib/postgresql.');
  return dir;
}

/** Starts a cluster; resolves to its superuser URL and a stop() that also removes it. */
export async function startCluster() {
  const cluster = await createCluster(await ensurePostgresInstalled());
  try {
    cluster.startSync();
  } catch (error) {
    cluster.remove();
    throw error;
  }
  return { url: cluster.url, bin: cluster.bin, stop: cluster.remove };
}
