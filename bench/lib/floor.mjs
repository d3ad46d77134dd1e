// The floors the API bench compares against, in their own process: bare Fastify answering
// GET /body/<name> with a fixed reply body, and POST /update doing a durable one-row
// UPDATE in better-sqlite3 (WAL, synchronous FULL, as the app opens its database).
// `node bench/lib/floor.mjs <port> <bodies.json> <dir>`, run by bench/api.mjs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRequire } from './server.mjs';

const Fastify = serverRequire('fastify');
const Sqlite = serverRequire('better-sqlite3');

const [port, bodiesFile, dir] = process.argv.slice(2);
const bodies = JSON.parse(readFileSync(bodiesFile, 'utf8'));

const db = new Sqlite(path.join(dir, 'floor.db'));
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.exec('CREATE TABLE IF NOT EXISTS t (id INTEGER PRIMARY KEY, grade INTEGER, statement TEXT)');
db.prepare('INSERT OR REPLACE INTO t (id, grade, statement) VALUES (1, 0, ?)').run('');
const update = db.prepare('UPDATE t SET grade = ?, statement = ? WHERE id = 1');
let change = 0;

const app = Fastify({ logger: false });
app.get('/body/:name', async (request, reply) =>
  reply.type('application/json; charset=utf-8').send(bodies[request.params.name]),
);
app.post('/update', async () => {
  change += 1;
  update.run(change % 11, `change ${change}`);
  return { ok: true };
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log('ready');
