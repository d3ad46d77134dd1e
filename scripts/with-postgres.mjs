// Runs a command against a throwaway PostgreSQL cluster: starts one, runs the command with
// TEST_DATABASE_URL set, stops the cluster whatever happens, and exits with the command's code.
// `node scripts/with-postgres.mjs npx jest --projects server`
import './on-pinned-node.mjs';
import { spawn } from 'node:child_process';
import { startCluster } from './postgres.mjs';

const [command, ...args] = process.argv.slice(2);
if (command === undefined) {
  console.error('usage: node scripts/with-postgres.mjs <command> [args...]');
  process.exit(2);
}

const cluster = await startCluster();
let code;
try {
  code = await new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: cluster.url },
    });
    child.on('error', reject);
    child.on('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
} finally {
  cluster.stop();
}
process.exit(code);
