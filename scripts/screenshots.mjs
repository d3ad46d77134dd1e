// Takes the README's pictures of five key screens, on a phone (375 × 812) and a laptop
// (1280 × 800), from the built app on the demo data: `node scripts/screenshots.mjs` after
// `npm run build`. Writes docs/screens/<screen>-<width>.png (the window only, not the whole
// page, so each stays small).
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, SERVER_ENV } from './run.mjs';
import { freePort } from './testing/freePort.cjs';

const OUT = path.join(root, 'docs/screens');
const SIZES = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];
const PUPIL = { username: 'pupil', school: 'demoacademy' };
const SHOTS = [
  { name: 'pupil-self-assessment', login: PUPIL, path: '/selfassessment' },
  { name: 'pupil-personal-plan', login: PUPIL, path: '/personalplan' },
  {
    name: 'teacher-class-view',
    login: { username: 'teacher', school: 'demoacademy' },
    path: '/class',
  },
  {
    name: 'head-manage-users',
    login: { username: 'head', school: 'demoacademy' },
    path: '/admin/manageUsers',
  },
  {
    name: 'globaladmin-manage-schools',
    login: { email: 'admin@skillfolio.test' },
    path: '/globaladmin',
  },
];

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-screens-'));
  const child = spawn(process.execPath, [path.join(root, 'server/dist/server.js'), '--demo'], {
    cwd: root,
    env: {
      ...process.env,
      ...SERVER_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; tries < 300; tries += 1) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode})`);
    const up = await fetch(`${url}/app/remotes.json`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (up) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function logIn(page, url, login) {
  await page.goto(`${url}/app/public/login`);
  if (login.email) {
    await page.getByRole('button', { name: 'Log in with email address' }).click();
    await page.getByLabel('Email').fill(login.email);
  } else {
    await page.getByRole('button', { name: 'Log in with username' }).click();
    await page.getByLabel('Username', { exact: true }).fill(login.username);
    await page.getByLabel('School username').fill(login.school);
  }
  await page.getByLabel('Password').fill('demo-password');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/app/dashboard');
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  mkdirSync(OUT, { recursive: true });
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: SIZES[0] });
    const page = await context.newPage();
    await logIn(page, server.url, shot.login);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.goto(`${server.url}/app${shot.path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      const file = path.join(OUT, `${shot.name}-${size.width}.png`);
      await page.screenshot({ path: file });
      console.log(`${path.relative(root, file)}  ${Math.round(statSync(file).size / 1024)} KB`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
