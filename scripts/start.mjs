// `npm start`: install, build what changed, then serve the app with the demo data.
import './on-pinned-node.mjs';
import { build } from './build.mjs';
import { installDependencies, root, SERVER_ENV } from './run.mjs';
import { runForwardingSignals } from './runtime.mjs';

await installDependencies();
try {
  await build();
} catch (err) {
  console.error(`✗ ${err.message}`);
  process.exit(1);
}
// The demo data goes only into an empty database, so a second start keeps what was changed.
// A SIGTERM for `npm start` reaches the server too: it closes cleanly, nothing is left running.
const { code, signal } = await runForwardingSignals(
  process.execPath,
  ['server/dist/server.js', '--demo'],
  { cwd: root, env: { ...SERVER_ENV, ...process.env } },
);
if (code !== 0) console.error(`\n✗ the server stopped (${signal ?? `exit ${code}`})`);
process.exit(code ?? 1);
