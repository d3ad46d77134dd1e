// `npm start`: install, build what changed, then serve the app with the demo data.
import { build } from './build.mjs';
import { installDependencies, mustRun, root, SERVER_ENV } from './run.mjs';

await installDependencies();
try {
  await build();
} catch (err) {
  console.error(`✗ ${err.message}`);
  process.exit(1);
}
// The demo data goes only into an empty database, so a second start keeps what was changed.
await mustRun(process.execPath, ['server/dist/server.js', '--demo'], {
  cwd: root,
  env: { ...SERVER_ENV, ...process.env },
});
