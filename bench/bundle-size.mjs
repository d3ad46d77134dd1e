// Prints the gzip size of each built front end: its entry file and all its JavaScript.
// Run after a build: `node bench/bundle-size.mjs`. Figures, not a pass/fail test.
import '../scripts/on-pinned-node.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../scripts/run.mjs';

const APPS = {
  shell: 'main.',
  'remote-public': 'remoteEntry.js',
  'remote-learner': 'remoteEntry.js',
  'remote-admin': 'remoteEntry.js',
  'remote-globaladmin': 'remoteEntry.js',
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log('app                  entry (gzip)   all JS (gzip)   files');
for (const [app, entryPrefix] of Object.entries(APPS)) {
  const dist = path.join(root, app, 'dist');
  let files;
  try {
    files = readdirSync(dist).filter((f) => f.endsWith('.js'));
  } catch {
    console.log(`${app.padEnd(20)} not built`);
    continue;
  }
  const gz = (f) => gzipSync(readFileSync(path.join(dist, f))).length;
  const entry = files.filter((f) => f.startsWith(entryPrefix)).reduce((sum, f) => sum + gz(f), 0);
  const all = files.reduce((sum, f) => sum + gz(f), 0);
  console.log(
    `${app.padEnd(20)} ${kb(entry).padStart(12)} ${kb(all).padStart(15)} ${String(files.length).padStart(7)}`,
  );
}
