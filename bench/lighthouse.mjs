// Lighthouse's performance figures for the pupil's Self Assessment, mobile and desktop, each
// beside the floor measured in the same run: a page of react + react-dom rendering "Hello",
// served by the same server. Builds (incrementally, as `npm run build`), starts the built
// server (--demo, temp SQLite), logs the demo pupil in through the API and gives Lighthouse
// the session cookie as a header; each Lighthouse run gets a fresh Chromium. Lighthouse 12:
// mobile is its default config (slow 4G and a 4× CPU slowdown, both simulated), desktop its
// desktop config. Every run must have audited what it was meant to (the logged-in Self
// Assessment: no detour to login, the pupil's skills fetched) or the bench fails.
// `node bench/lighthouse.mjs [--runs 3] [--no-build] [--form-factors mobile,desktop]`.
// LH_SAVE=/tmp/lh writes each run's full report to /tmp/lh-<form factor>-<page>.json (long
// tasks, boot-up time per script), to see where the time went.
// Figures, not a pass/fail test.
import '../scripts/on-pinned-node.mjs';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { mustRun, root } from '../scripts/run.mjs';
import { DEMO_PUPIL, median, openChromiumPort, options } from './lib/browser.mjs';
import { RENDER_HELLO, servePage } from './lib/floorPage.mjs';
import { logIn, request, startServer } from './lib/server.mjs';

const opts = options({ runs: 3, 'no-build': false, 'form-factors': 'mobile,desktop' });
const FORM_FACTORS = {
  mobile: { label: 'mobile (slow 4G, 4× CPU slowdown, simulated)', config: undefined },
  desktop: { label: 'desktop (desktop config)', config: desktopConfig },
};
const formFactors = opts['form-factors'].split(',').map((name) => {
  if (!(name in FORM_FACTORS)) throw new Error(`unknown form factor ${name}`);
  return name;
});
const LIGHTHOUSE_VERSION = JSON.parse(
  readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
).version;

/** The goals: for mobile all four figures, for desktop the score. */
const GOALS = {
  mobile: { score: ['≥', 90], lcp: ['≤', 2500], tbt: ['≤', 200], cls: ['≤', 0.1] },
  desktop: { score: ['≥', 95] },
};
const FIGURES = [
  { key: 'score', label: 'score', show: (v) => v.toFixed(0) },
  { key: 'lcp', label: 'LCP', show: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'tbt', label: 'TBT', show: (v) => `${v.toFixed(0)} ms` },
  { key: 'cls', label: 'CLS', show: (v) => v.toFixed(3) },
  { key: 'fcp', label: 'FCP', show: (v) => `${(v / 1000).toFixed(2)} s` },
  { key: 'si', label: 'Speed Index', show: (v) => `${(v / 1000).toFixed(2)} s` },
];
const SELF_ASSESSMENT = '/app/selfassessment';
const SKILLS_CALL = '/api/user/GetSkillsForAssessment';

console.log(
  `bench/lighthouse: Lighthouse ${LIGHTHOUSE_VERSION}, Self Assessment as the demo pupil and the floor, ` +
    `${opts.runs} run(s) each, median; load ${os.loadavg()[0].toFixed(2)}`,
);
if (!opts['no-build']) await mustRun(process.execPath, ['scripts/build.mjs']);

const server = await startServer();
try {
  const base = `http://127.0.0.1:${server.port}`;
  const floorPath = await servePage(server, 'hello', {
    title: 'Floor',
    source: RENDER_HELLO,
  });
  const cookie = await logIn(server.port, DEMO_PUPIL.username, DEMO_PUPIL.schoolUsername);
  await checkPageCarriesSkills(server.port, cookie);
  const pages = [
    { name: 'Self Assessment', path: SELF_ASSESSMENT, cookie, verify: verifySelfAssessment },
    { name: 'floor', path: floorPath, cookie: undefined, verify: verifyFloor },
  ];
  for (const formFactor of formFactors) {
    const runs = { 'Self Assessment': [], floor: [] };
    // Alternating, so a busy moment on the machine falls on both pages alike.
    for (let run = 0; run < opts.runs; run += 1) {
      for (const page of pages) {
        const lhr = await audit(`${base}${page.path}`, formFactor, page.cookie);
        if (process.env.LH_SAVE) {
          writeFileSync(
            `${process.env.LH_SAVE}-${formFactor}-${page.name}.json`,
            JSON.stringify(lhr),
          );
        }
        page.verify(lhr, page.path);
        runs[page.name].push(figuresOf(lhr));
      }
    }
    printTable(formFactor, runs['Self Assessment'], runs.floor);
  }
} finally {
  await server.stop();
}

/**
 * One Lighthouse run (performance only) in a fresh Chromium. A run Lighthouse itself gives up
 * on (a trace without a navigation start, no first paint seen: it says "run again") is run
 * again, twice at most, and said so; a third failure stops the bench.
 */
async function audit(url, formFactor, cookie) {
  for (let attempt = 1; ; attempt += 1) {
    const chromium = await openChromiumPort();
    try {
      const result = await lighthouse(
        url,
        {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        },
        FORM_FACTORS[formFactor].config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (!lhr.runtimeError) return lhr;
      const failure = `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
      if (attempt === 3) throw new Error(failure);
      console.log(
        `(${formFactor}: ${lhr.runtimeError.code} on ${new URL(url).pathname}; run again)`,
      );
    } finally {
      await chromium.close();
    }
  }
}

function figuresOf(lhr) {
  const value = (id) => {
    const found = lhr.audits[id]?.numericValue;
    if (typeof found !== 'number') throw new Error(`Lighthouse gave no ${id}`);
    return found;
  };
  return {
    score: (lhr.categories.performance.score ?? NaN) * 100,
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    fcp: value('first-contentful-paint'),
    si: value('speed-index'),
    lcpElement: lcpElementOf(lhr),
    // Lighthouse's own measure of how fast this machine was during the run (higher: faster);
    // simulated throttling scales what it observed, so a busy machine scores lower.
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/** The LCP element as Lighthouse names it: its text (or label) and the start of its HTML. */
function lcpElementOf(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  for (const table of tables) {
    for (const item of table.items ?? []) {
      if (item.node?.type === 'node') {
        const snippet = String(item.node.snippet ?? '').slice(0, 60);
        return `"${String(item.node.nodeLabel ?? '').slice(0, 60)}" ${snippet}`;
      }
    }
  }
  return '(none found)';
}

function requestsOf(lhr) {
  return lhr.audits['network-requests']?.details?.items ?? [];
}

/** The final URL is the one asked for: no redirect (by the server or the app) to login. */
function checkFinalUrl(lhr, expectedPath) {
  const finalPath = new URL(lhr.finalDisplayedUrl).pathname;
  if (finalPath !== expectedPath) {
    throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${expectedPath}`);
  }
}

/**
 * The page Lighthouse is given carries the pupil's skills (server/src/hosting/shellPage.ts),
 * which only their session may read: so an audit that asks for no skills still drew them.
 */
async function checkPageCarriesSkills(port, cookie) {
  const page = await request(port, { path: SELF_ASSESSMENT, headers: { cookie } });
  const boot = /<script type="application\/json" id="sf-boot">(.*?)<\/script>/s.exec(page.text);
  const replies = boot ? (JSON.parse(boot[1]).replies ?? {}) : {};
  const skills = Object.entries(replies).find(([key]) => key.startsWith(`${SKILLS_CALL}?`));
  if (!Array.isArray(skills?.[1]) || skills[1].length === 0) {
    throw new Error(`the pupil's Self Assessment page (${page.status}) carries no skills`);
  }
}

/**
 * Audited logged in: it ended on the screen, and the pupil's skills came in the page (checked
 * above) or, if the screen asked for them, were answered, which only their session may be.
 */
function verifySelfAssessment(lhr, expectedPath) {
  checkFinalUrl(lhr, expectedPath);
  const asked = requestsOf(lhr).find((r) => new URL(r.url).pathname === SKILLS_CALL);
  if (asked !== undefined && asked.statusCode !== 200) {
    throw new Error(
      `Lighthouse did not audit the logged-in Self Assessment: ${SKILLS_CALL} answered ${asked.statusCode}`,
    );
  }
}

function verifyFloor(lhr, expectedPath) {
  checkFinalUrl(lhr, expectedPath);
  if (!lcpElementOf(lhr).includes('Hello')) {
    throw new Error(`the floor's LCP element is not its Hello: ${lcpElementOf(lhr)}`);
  }
}

function printTable(formFactor, app, floor) {
  console.log(
    `\n${FORM_FACTORS[formFactor].label}`.padEnd(48) +
      `${'Self Assessment'.padStart(16)}${'floor'.padStart(10)}${'goal'.padStart(10)}  met`,
  );
  for (const { key, label, show } of FIGURES) {
    const appValue = median(app.map((f) => f[key]));
    const floorValue = median(floor.map((f) => f[key]));
    const goal = GOALS[formFactor][key];
    const met = goal
      ? (goal[0] === '≥' ? appValue >= goal[1] : appValue <= goal[1])
        ? 'yes'
        : 'NO'
      : '';
    const goalText = goal ? `${goal[0]} ${show(goal[1])}` : '';
    console.log(
      `${formFactor} ${label}`.padEnd(48) +
        `${show(appValue).padStart(16)}${show(floorValue).padStart(10)}${goalText.padStart(10)}  ${met}`,
    );
  }
  // The element of the run with the median score, so it matches the figures above.
  const middle = (runs) => {
    const score = median(runs.map((f) => f.score));
    return runs.reduce((best, f) =>
      Math.abs(f.score - score) < Math.abs(best.score - score) ? f : best,
    );
  };
  console.log(`${formFactor} LCP element: ${middle(app).lcpElement}`);
  console.log(`${formFactor} floor LCP element: ${middle(floor).lcpElement}`);
  console.log(
    `${formFactor} Lighthouse BenchmarkIndex (machine speed, higher is faster): ` +
      `${median([...app, ...floor].map((f) => f.benchmarkIndex)).toFixed(0)}; load ${os.loadavg()[0].toFixed(2)}`,
  );
  console.log(
    `${formFactor} each run (score/LCP ms/TBT ms): ` +
      app.map((f) => `${f.score.toFixed(0)}/${f.lcp.toFixed(0)}/${f.tbt.toFixed(0)}`).join(', ') +
      '; floor ' +
      floor.map((f) => `${f.score.toFixed(0)}/${f.lcp.toFixed(0)}/${f.tbt.toFixed(0)}`).join(', '),
  );
}
