// The one Node everything runs on. `npm start`, `npm test`, `npm run build` … start under
// whatever Node the machine has; each script's first import is this module, which makes sure
// the pinned Node (scripts/runtime/package.json) is installed under `.runtime/` from the npm
// registry's official builds (integrity-checked by scripts/runtime/package-lock.json), then
// runs the same script again under it. Everything downstream inherits it: pnpm and what it
// starts (PATH), node-gyp (npm_config_nodedir: that Node's own headers, no download), jest,
// webpack, the server, the end-to-end tests' server.
//
// `node scripts/runtime.mjs` prints the pinned Node's path; `node scripts/runtime.mjs <command
// …>` runs any command with it first on PATH, e.g. `node scripts/runtime.mjs npx jest …`.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const { NODE_VERSION, PLATFORM_PACKAGE, manifest, isGoodEnough } = require('./runtime/pin.cjs');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PIN_DIR = path.join(root, 'scripts', 'runtime');
export const RUNTIME_DIR = path.join(root, '.runtime');
const INSTALL_DIR = path.join(RUNTIME_DIR, `node-${NODE_VERSION}`);
/** The unpacked build: `bin/node`, and `include/node` for native modules. */
const NODE_HOME = path.join(INSTALL_DIR, 'node_modules', PLATFORM_PACKAGE);
export const PINNED_NODE = path.join(NODE_HOME, 'bin', 'node');

export { NODE_VERSION };

/** npm's own CLI when npm started us (its Node may be older than npm likes on PATH). */
function npmCommand() {
  const cli = process.env.npm_execpath;
  if (cli && /npm-cli\.js$/.test(cli) && existsSync(cli)) {
    return { command: process.execPath, args: [cli] };
  }
  return { command: 'npm', args: [] };
}

/**
 * Installs the pinned Node into `.runtime/node-<version>/` unless it is there (one stat: the
 * fast path of every later run). Installs into a temp folder and renames it into place, so an
 * interrupted install leaves nothing half-made behind, then removes older pins.
 */
export function installPinnedNode() {
  if (existsSync(PINNED_NODE)) return PINNED_NODE;
  if (!manifest.optionalDependencies[PLATFORM_PACKAGE]) {
    throw new Error(
      `The npm registry has no Node build for ${process.platform}-${process.arch} pinned in ` +
        `scripts/runtime/package.json: install Node ${NODE_VERSION} and run with it.`,
    );
  }
  console.error(`Installing Node ${NODE_VERSION} (${PLATFORM_PACKAGE} from npm) into .runtime/ …`);
  mkdirSync(RUNTIME_DIR, { recursive: true });
  const staging = mkdtempSync(path.join(RUNTIME_DIR, '.installing-'));
  try {
    // mkdtemp makes it private; the installed Node must run for whoever runs the app.
    chmodSync(staging, 0o755);
    for (const file of ['package.json', 'package-lock.json']) {
      copyFileSync(path.join(PIN_DIR, file), path.join(staging, file));
    }
    const npm = npmCommand();
    const installed = spawnSync(
      npm.command,
      [
        ...npm.args,
        'ci',
        '--prefix',
        staging,
        '--ignore-scripts',
        '--no-audit',
        '--no-fund',
        '--loglevel=error',
      ],
      { stdio: 'inherit' },
    );
    const stagedNode = path.join(staging, 'node_modules', PLATFORM_PACKAGE, 'bin', 'node');
    if (installed.status !== 0 || !existsSync(stagedNode)) {
      throw new Error(`Installing Node ${NODE_VERSION} from the npm registry failed.`);
    }
    const version = spawnSync(stagedNode, ['--version'], { encoding: 'utf8' }).stdout.trim();
    if (version !== `v${NODE_VERSION}`) {
      throw new Error(`The installed Node says ${version || 'nothing'}, not v${NODE_VERSION}.`);
    }
    try {
      renameSync(staging, INSTALL_DIR);
    } catch (error) {
      // Another run installed it meanwhile: theirs is as good as ours.
      if (!existsSync(PINNED_NODE)) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  for (const entry of readdirSync(RUNTIME_DIR)) {
    if (entry.startsWith('node-') && entry !== path.basename(INSTALL_DIR)) {
      rmSync(path.join(RUNTIME_DIR, entry), { recursive: true, force: true });
    }
  }
  return PINNED_NODE;
}

/**
 * The environment every child process gets: this Node first on PATH (pnpm's scripts, tsc,
 * webpack-cli, npx all start `node` from PATH), and, when it is the pinned build, its headers
 * for node-gyp, so a native module compiles against the Node that loads it, offline.
 */
export function pinnedEnvironment(nodePath, env = process.env) {
  const binDir = path.dirname(nodePath);
  const rest = (env.PATH ?? '').split(path.delimiter).filter((dir) => dir && dir !== binDir);
  const result = { ...env, PATH: [binDir, ...rest].join(path.delimiter) };
  if (path.resolve(nodePath) === PINNED_NODE) {
    result.npm_config_nodedir = NODE_HOME;
    result.npm_node_execpath = nodePath;
  }
  return result;
}

// Ctrl-C reaches every process of the terminal's group, the child included, so SIGINT is not
// passed on (the child would get it twice; a second SIGINT cuts the server's clean close
// short). Signals sent to this process alone are.
const FORWARDED_SIGNALS = ['SIGTERM', 'SIGHUP'];

/**
 * Runs a command, passing SIGTERM/SIGHUP on and outliving Ctrl-C until it has finished;
 * resolves with its exit code, or the signal that ended it.
 */
export function runForwardingSignals(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    const forward = (signal) => child.kill(signal);
    const ignore = () => {};
    for (const signal of FORWARDED_SIGNALS) process.on(signal, forward);
    process.on('SIGINT', ignore);
    const stop = () => {
      for (const signal of FORWARDED_SIGNALS) process.off(signal, forward);
      process.off('SIGINT', ignore);
    };
    child.on('error', (error) => {
      stop();
      reject(error);
    });
    child.on('exit', (code, signal) => {
      stop();
      resolve({ code, signal });
    });
  });
}

/** Ends this process the way the child ended: the same exit code, or the same signal. */
function exitLike({ code, signal }) {
  if (signal) {
    process.kill(process.pid, signal);
    // A signal this process ignores (none today) would not end it: exit as a shell would.
    process.exit(128 + (os.constants.signals[signal] ?? 0));
  }
  process.exit(code ?? 1);
}

/**
 * Makes sure the rest of the calling script runs on the pinned Node: returns at once when
 * this is it (or a good-enough Node the machine has), otherwise installs it if needed, runs
 * this same script under it, and exits as it exits.
 */
export async function onPinnedNode() {
  if (isGoodEnough(process.versions.node)) {
    Object.assign(process.env, pinnedEnvironment(process.execPath));
    return;
  }
  let node;
  try {
    node = installPinnedNode();
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const env = pinnedEnvironment(node);
  const result = await runForwardingSignals(node, [...process.execArgv, ...process.argv.slice(1)], {
    env,
  });
  exitLike(result);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [command, ...args] = process.argv.slice(2);
  let node = process.execPath;
  try {
    if (!isGoodEnough(process.versions.node)) node = installPinnedNode();
  } catch (error) {
    console.error(`✗ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  if (command === undefined) {
    console.log(node);
  } else {
    exitLike(await runForwardingSignals(command, args, { env: pinnedEnvironment(node) }));
  }
}
