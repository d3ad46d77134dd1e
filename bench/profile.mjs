// Sums a V8 .cpuprofile's self time by function and by file, to see where a server's CPU
// goes under a bench (`BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=DIR" node bench/api.mjs`).
// `node bench/profile.mjs FILE.cpuprofile [--top 40] [--callers NAME]`: --callers splits NAME's
// self time by the app's own frames (server/dist) that led to it, e.g. which query a
// driver's executeQuery was running.
import { readFileSync } from 'node:fs';

const [file, ...rest] = process.argv.slice(2);
if (file === undefined) {
  console.error('usage: node bench/profile.mjs FILE.cpuprofile [--top 40]');
  process.exit(2);
}
const topIndex = rest.indexOf('--top');
const top = topIndex === -1 ? 40 : Number(rest[topIndex + 1]);
const callersIndex = rest.indexOf('--callers');
const callersOf = callersIndex === -1 ? undefined : rest[callersIndex + 1];
const profile = JSON.parse(readFileSync(file, 'utf8'));

const selfSamples = new Map();
for (const id of profile.samples) selfSamples.set(id, (selfSamples.get(id) ?? 0) + 1);
const total = profile.samples.length;

const byFunction = new Map();
const byFile = new Map();
const add = (map, key, count) => map.set(key, (map.get(key) ?? 0) + count);
for (const node of profile.nodes) {
  const count = selfSamples.get(node.id) ?? 0;
  if (count === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const where =
    url === '' ? '(native)' : url.replace(/^file:\/\//, '').replace(/.*node_modules\//, '');
  add(byFunction, `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`, count);
  // Group by package (node_modules) or by file.
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
  add(byFile, pkg ? `pkg ${pkg[1]}` : where, count);
}

const print = (title, map) => {
  console.log(`\n${title} (self time, ${total} samples)`);
  for (const [key, count] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${((100 * count) / total).toFixed(1).padStart(5)}%  ${key}`);
  }
};
print('by package or file', byFile);
print('by function', byFunction);

if (callersOf !== undefined) {
  const parentOf = new Map();
  for (const node of profile.nodes) {
    for (const child of node.children ?? []) parentOf.set(child, node);
  }
  const byCaller = new Map();
  for (const node of profile.nodes) {
    const count = selfSamples.get(node.id) ?? 0;
    if (count === 0 || node.callFrame.functionName !== callersOf) continue;
    const chain = [];
    for (let at = parentOf.get(node.id); at !== undefined; at = parentOf.get(at.id)) {
      const { functionName, url } = at.callFrame;
      if (url.includes('/server/dist/') && !url.includes('/db/')) {
        chain.push(`${functionName || '(anonymous)'} ${url.replace(/.*\/server\/dist\//, '')}`);
        if (chain.length === 2) break;
      }
    }
    add(byCaller, chain.join(' < ') || '(no app frame)', count);
  }
  print(`${callersOf} by the app's frames that called it`, byCaller);
}
