// The compatibility rule between the shell and a remote, written once for the release command
// (Node) and the shell (browser). Each remote's build records the versions of the shared
// singletons it was built against (R); the shell provides its own (S) to every area. An area
// fits only when, for each singleton, the majors match and S >= R: an area may use anything
// its own version has, including what a newer minor added, so an older shell cannot serve it.

/** The singletons whose versions a build records, in the order messages name them. */
// The router is not one of them: it reaches the page inside @skillfolio/shared (src/router.ts),
// whose version stands for it.
const SINGLETONS = ['react', 'react-dom', 'zustand', '@skillfolio/shared'];

/**
 * [major, minor, patch] of an x.y.z version (a pre-release or build tail is ignored), or
 * undefined for anything else.
 * @param {unknown} version
 * @returns {[number, number, number] | undefined}
 */
function parts(version) {
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)\.(\d+)/.exec(version) : null;
  return match ? [Number(match[1]), Number(match[2]), Number(match[3])] : undefined;
}

/**
 * The part of a version that must match: the major, or for 0.x the minor as well (semver's
 * caret: before 1.0 every minor may break).
 * @param {unknown} version
 * @returns {string | undefined}
 */
function majorOf(version) {
  const p = parts(version);
  if (!p) return undefined;
  return p[0] === 0 ? `0.${p[1]}` : String(p[0]);
}

/**
 * Whether a shell providing `provided` can serve an area built against `required`.
 * @param {unknown} provided
 * @param {unknown} required
 */
function satisfies(provided, required) {
  const s = parts(provided);
  const r = parts(required);
  if (!s || !r || majorOf(provided) !== majorOf(required)) return false;
  for (let i = 0; i < 3; i += 1) {
    if (s[i] !== r[i]) return s[i] > r[i];
  }
  return true;
}

/**
 * Every singleton the shell cannot serve to the remote (a missing or unreadable version
 * counts: nothing vouches for it).
 * @param {{ shared?: Record<string, string> }} shell
 * @param {unknown} remote
 * @returns {{ name: string, shell: string, remote: string }[]}
 */
function mismatches(shell, remote) {
  const remoteShared =
    typeof remote === 'object' && remote !== null && 'shared' in remote ? remote.shared : undefined;
  const record = typeof remoteShared === 'object' && remoteShared !== null ? remoteShared : {};
  const found = [];
  for (const name of SINGLETONS) {
    const ours = shell.shared?.[name];
    const theirs = record[name];
    if (!satisfies(ours, theirs)) {
      found.push({
        name,
        shell: typeof ours === 'string' ? ours : 'none',
        remote: typeof theirs === 'string' ? theirs : 'none',
      });
    }
  }
  return found;
}

/**
 * What the area needs of one singleton, in words: "@skillfolio/shared 1.1.0 or a later 1.x".
 * @param {{ name: string, remote: string }} m
 */
function needed(m) {
  const major = majorOf(m.remote);
  if (major !== undefined) return `${m.name} ${m.remote} or a later ${major}.x`;
  return `${m.name} (its build records ${m.remote === 'none' ? 'no version' : m.remote})`;
}

/**
 * One sentence naming each mismatch, for the area's message, the console and the release command.
 * @param {string} area
 * @param {{ name: string, shell: string, remote: string }[]} found
 */
function describeMismatches(area, found) {
  const list = found.map((m) => `${needed(m)}, and the shell provides ${m.shell}`).join('; ');
  return `The ${area} area needs ${list}.`;
}

module.exports = { SINGLETONS, majorOf, satisfies, mismatches, describeMismatches };
