// Prints how long the build takes: a fresh build of the server and the five front ends with
// webpack's persistent cache emptied, a repeat build on a warm cache, and the no-op run that
// finds everything fresh. Figures, not a pass/fail test: `node bench/build-time.mjs [rounds]`.
// The machine is shared, so it runs each kind `rounds` times (default 1) and prints each round;
// `--fresh` measures only the fresh build.
import '../scripts/on-pinned-node.mjs';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { build, FRONT_ENDS } from '../scripts/build.mjs';
import { root } from '../scripts/run.mjs';

const rounds = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 1);
const freshOnly = process.argv.includes('--fresh');

function emptyWebpackCaches() {
  for (const pkg of FRONT_ENDS) {
    rmSync(path.join(root, pkg, 'node_modules/.cache'), { recursive: true, force: true });
  }
  rmSync(path.join(root, 'node_modules/.cache'), { recursive: true, force: true });
}

async function timed(label, run) {
  const started = process.hrtime.bigint();
  const timings = await run();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const parts = timings.map((t) => `${t.pkg} ${t.seconds.toFixed(1)}`).join(', ');
  console.log(`${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s   ${parts}`);
  return seconds;
}

console.log(
  `webpack filesystem cache: ${process.env.CI ? 'off (CI is set, as on a CI run)' : 'on'}`,
);
const figures = { fresh: [], repeat: [], noop: [] };
for (let round = 1; round <= rounds; round += 1) {
  console.log(`\nRound ${round} of ${rounds}`);
  emptyWebpackCaches();
  figures.fresh.push(
    await timed('fresh build, empty cache', () => build({ force: true, quiet: true })),
  );
  if (freshOnly) continue;
  figures.repeat.push(
    await timed('repeat build, warm cache', () => build({ force: true, quiet: true })),
  );
  figures.noop.push(await timed('nothing changed', () => build({ quiet: true })));
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}
const shown = (values) => (values.length ? median(values).toFixed(1) : '-');
console.log('\nmedian (s)   fresh   repeat   nothing changed');
console.log(
  `${''.padEnd(10)} ${shown(figures.fresh).padStart(7)} ${shown(figures.repeat).padStart(8)} ${shown(
    figures.noop,
  ).padStart(17)}`,
);
