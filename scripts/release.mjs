// `npm run release -- <area> [--source <folder>]`: builds that one remote (nothing else) into a
// new folder, refuses it unless the live shell provides what it was built against (for each
// shared singleton the same major and at least its version: compatibility.cjs), then puts it
// in the releases folder and makes it live in the database, for every app instance at once.
// `--source` builds another copy of the area's package (a team's own checkout) instead of
// `remote-<area>/`. Rollback and listing: `npm run rollback -- <area>`, `npm run releases`.
import './on-pinned-node.mjs';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from './build.mjs';
import { root, run } from './run.mjs';

const require = createRequire(import.meta.url);
const { mismatches, describeMismatches } = require('../shared/webpack/compatibility.cjs');

export const AREAS = ['public', 'learner', 'admin', 'globaladmin'];
const BUILD_RECORD_FILE = 'build-info.json';

class Refusal extends Error {}

function parseArguments(argv) {
  const positional = [];
  let source;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--source') source = argv[(i += 1)];
    else positional.push(argv[i]);
  }
  const [area] = positional;
  if (!AREAS.includes(area)) {
    throw new Refusal(
      `Usage: npm run release -- <area> [--source <folder>], area one of ${AREAS.join(', ')}`,
    );
  }
  return { area, source: path.resolve(source ?? path.join(root, `remote-${area}`)) };
}

/** The live shell's record: what every release must agree with. */
function shellRecord() {
  const staticRoot = path.resolve(process.env.STATIC_ROOT?.trim() || root);
  const file = path.join(staticRoot, 'shell', 'dist', BUILD_RECORD_FILE);
  if (!existsSync(file)) {
    throw new Refusal(`There is no shell build record at ${file}: build the shell first.`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

function refuseIfIncompatible(area, shell, record) {
  const found = mismatches(shell, record);
  if (found.length > 0)
    throw new Refusal(`Refused, nothing changed. ${describeMismatches(area, found)}`);
}

/** One webpack run of the area's own config, writing into `outDir` instead of its dist. */
async function buildInto(source, outDir) {
  const fromSource = createRequire(path.join(source, 'package.json'));
  const webpack = fromSource('webpack');
  const config = fromSource(path.join(source, 'webpack.config.js'))({}, { mode: 'production' });
  config.output = { ...config.output, path: outDir };
  const compiler = webpack(config);
  const stats = await new Promise((resolve, reject) =>
    compiler.run((err, result) => (err ? reject(err) : resolve(result))),
  );
  // Closing writes the persistent cache for the next build.
  await new Promise((resolve) => compiler.close(resolve));
  if (stats.hasErrors()) {
    throw new Error(`The build failed:\n${stats.toString({ all: false, errors: true })}`);
  }
  return (stats.endTime - stats.startTime) / 1000;
}

export async function release(argv) {
  const { area, source } = parseArguments(argv);
  const shell = shellRecord();
  // Checked before building, from the very helper the build will use: a refusal costs no build.
  const { buildRecord } = createRequire(path.join(source, 'package.json'))(
    '@skillfolio/shared/federation',
  );
  refuseIfIncompatible(area, shell, buildRecord(`sf_${area}`));

  await build({ only: ['server'], quiet: true });
  const work = mkdtempSync(path.join(os.tmpdir(), `skillfolio-release-${area}-`));
  // A dist inside it: with SOURCE_MAPS=1 the maps land beside it (../sourcemaps), never served.
  const outDir = path.join(work, 'dist');
  try {
    console.log(`Building ${area} from ${source}…`);
    const seconds = await buildInto(source, outDir);
    console.log(`  built in ${seconds.toFixed(1)} s`);
    const built = JSON.parse(readFileSync(path.join(outDir, BUILD_RECORD_FILE), 'utf8'));
    // Again on what the build wrote: the truth about the files about to go live.
    refuseIfIncompatible(area, shell, built);
    const code = await run(process.execPath, [
      path.join(root, 'server/dist/releaseTool.js'),
      'publish',
      area,
      outDir,
    ]);
    if (code !== 0) throw new Error(`Recording the release failed (exit ${code}).`);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  release(process.argv.slice(2)).catch((err) => {
    console.error(`✗ ${err.message}`);
    process.exit(err instanceof Refusal ? 2 : 1);
  });
}
