// What each role's browser downloads for its first screen, against the floor. Builds the
// production bundles (incrementally, as `npm run build`), and in the same run the floor: a
// production webpack bundle of react + react-dom rendering one element. Then starts the
// built server (--demo, temp SQLite) and, in real Chromium with a cold cache for each role,
// logs in and opens the role's first screen, adding up the JS and CSS bytes as sent (what
// crossed the wire) and gzipped (each file gzipped here, to compare with the floor). Also
// prints each built package's own JS and its federation runtime (remoteEntry / main).
// `node bench/bundles.mjs [--no-build]`. Figures, not a pass/fail test.
import '../scripts/on-pinned-node.mjs';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { mustRun, root } from '../scripts/run.mjs';
import { buildBundle, RENDER_HELLO } from './lib/floorPage.mjs';
import { startServer } from './lib/server.mjs';

const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))('playwright-core');

const ROLES = [
  {
    role: 'pupil',
    screen: '/app/selfassessment',
    login: { username: 'pupil', schoolUsername: 'demoacademy', loginMode: 'U' },
  },
  {
    role: 'head',
    screen: '/app/admin/manageUsers',
    login: { username: 'head', schoolUsername: 'demoacademy', loginMode: 'U' },
  },
  {
    role: 'admin',
    screen: '/app/globaladmin/',
    login: { username: 'admin@skillfolio.test', loginMode: 'E' },
  },
];

/**
 * React Aria's components that a pupil's first screen and the header render before anything
 * is pressed, and nothing more (menus, pickers and dialogs arrive with the first press).
 */
const ARIA_PARTS = [
  'Button',
  'FieldError',
  'Input',
  'Label',
  'ProgressBar',
  'RouterProvider',
  'Slider',
  'SliderOutput',
  'SliderThumb',
  'SliderTrack',
  'Switch',
  'Text',
  'TextArea',
  'TextField',
];
/** The router's parts the app uses (shared/src/router.ts). */
const ROUTER_PARTS = [
  'BrowserRouter',
  'Link',
  'Navigate',
  'NavLink',
  'Route',
  'Routes',
  'useHref',
  'useLocation',
  'useNavigate',
];
const keep = (names, from) =>
  `import { ${names.join(', ')} } from '${from}';\nwindow.keep${from.length} = [${names.join(', ')}];\n`;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

console.log(
  `bench/bundles: first screen of each role in Chromium, cold cache; load ${os.loadavg()[0].toFixed(2)}`,
);
if (!process.argv.includes('--no-build')) await mustRun(process.execPath, ['scripts/build.mjs']);
const { floor, aria, router, client } = await buildFloors();
console.log(
  `floor (react + react-dom rendering one element): ${kb(floor.raw)} raw, ${kb(floor.gzip)} gzip`,
);
// What no first screen can shed while it uses these libraries: the floor's share of the gap.
const over = (bundle) => `${(bundle.gzip / floor.gzip).toFixed(2)}× floor`;
console.log(
  `+ React Aria, the ${ARIA_PARTS.length} components a first screen uses: ${kb(aria.gzip)} gzip (${over(aria)})`,
);
console.log(
  `+ React Router, the ${ROUTER_PARTS.length} parts the app uses: ${kb(router.gzip)} gzip (${over(router)})`,
);
console.log(`+ ky, the API client: ${kb(client.gzip)} gzip (${over(client)})`);
// Module Federation's runtime cannot be built alone: it is what the shell's main.js and an
// area's remoteEntry.js are (with webpack's own runtime, and a few hundred bytes of ours).
const federation = ['shell', 'remote-learner'].reduce(
  (sum, app) =>
    sum + entryFiles(app).reduce((s, file) => s + gzipSync(readFileSync(file)).length, 0),
  0,
);
const libraries = { gzip: client.gzip + federation };
console.log(
  `+ the federation runtime as built (shell main.js + learner remoteEntry.js): ${kb(federation)} gzip` +
    ` = ${kb(libraries.gzip)} (${over(libraries)}): the pupil's libraries before any code of ours;` +
    ` under 2.3× our own code has ${kb(2.3 * floor.gzip - libraries.gzip)}`,
);

console.log('\npackage              own JS raw   own JS gzip   federation entry gzip');
for (const app of [
  'shell',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
]) {
  const dist = path.join(root, app, 'dist');
  const files = readdirSync(dist).filter((f) => f.endsWith('.js'));
  const bytes = files.map((f) => readFileSync(path.join(dist, f)));
  const entry = entryFiles(app).map((file) => path.basename(file));
  console.log(
    `${app.padEnd(20)}${kb(bytes.reduce((s, b) => s + b.length, 0)).padStart(11)}` +
      `${kb(bytes.reduce((s, b) => s + gzipSync(b).length, 0)).padStart(14)}` +
      `${kb(entry.reduce((s, f) => s + gzipSync(readFileSync(path.join(dist, f))).length, 0)).padStart(24)}`,
  );
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  console.log(
    `\n${'role → first screen'.padEnd(34)}${'JS sent'.padStart(10)}${'JS gzip'.padStart(10)}` +
      `${'CSS sent'.padStart(10)}${'CSS gzip'.padStart(10)}${'files'.padStart(7)}` +
      `${'gzip ÷ floor'.padStart(14)}${'sent ÷ floor'.padStart(14)}${'round trips'.padStart(13)}`,
  );
  let pupilFiles = [];
  for (const { role, screen, login } of ROLES) {
    const figures = await firstScreen(browser, server.port, screen, login);
    if (role === 'pupil') pupilFiles = figures.each;
    console.log(
      `${`${role} → ${screen}`.padEnd(34)}${kb(figures.js.sent).padStart(10)}${kb(figures.js.gzip).padStart(10)}` +
        `${kb(figures.css.sent).padStart(10)}${kb(figures.css.gzip).padStart(10)}${String(figures.files).padStart(7)}` +
        `${`${(figures.js.gzip / floor.gzip).toFixed(2)}×`.padStart(14)}` +
        `${`${(figures.js.sent / floor.gzip).toFixed(2)}×`.padStart(14)}` +
        `${String(figures.roundTrips).padStart(13)}`,
    );
  }
  // Where the pupil's bytes go, largest first: which of them is whose is in the README.
  console.log(`\npupil's files${'JS gzip'.padStart(47)}`);
  for (const file of pupilFiles.sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${file.name.padEnd(48)}${kb(file.gzip).padStart(10)}`);
  }
} finally {
  await browser.close();
  await server.stop();
}

/** A fresh context (cold cache), logged in through the API, then the screen. */
async function firstScreen(browser, port, screen, login) {
  const context = await browser.newContext();
  const base = `http://127.0.0.1:${port}`;
  const answer = await context.request.post(`${base}/api/public/login`, {
    headers: { 'x-requested-with': 'skillfolio' },
    data: { ...login, password: 'demo-password' },
  });
  if (!answer.ok()) throw new Error(`login failed: ${answer.status()}`);
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const chain = await requestChain(context, page);
  await page.goto(`${base}${screen}`, { waitUntil: 'networkidle' });
  // Bytes of a page that failed to run would mean nothing: the screen must have drawn.
  await page.locator('main h1').first().waitFor({ timeout: 30_000 });
  const figures = { js: { sent: 0, gzip: 0 }, css: { sent: 0, gzip: 0 }, files: 0, each: [] };
  for (const response of responses) {
    const type = response.request().resourceType();
    const url = response.url();
    const kind =
      type === 'script' || url.endsWith('.js')
        ? 'js'
        : type === 'stylesheet' || url.endsWith('.css')
          ? 'css'
          : undefined;
    if (kind === undefined) continue;
    const body = await response.body();
    const sizes = await response.request().sizes();
    figures[kind].sent += sizes.responseBodySize;
    const gzip = gzipSync(body).length;
    figures[kind].gzip += gzip;
    figures.files += 1;
    figures.each.push({ name: new URL(url).pathname, gzip });
  }
  figures.roundTrips = chain.depthOfFirstData();
  await context.close();
  return figures;
}

/**
 * Round trips before the first data: how many requests, each found only once the one before
 * it answered, lead to the screen's first /api/ call, counting that call (the page is 1, what
 * the page names is 2, …); 1 when the page carried the data and the screen called nothing. From Chromium's own record of who started each request: the page's
 * markup (a script tag, a preload) or a script (its URL, from the call's stack).
 */
async function requestChain(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const depthOf = new Map();
  let firstData;
  cdp.on('Network.requestWillBeSent', ({ request, initiator, type }) => {
    const url = request.url.split('#')[0];
    let depth = 1;
    if (type !== 'Document') {
      const from =
        initiator.url ??
        initiator.stack?.callFrames.find((frame) => depthOf.has(frame.url))?.url ??
        initiator.stack?.parent?.callFrames.find((frame) => depthOf.has(frame.url))?.url;
      depth = (depthOf.get(from) ?? 0) + 1;
    }
    if (!depthOf.has(url)) depthOf.set(url, depth);
    if (firstData === undefined && new URL(url).pathname.startsWith('/api/')) firstData = depth;
  });
  // No call at all: the page itself carried the screen's data (server/src/hosting/shellPage.ts).
  return { depthOfFirstData: () => firstData ?? 1 };
}

/**
 * The floor and what the libraries a first screen cannot do without add to it: react +
 * react-dom rendering one element; then with the React Aria components the pupil's first
 * screen uses (its en-US strings only, as the app builds it); then with the router's parts
 * too; then ky. Each a production webpack bundle of the same webpack.
 */
async function buildFloors() {
  const floor = await buildBundle(RENDER_HELLO);
  const aria = await buildBundle(RENDER_HELLO + keep(ARIA_PARTS, 'react-aria-components'));
  const withRouter =
    RENDER_HELLO +
    keep(ARIA_PARTS, 'react-aria-components') +
    keep(ROUTER_PARTS, 'react-router-dom');
  const router = await buildBundle(withRouter);
  const client = await buildBundle(
    `${withRouter}import ky from 'ky';\nwindow.keepKy = ky.create({ prefixUrl: '/' });\n`,
  );
  return { floor, aria, router, client };
}

/** A built app's federation entry: the shell's main.js, an area's remoteEntry.js. */
function entryFiles(app) {
  const dist = path.join(root, app, 'dist');
  return readdirSync(dist)
    .filter((f) => f === 'remoteEntry.js' || /^main\.[0-9a-f]+\.js$/.test(f))
    .map((f) => path.join(dist, f));
}
