/**
 * Independent delivery, end to end: one area released on its own (built from a copy of its
 * source with a text changed) reaches an open browser and a second app instance on the same
 * database, with the shell's files untouched, and rolls back; an area whose files are gone
 * fails alone while the others keep working; and an area built against a newer
 * @skillfolio/shared than the shell provides is refused by the release command and, put live
 * by hand, shows the versions in its place while the other areas load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase, type TestDatabase } from '../server/test/support/testDatabase';
import { buildAreaCopy, copyArea } from './support/areaCopy';
import { openBrowser, type Browser } from './support/browser';
import { GLOBAL_ADMIN, HEAD, loginAs, PUPIL } from './support/login';
import { freePort, REPO, startServer, type RunningServer } from './support/server';

const FRONT_ENDS = [
  'shell',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
];
const MARKER = 'Released on its own: this text is new';

/** Every file of a built front end, with the sha256 of its bytes. */
function hashesOf(pkg: string): Record<string, string> {
  const dist = path.join(REPO, pkg, 'dist');
  const hashes: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else
        hashes[path.relative(dist, full)] = createHash('sha256')
          .update(fs.readFileSync(full))
          .digest('hex');
    }
  };
  walk(dist);
  return hashes;
}

/** Runs one of the operator's commands; resolves with its output, rejects on failure. */
function command(script: string, args: string[], env: Record<string, string>): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO, 'scripts', script), ...args], {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${script} exited ${code}:\n${output}`)),
    );
  });
}

/** Runs a script of the repo with Node; resolves with its exit code and output. */
function tool(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(REPO, script), ...args], {
      cwd: REPO,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

describe('releasing one area', () => {
  let database: TestDatabase;
  let releasesDir: string;
  let work: string;
  let env: Record<string, string>;
  let instanceA: RunningServer;
  let instanceB: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    database = await createTestDatabase('nothing');
    releasesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-releases-'));
    // Kept between runs of this checkout, with its own webpack cache: a repeat run rebuilds
    // only the edit; another checkout on the machine gets its own.
    const checkout = createHash('sha256').update(REPO).digest('hex').slice(0, 8);
    work = path.join(os.tmpdir(), `skillfolio-release-e2e-${checkout}`);
    const target = database.target;
    // Both instances, and the release command, see one database and one releases folder.
    env =
      target.kind === 'postgres'
        ? { DATABASE_URL: target.url, RELEASES_DIR: releasesDir }
        : { DATA_DIR: database.dir, RELEASES_DIR: releasesDir, DATABASE_URL: '' };
    const shared: { dataDir?: string; env: Record<string, string> } =
      target.kind === 'postgres'
        ? { env: { DATABASE_URL: target.url, RELEASES_DIR: releasesDir } }
        : { dataDir: database.dir, env: { RELEASES_DIR: releasesDir } };
    instanceA = await startServer(shared);
    instanceB = await startServer(shared);
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await instanceA?.stop();
    await instanceB?.stop();
    await database?.drop();
    fs.rmSync(releasesDir, { recursive: true, force: true });
  });

  it('reaches an open browser and a second instance with the shell untouched, and rolls back', async () => {
    const before = Object.fromEntries(FRONT_ENDS.map((pkg) => [pkg, hashesOf(pkg)]));
    const { page } = browser;
    const marker = page.getByText(MARKER);
    await loginAs(page, instanceA.url, GLOBAL_ADMIN);
    await page.goto(`${instanceA.url}/app/globaladmin`);
    await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
    expect(await marker.count()).toBe(0);

    // The area's team changes a text and releases only their area.
    const routes = fs.readFileSync(path.join(REPO, 'remote-globaladmin/src/Routes.tsx'), 'utf8');
    const source = copyArea('globaladmin', work, {
      files: {
        'src/OriginalRoutes.tsx': routes,
        'src/Routes.tsx': [
          "import OriginalRoutes from './OriginalRoutes';",
          'export default function Routes() {',
          `  return (<><p>${MARKER}</p><OriginalRoutes /></>);`,
          '}',
        ].join('\n'),
      },
    });
    const released = await command('release.mjs', ['globaladmin', '--source', source], env);
    const version = /Released globaladmin (\S+)/.exec(released)?.[1] ?? '';
    expect(fs.existsSync(path.join(releasesDir, 'globaladmin', version, 'remoteEntry.js'))).toBe(
      true,
    );

    // No restart: a reload in the open browser shows it…
    await page.reload();
    await marker.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
    expect(browser.requests).toContain(
      `${instanceA.url}/app/releases/globaladmin/${version}/remoteEntry.js`,
    );
    // …and so does the other instance on the same database.
    await page.goto(`${instanceB.url}/app/globaladmin`);
    await marker.waitFor();

    // Nothing else was rebuilt: the shell and every built remote are byte for byte the same.
    expect(Object.fromEntries(FRONT_ENDS.map((pkg) => [pkg, hashesOf(pkg)]))).toEqual(before);

    const listed = await command('server-tool.mjs', ['releases'], env);
    expect(listed).toContain(`globaladmin: live ${version}`);

    await command('server-tool.mjs', ['rollback', 'globaladmin'], env);
    for (const instance of [instanceB, instanceA]) {
      await page.goto(`${instance.url}/app/globaladmin`);
      await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
      expect(await marker.count()).toBe(0);
    }
  });
});

describe('an area that is missing or does not fit the shell', () => {
  let staticRoot: string;
  let server: RunningServer;
  let browser: Browser;
  let adminDist: string;

  beforeAll(async () => {
    // The built app as the server finds it, with remote-admin's files a copy this test can
    // move away for real.
    staticRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-static-'));
    for (const pkg of FRONT_ENDS.filter((p) => p !== 'remote-admin')) {
      fs.symlinkSync(path.join(REPO, pkg), path.join(staticRoot, pkg));
    }
    adminDist = path.join(staticRoot, 'remote-admin', 'dist');
    fs.cpSync(path.join(REPO, 'remote-admin', 'dist'), adminDist, { recursive: true });
    server = await startServer({ env: { STATIC_ROOT: staticRoot } });
    browser = await openBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    fs.rmSync(staticRoot, { recursive: true, force: true });
  });

  it('fails alone: a pupil works on, the head sees its error with Retry, and Retry loads it once back', async () => {
    fs.renameSync(adminDist, `${adminDist}-away`);
    const { page } = browser;

    await loginAs(page, server.url, PUPIL);
    await page.goto(`${server.url}/app/selfassessment`);
    await page.getByRole('heading', { level: 1, name: 'Self Assessment' }).waitFor();
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Personal Plan' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Personal Plan' }).waitFor();

    await browser.context.clearCookies();
    await loginAs(page, server.url, HEAD);
    await page.goto(`${server.url}/app/admin/manageUsers`);
    await page
      .getByRole('heading', { name: 'This part of Skillfolio could not be loaded' })
      .waitFor();
    expect(await page.locator('header').innerText()).toContain('Hannah Head');
    // The menus still work, into another area.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.goBack();
    await page.getByRole('button', { name: 'Retry' }).waitFor();

    fs.renameSync(`${adminDist}-away`, adminDist);
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  });

  it('refuses an area built against a newer shared, and keeps it from running when it is put live anyway: that area alone names the versions, the others load', async () => {
    const shellVersion = (
      JSON.parse(fs.readFileSync(path.join(REPO, 'shell/dist/build-info.json'), 'utf8')) as {
        shared: Record<string, string>;
      }
    ).shared['@skillfolio/shared'];
    const [major = 0, minor = 0] = (shellVersion ?? '').split('.').map(Number);
    const newer = `${major}.${minor + 1}.0`;
    const expected = `The admin area needs @skillfolio/shared ${newer} or a later ${major}.x, and the shell provides ${shellVersion}.`;
    // The admin team built against shared with something added in the next minor.
    const checkout = createHash('sha256').update(REPO).digest('hex').slice(0, 8);
    const work = path.join(os.tmpdir(), `skillfolio-newer-shared-${checkout}`);
    const source = copyArea('admin', work, { sharedVersion: newer });
    const env = { DATA_DIR: server.dataDir, DATABASE_URL: '', STATIC_ROOT: staticRoot };

    const refused = await tool('scripts/release.mjs', ['admin', '--source', source], env);
    expect(refused.output).toContain(`Refused, nothing changed. ${expected}`);
    expect(refused.code).toBe(2);

    // Put live past the release command, as a hand-copied deployment would be.
    const built = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-newer-build-'));
    try {
      await buildAreaCopy(source, built);
      const record = JSON.parse(fs.readFileSync(path.join(built, 'build-info.json'), 'utf8')) as {
        shared: Record<string, string>;
      };
      expect(record.shared['@skillfolio/shared']).toBe(newer);
      expect(
        (await tool('server/dist/releaseTool.js', ['publish', 'admin', built], env)).code,
      ).toBe(0);

      const { page } = browser;
      const messages: string[] = [];
      page.on('console', (message) => messages.push(message.text()));
      await browser.context.clearCookies();
      // To the dashboard: the head would land on First Steps, in the admin area itself.
      await loginAs(page, server.url, HEAD, '/app/dashboard');
      await page.goto(`${server.url}/app/admin/manageUsers`);
      await page
        .getByRole('heading', { name: 'This part of Skillfolio could not be loaded' })
        .waitFor();
      const alert = await page.getByRole('alert').innerText();
      expect(alert).toContain('It does not match this version of Skillfolio');
      expect(alert).toContain(expected);
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      expect(messages).toContain(`${expected} It was not loaded.`);
      // Its code never ran: of the release, the page only preloaded what its build lists (its
      // record came with the page): its first screen's scripts and, in the reader's language,
      // its catalogues' chunks (module factories, run by nothing); nothing that running it
      // would have fetched.
      const build = JSON.parse(fs.readFileSync(path.join(built, 'preload.json'), 'utf8')) as {
        files: string[];
        catalogues: Record<string, Record<string, string[]>>;
      };
      const words = Object.values(build.catalogues.en ?? {}).flat();
      const fetched = browser.requests
        .filter((url) => url.includes('/app/releases/admin/'))
        .map((url) => url.slice(url.lastIndexOf('/') + 1));
      expect(build.files.filter((file) => !fetched.includes(file))).toEqual([]);
      expect(
        fetched.filter((file) => !build.files.includes(file) && !words.includes(file)),
      ).toEqual([]);

      // The other areas load: the learner's screens and the public pages.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Dashboard' })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.getByRole('link', { name: 'Accessibility statement' }).click();
      await page.getByRole('heading', { level: 1, name: 'Accessibility statement' }).waitFor();

      await page.goto(`${server.url}/app/admin/manageUsers`);
      await page.getByRole('button', { name: 'Retry' }).waitFor();
      expect((await tool('server/dist/releaseTool.js', ['rollback', 'admin'], env)).code).toBe(0);
      await page.getByRole('button', { name: 'Retry' }).click();
      await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
    } finally {
      fs.rmSync(built, { recursive: true, force: true });
    }
  });
});

describe('an area on its own in development', () => {
  let server: RunningServer;
  let browser: Browser;
  let dev: ChildProcess | undefined;
  let devLog = '';

  beforeAll(async () => {
    server = await startServer();
    browser = await openBrowser();
  });

  afterAll(async () => {
    if (dev?.pid !== undefined && dev.exitCode === null) {
      const exited = new Promise((resolve) => dev?.once('exit', resolve));
      // Its own process group: pnpm and the host under it stop together.
      process.kill(-dev.pid, 'SIGTERM');
      await exited;
    }
    await browser?.close();
    await server?.stop();
  });

  it('serves its live build on its own port, with the shell, the other areas and the real API behind it', async () => {
    const port = await freePort();
    dev = spawn(
      process.execPath,
      [path.join(REPO, 'node_modules/pnpm/bin/pnpm.cjs'), '--filter', 'remote-globaladmin', 'dev'],
      {
        cwd: REPO,
        env: { ...process.env, PORT: String(port), API_URL: server.url },
        stdio: ['ignore', 'pipe', 'pipe'],
        detached: true,
      },
    );
    dev.stdout?.on('data', (chunk: Buffer) => (devLog += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (devLog += chunk.toString()));
    const host = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 80_000;
    while (!/remote-globaladmin: built in/.test(devLog)) {
      if (Date.now() > deadline || dev.exitCode !== null)
        throw new Error(`The dev host did not build:\n${devLog}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }

    const { page } = browser;
    await loginAs(page, host, GLOBAL_ADMIN);
    await page.goto(`${host}/app/globaladmin`);
    await page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
    expect(browser.requests).toContain(`${host}/app/dev/globaladmin/remoteEntry.js`);
    // Another area comes from the server, through the same host.
    await page.goto(`${host}/app/admin/manageUsers`);
    await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
    expect(browser.requests).toContain(`${host}/app/remotes/admin/remoteEntry.js`);
  });
});
