// What one password-strength estimate costs, as the server makes it whenever a password is
// set (server/dist/auth/passwordPolicy.js: zxcvbn-ts over the first ESTIMATE_MAX characters).
// Prints the median and worst time of isCommonPassword for passwords of several lengths and
// kinds, up to the 1 KB a request could carry, and beside them the estimator reading the
// whole 1 KB with no cap, to show what the cap saves. Figures, not a pass/fail test:
// `node bench/password-estimate.mjs [rounds]` after a build.
import '../scripts/on-pinned-node.mjs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { root } from '../scripts/run.mjs';

const require = createRequire(path.join(root, 'server/package.json'));
const { ESTIMATE_MAX, isCommonPassword } = require(
  path.join(root, 'server/dist/auth/passwordPolicy.js'),
);
const { ZxcvbnFactory } = require('@zxcvbn-ts/core');
const { adjacencyGraphs, dictionary } = require('@zxcvbn-ts/language-common');

const rounds = Number(process.argv[2] ?? 200);

/** Printable ASCII, the same every run. */
function randomText(length, seed = 7) {
  let x = seed;
  return Array.from({ length }, () => {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    return String.fromCharCode(33 + (x % 94));
  }).join('');
}

function time(label, fn) {
  const times = [];
  for (let i = 0; i < rounds; i++) {
    const start = performance.now();
    fn();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `${label.padEnd(46)} median ${median.toFixed(3).padStart(8)} ms   worst ${times
      .at(-1)
      .toFixed(3)
      .padStart(8)} ms`,
  );
}

const firstStart = performance.now();
isCommonPassword('warm-up-password');
console.log(
  `first estimate (reads the dictionaries): ${(performance.now() - firstStart).toFixed(0)} ms`,
);
console.log(`cap: the first ${ESTIMATE_MAX} characters; ${rounds} rounds each\n`);

const cases = [
  ['8 characters, common', 'password'],
  ['16 characters, random', randomText(16)],
  ['32 characters, random', randomText(32)],
  ['64 characters, random', randomText(64)],
  ['64 characters, common words', 'correct horse battery staple '.repeat(3).slice(0, 64)],
  ['1 KB, random', randomText(1024)],
  ['1 KB, common words', 'correct horse battery staple '.repeat(40).slice(0, 1024)],
  ['1 KB, one letter', 'a'.repeat(1024)],
  ['1 KB, keyboard walk', 'qwertyuiop'.repeat(103).slice(0, 1024)],
];
for (const [label, password] of cases) time(label, () => isCommonPassword(password));

console.log('\nwithout the cap (the estimator reading all of it):');
const uncapped = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, maxLength: 4096 });
const few = Math.max(3, Math.floor(rounds / 20));
for (const [label, password] of cases.filter(([label]) => label.startsWith('1 KB'))) {
  const times = [];
  for (let i = 0; i < few; i++) {
    const start = performance.now();
    uncapped.check(password);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${label.padEnd(46)} median ${times[Math.floor(times.length / 2)].toFixed(1).padStart(8)} ms   (${few} rounds)`,
  );
}
