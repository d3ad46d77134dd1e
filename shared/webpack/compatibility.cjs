// The compatibility rule between the shell and a remote, written once for the release command
// (Node) and the shell (browser): each remote's build records the versions of the shared
// singletons it was built against; a different major of any of them is refused.

/** The singletons whose versions a build records, in the order messages name them. */
// The router is not one of them: it reaches the page inside @skillfolio/shared (src/router.ts),
// whose version stands for it (0.2.0 is the first to carry it).
const SINGLETONS = ['react', 'react-dom', 'zustand', '@skillfolio/shared'];

/**
 * The part of a version that must match: the major, or for 0.x the minor as well (semver's
 * caret: before 1.0 every minor may break).
 * @param {unknown} version
 * @returns {string | undefined}
 */
function majorOf(version) {
  const match = typeof version === 'string' ? /^(\d+)\.(\d+)\./.exec(version) : null;
  if (!match) return undefined;
  return match[1] === '0' ? `0.${match[2]}` : match[1];
}

/**
 * Every singleton whose major differs between the shell's record and the remote's (a missing
 * or unreadable version counts as different: nothing vouches for it).
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
    const oursMajor = majorOf(ours);
    if (oursMajor === undefined || oursMajor !== majorOf(theirs)) {
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
 * One sentence naming each mismatch, for the console and the release command.
 * @param {string} area
 * @param {{ name: string, shell: string, remote: string }[]} found
 */
function describeMismatches(area, found) {
  const list = found.map((m) => `${m.name} ${m.remote} (the shell has ${m.shell})`).join(', ');
  return `The ${area} area was built against a different major of ${list}.`;
}

module.exports = { SINGLETONS, majorOf, mismatches, describeMismatches };
