// Chromium for the front-end benches: the machine's own (/usr/bin/chromium, never a downloaded
// build), driven by playwright-core or opened on a DevTools port for Lighthouse, and the demo
// pupil whose Self Assessment they measure (DEMO.md).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../scripts/run.mjs';

export const CHROMIUM = '/usr/bin/chromium';
export const { chromium } = createRequire(path.join(root, 'e2e', 'package.json'))(
  'playwright-core',
);

export const DEMO_PUPIL = {
  username: 'pupil',
  schoolUsername: 'demoacademy',
  loginMode: 'U',
  password: 'demo-password',
};

/** Reads `--name value` flags and bare `--switch`es; numbers stay numbers. */
export function options(defaults) {
  const result = { ...defaults };
  const args = process.argv.slice(2);
  for (let i = 0; i < args.length; i += 1) {
    const name = args[i]?.replace(/^--/, '') ?? '';
    if (!(name in defaults)) throw new Error(`unknown option ${args[i]}`);
    if (typeof defaults[name] === 'boolean') {
      result[name] = true;
      continue;
    }
    const value = args[(i += 1)];
    if (value === undefined) throw new Error(`${args[i - 1]} needs a value`);
    result[name] = typeof defaults[name] === 'number' ? Number(value) : value;
    if (Number.isNaN(result[name])) throw new Error(`${args[i - 1]} needs a number`);
  }
  return result;
}

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
}

/** Logs a playwright context in through the API, as the login page does; throws if refused. */
export async function logInContext(context, base, login = DEMO_PUPIL) {
  const answer = await context.request.post(`${base}/api/public/login`, {
    headers: { 'x-requested-with': 'skillfolio' },
    data: login,
  });
  if (!answer.ok()) throw new Error(`login of ${login.username} failed: ${answer.status()}`);
}

/**
 * Chromium on a DevTools port of its own choosing, with a fresh profile, for tools that drive
 * it over CDP themselves (Lighthouse). `close()` ends it and removes the profile.
 */
export async function openChromiumPort() {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'skillfolio-chromium-'));
  const child = spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const exited = new Promise((resolve) => child.on('exit', resolve));
  const port = await new Promise((resolve, reject) => {
    let text = '';
    const timer = setTimeout(
      () => reject(new Error(`Chromium did not open a port:\n${text}`)),
      30_000,
    );
    child.stderr.on('data', (chunk) => {
      text += chunk.toString();
      const found = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(text);
      if (found) {
        clearTimeout(timer);
        resolve(Number(found[1]));
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited before opening a port:\n${text}`));
    });
  });
  // Keep draining stderr so Chromium never blocks on a full pipe.
  child.stderr.resume();
  return {
    port,
    close: async () => {
      child.kill('SIGTERM');
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
