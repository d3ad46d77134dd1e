// How long a future-ready profile PDF takes to make and how big it is (goal: a typical
// profile under 500 KB, made in under a second). Builds the real app (server/dist) on a temp
// SQLite database with the demo data, where Pat Pupil has 8 skills over 2 rounds in Year 10
// Skills; adds notes to have 5, then makes the full profile (every section, 8 skills, 5
// notes) through the real route, many times. Figures, not a pass/fail test:
// `node bench/profile-pdf.mjs [rounds]` after `node scripts/build.mjs server`.
import '../scripts/on-pinned-node.mjs';
import { inProcessApp } from './lib/inProcessApp.mjs';

const rounds = Number(process.argv[2] ?? 20);
const CSRF = { 'x-requested-with': 'skillfolio' };

const { app, close } = await inProcessApp('profile');
try {
  const login = await app.inject({
    method: 'POST',
    url: '/api/public/login',
    headers: CSRF,
    payload: {
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'demo-password',
      loginMode: 'U',
    },
  });
  const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  const headers = { ...CSRF, cookie };
  const pat = login.json().currentUser.user_id;
  const projects = (
    await app.inject({ url: `/api/user/GetProjectsForUser?user_id=${pat}`, headers })
  ).json();
  const year10 = projects.find((p) => p.project_name === 'Year 10 Skills').project_id;

  // Pat has two notes in the demo data: three more, with a paragraph and a list each.
  for (let i = 1; i <= 3; i += 1) {
    await app.inject({
      method: 'POST',
      url: '/api/user/SaveNote',
      headers,
      payload: {
        note_id: 0,
        note_title: `Bench note ${i}: what I learned this week`,
        note_text:
          'I practised **speaking** in front of the class and asked for feedback.\n\n' +
          '- Slow down\n- Look up from my notes\n- Ask the audience a question',
      },
    });
  }
  const profile = (
    await app.inject({
      url: `/api/profile/GetProfile?user_id=${pat}&project_id=${year10}`,
      headers,
    })
  ).json();
  const skills = profile.skills.map((s) => s.skill_id);
  const notes = profile.notes.slice(0, 5).map((n) => n.notes_id);
  const url =
    `/api/profile/ProfilePdf?user_id=${pat}&project_id=${year10}` +
    `&skills=${skills.join(',')}&notes=${notes.join(',')}&grades=true&chart=true&evidence=true`;

  const times = [];
  let size = 0;
  // The first rounds warm up (fonts parsed, code compiled) and are not counted.
  for (let round = -3; round < rounds; round += 1) {
    const started = process.hrtime.bigint();
    const response = await app.inject({ url, headers });
    const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
    if (response.statusCode !== 200) throw new Error(`ProfilePdf: ${response.statusCode}`);
    size = response.rawPayload.length;
    if (round >= 0) times.push(elapsed);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  console.log(
    `profile PDF, ${skills.length} skills, ${profile.rounds.length} rounds, ${notes.length} notes:`,
  );
  console.log(`  size   ${size} bytes (${(size / 1024).toFixed(1)} KB)`);
  console.log(
    `  time   median ${at(0.5).toFixed(1)} ms, p90 ${at(0.9).toFixed(1)} ms, ` +
      `max ${sorted[sorted.length - 1].toFixed(1)} ms (n ${rounds})`,
  );
} finally {
  await close();
}
