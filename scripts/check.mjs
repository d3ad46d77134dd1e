// `npm run check`: type checks, ESLint with no warnings allowed (the architecture's import
// boundaries among its rules), Prettier's format check, and shared's version record
// (scripts/shared-version.mjs). `npm test` runs it first.
import './on-pinned-node.mjs';
import { pathToFileURL } from 'node:url';
import { runQuietly } from './run.mjs';

const TSC = 'node_modules/typescript/bin/tsc';
const CHECKS = [
  // The longest first: the type checks and the rest share the other worker meanwhile.
  ['lint', ['node_modules/eslint/bin/eslint.js', '--max-warnings=0', '.']],
  ['types: front ends and shared', [TSC, '-p', 'tsconfig.json', '--noEmit']],
  ['types: server', [TSC, '-p', 'server/tsconfig.json', '--noEmit']],
  ['types: e2e', [TSC, '-p', 'e2e/tsconfig.json', '--noEmit']],
  ['format', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level=warn', '.']],
  // A change to @skillfolio/shared without a version bump: areas cannot tell the builds apart.
  ['shared version', ['scripts/shared-version.mjs', '--check']],
];

/** Runs every check (two at a time); resolves to how many passed and failed. */
export async function check() {
  let passed = 0;
  let failed = 0;
  const queue = [...CHECKS];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, args] = next;
      const { code, output } = await runQuietly(process.execPath, args);
      if (code === 0) {
        passed += 1;
        console.log(`  ✓ ${name}`);
      } else {
        failed += 1;
        console.log(`  ✗ ${name}\n${output}`);
      }
    }
  };
  await Promise.all([worker(), worker()]);
  return { passed, failed };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { passed, failed } = await check();
  console.log(`\nchecks: ${passed} passed, ${failed} failed`);
  process.exit(failed > 0 ? 1 : 0);
}
