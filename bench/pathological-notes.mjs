// Can one learner's notes slow everyone else? Starts the built server (--demo, a temp SQLite
// database), measures other users' GetCurrentUser quiet, then again while Pat Pupil, having
// saved as many notes of 20,000 characters of `![` as the server takes (the input that made
// markdown-it do half a second of work per note per read), reads them back without pause.
// Figures, not a pass/fail test: `node bench/pathological-notes.mjs [--seconds 8] [--readers 2]`
// after a build. Target: p99 while the notes are read within 3x the quiet p99.
// 127.0.0.1 only; bounded in time and count.
import {
  JSON_HEADERS,
  flags,
  logIn,
  percentile,
  request,
  sleep,
  startServer,
} from './lib/server.mjs';

const options = flags({ seconds: 8, readers: 2, observers: 4, notes: 80 });
const NOTE = '!['.repeat(10_000);

const server = await startServer();
try {
  console.log(
    `bench/pathological-notes: ${options.observers} users' GetCurrentUser, ${options.seconds} s quiet, then ${options.seconds} s while ${options.readers} connections read Pat's notes (${server.database})`,
  );
  const pat = await logIn(server.port, 'pupil', 'demoacademy');
  const observers = await Promise.all(
    [
      ['head', 'demoacademy'],
      ['teacher', 'demoacademy'],
      ['head', 'riverside'],
      ['pupil', 'riverside'],
    ].map(([username, school]) => logIn(server.port, username, school)),
  );

  const saves = { accepted: 0, refused: 0, ms: [] };
  for (let i = 0; i < options.notes; i += 1) {
    const started = process.hrtime.bigint();
    const response = await request(server.port, {
      method: 'POST',
      path: '/api/user/SaveNote',
      headers: { ...JSON_HEADERS, cookie: pat },
      body: JSON.stringify({ note_id: 0, note_title: `Note ${i}`, note_text: NOTE }),
    });
    saves.ms.push(Number(process.hrtime.bigint() - started) / 1e6);
    if (response.status === 200) saves.accepted += 1;
    else saves.refused += 1;
  }
  console.log(
    `SaveNote of 20,000 × "![": ${saves.accepted} taken, ${saves.refused} refused by the caps; p50 ${percentile(saves.ms, 0.5).toFixed(1)} ms, max ${Math.max(...saves.ms).toFixed(1)} ms`,
  );

  const quiet = await observe(server.port, observers, options.seconds * 1000);
  let reading = true;
  const reads = [];
  const readers = Array.from({ length: options.readers }, async () => {
    while (reading) {
      const started = process.hrtime.bigint();
      const response = await request(server.port, {
        path: '/api/user/GetMyNotes',
        headers: { cookie: pat, 'accept-encoding': 'br, gzip' },
      });
      if (response.status !== 200) throw new Error(`GetMyNotes answered ${response.status}`);
      reads.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  });
  await sleep(300);
  const loud = await observe(server.port, observers, options.seconds * 1000);
  reading = false;
  await Promise.all(readers);

  console.log(
    `GetMyNotes (Pat's ${saves.accepted} notes) while measured: ${reads.length} reads, p50 ${percentile(reads, 0.5).toFixed(1)} ms, p99 ${percentile(reads, 0.99).toFixed(1)} ms`,
  );
  const line = (name, values) =>
    `${name} p50 ${percentile(values, 0.5).toFixed(1)} ms p99 ${percentile(values, 0.99).toFixed(1)} ms (n ${values.length})`;
  console.log(`other users' GetCurrentUser  ${line('quiet', quiet)} | ${line('notes read', loud)}`);
  console.log(
    `p99 ratio ${(percentile(loud, 0.99) / percentile(quiet, 0.99)).toFixed(2)} (target ≤ 3)`,
  );
} finally {
  await server.stop();
}

/** Each observer asks for its session's user, one request at a time, 5 ms apart. */
async function observe(port, cookies, durationMs) {
  const times = [];
  const end = Date.now() + durationMs;
  await Promise.all(
    cookies.map(async (cookie) => {
      while (Date.now() < end) {
        const started = process.hrtime.bigint();
        const { status } = await request(port, {
          path: '/api/User/GetCurrentUser',
          headers: { cookie },
        });
        if (status !== 200) throw new Error(`GetCurrentUser answered ${status}`);
        times.push(Number(process.hrtime.bigint() - started) / 1e6);
        await sleep(5);
      }
    }),
  );
  return times;
}
