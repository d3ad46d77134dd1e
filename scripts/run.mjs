// Small process helpers for the repo's own scripts (start, build, test).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '10.34.8';

/**
 * The server's environment. Each password hash (argon2) takes 19 MiB; glibc would keep
 * those blocks in per-thread arenas after they are freed (~40 MB more after the first
 * logins, never given back). Above this fixed size blocks are mapped on their own and
 * returned to the system when freed. Only glibc reads it; elsewhere it does nothing.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '1048576' };

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Runs a command keeping its output, to show only when it fails. */
export function runQuietly(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

export async function mustRun(command, args, options) {
  const code = await run(command, args, options);
  if (code !== 0) {
    console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${code})`);
    process.exit(code);
  }
}

/** pnpm without corepack: the pinned root devDependency once installed, else npx fetches it. */
export function pnpmCommand() {
  const local = path.join(root, 'node_modules/pnpm/bin/pnpm.cjs');
  if (existsSync(local)) return { command: process.execPath, args: [local] };
  return { command: 'npx', args: ['-y', `pnpm@${PNPM_VERSION}`] };
}

export function pnpm(args, options) {
  const { command, args: base } = pnpmCommand();
  return mustRun(command, [...base, ...args], options);
}

export function installDependencies() {
  // Frozen: the committed lockfile is the truth; a clean machine gets exactly what CI tested.
  return pnpm(['install', '--frozen-lockfile', '--reporter=append-only']);
}

export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}
