// Does the time a failed login takes tell anything? Builds the real app (server/dist) on a
// temp SQLite database with the demo data, lifts the attempt limits (this measures cost,
// not throttling), and times the five failures, interleaved, many rounds each. Figures, not
// a pass/fail test: `node bench/login-timing.mjs [rounds]` after a build. Target: the
// largest ratio between two cases' medians ≤ 1.2.
import '../scripts/on-pinned-node.mjs';
import { inProcessApp } from './lib/inProcessApp.mjs';

const rounds = Number(process.argv[2] ?? 30);
const CASES = {
  'unknown school': { username: 'pupil', schoolUsername: 'nosuchschool' },
  'unknown user': { username: 'nobody', schoolUsername: 'demoacademy' },
  'locked user': { username: 'locked', schoolUsername: 'demoacademy' },
  'wrong password': { username: 'teacher', schoolUsername: 'demoacademy' },
  'wrong password, parent password set': { username: 'pupil', schoolUsername: 'demoacademy' },
};

const { app, close } = await inProcessApp('timing', { liftAttemptLimits: true });
try {
  const times = Object.fromEntries(Object.keys(CASES).map((name) => [name, []]));
  for (let round = -3; round < rounds; round += 1) {
    for (const [name, details] of Object.entries(CASES)) {
      const started = process.hrtime.bigint();
      const response = await app.inject({
        method: 'POST',
        url: '/api/public/login',
        headers: { 'x-requested-with': 'skillfolio' },
        payload: { ...details, password: 'Wrong-password-1', loginMode: 'U' },
      });
      const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
      if (response.statusCode !== 401) throw new Error(`${name}: ${response.statusCode}`);
      // The first rounds warm up (the dummy hash, prepared statements) and are not counted.
      if (round >= 0) times[name].push(elapsed);
    }
  }
  const medians = Object.entries(times).map(([name, values]) => [name, median(values)]);
  for (const [name, value] of medians) {
    console.log(`${name.padEnd(38)} median ${value.toFixed(1).padStart(6)} ms (n ${rounds})`);
  }
  const values = medians.map(([, value]) => value);
  console.log(
    `largest ratio between two cases: ${(Math.max(...values) / Math.min(...values)).toFixed(3)}`,
  );
} finally {
  await close();
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return sorted.length % 2 === 1
    ? sorted[Math.floor(middle)]
    : (sorted[middle - 1] + sorted[middle]) / 2;
}
