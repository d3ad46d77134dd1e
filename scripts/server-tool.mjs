// `npm run migrate`, `npm run backup -- [file]`, `npm run restore -- <file>`,
// `npm run create-admin`, `npm run rollback -- <area> [version]`, `npm run releases`: builds the server
// if its build is missing or stale, then runs the tool against the configured database.
import './on-pinned-node.mjs';
import { build } from './build.mjs';
import { mustRun, root } from './run.mjs';

const TOOLS = {
  migrate: ['server/dist/migrate.js'],
  backup: ['server/dist/backup.js', 'backup'],
  restore: ['server/dist/backup.js', 'restore'],
  'create-admin': ['server/dist/createAdmin.js'],
  rollback: ['server/dist/releaseTool.js', 'rollback'],
  releases: ['server/dist/releaseTool.js', 'list'],
};
const [tool, ...args] = process.argv.slice(2);
if (!TOOLS[tool]) {
  console.error(`Usage: node scripts/server-tool.mjs ${Object.keys(TOOLS).join('|')} [args]`);
  process.exit(2);
}
try {
  await build({ only: ['server'], quiet: true });
} catch (err) {
  console.error(`✗ ${err.message}`);
  process.exit(1);
}
await mustRun(process.execPath, [...TOOLS[tool], ...args], { cwd: root });
