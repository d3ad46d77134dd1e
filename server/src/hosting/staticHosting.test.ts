import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildTestApp, removeDir } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';

const SHELL_HEAD = '<!doctype html><html><head><title>Skillfolio shell</title>';
const SHELL_HTML = `${SHELL_HEAD}</head><body><div id="root"></div></body></html>`;

/** The page as served: the built one, with the boot data and preloads in its head. */
function expectShellPage(body: string): void {
  expect(body.startsWith(SHELL_HEAD)).toBe(true);
  expect(body).toContain('<script type="application/json" id="sf-boot">');
  expect(body.endsWith('</head><body><div id="root"></div></body></html>')).toBe(true);
}

/** A pretend build: the shell and one remote, as webpack lays them out. */
function makeStaticRoot(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-static-'));
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/dist/index.html', SHELL_HTML);
  write('shell/dist/main.3f9a1c.js', 'console.log("shell")');
  write('remote-public/dist/remoteEntry.js', 'var remote_public;');
  write('remote-public/dist/412.ab12cd.js', 'chunk');
  write('remote-public/dist/build-info.json', '{"name":"sf_public"}');
  // The build's compressed copies (bytes marked so a test can tell which one was sent).
  write('shell/dist/main.3f9a1c.js.br', 'brotli copy of main');
  write('shell/dist/main.3f9a1c.js.gz', 'gzip copy of main');
  write('remote-public/dist/remoteEntry.js.br', 'brotli copy of the entry');
  // A source map left in a served folder by an older build: it holds the whole source.
  write('shell/dist/main.3f9a1c.js.map', '{"version":3,"sourcesContent":["secret"]}');
  write('remote-public/dist/412.ab12cd.js.map', '{"version":3,"sourcesContent":["secret"]}');
  return root;
}

let staticRoot: string;
let t: TestApp;
beforeAll(async () => {
  staticRoot = makeStaticRoot();
  t = await buildTestApp({ staticRoot, demo: false });
});
afterAll(async () => {
  await t.close();
  removeDir(staticRoot);
});

describe('static hosting', () => {
  it('redirects / to /app/', async () => {
    const response = await t.app.inject({ url: '/' });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/app/');
  });

  it('serves the shell page at /app/, kept by no shared cache', async () => {
    const response = await t.app.inject({ url: '/app/' });
    expect(response.statusCode).toBe(200);
    expectShellPage(response.body);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('serves the shell page under the CSP, unframeable, uncached', async () => {
    for (const url of ['/app/', '/app/dashboard']) {
      const response = await t.app.inject({ url });
      expect(response.headers['content-security-policy']).toContain("script-src 'self';");
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('serves the shell page for a deep client-side route', async () => {
    for (const url of ['/app/some/deep/path', '/app', '/app/dashboard?x=1']) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expectShellPage(response.body);
    }
  });

  it('serves remoteEntry.js with no-cache and hashed chunks as immutable', async () => {
    const entry = await t.app.inject({ url: '/app/remotes/public/remoteEntry.js' });
    expect(entry.statusCode).toBe(200);
    expect(entry.body).toBe('var remote_public;');
    expect(entry.headers['cache-control']).toBe('no-cache');

    // The build record keeps its name between builds too: the shell must see a new one.
    const record = await t.app.inject({ url: '/app/remotes/public/build-info.json' });
    expect(record.headers['cache-control']).toBe('no-cache');

    const chunk = await t.app.inject({ url: '/app/remotes/public/412.ab12cd.js' });
    expect(chunk.statusCode).toBe(200);
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const shellChunk = await t.app.inject({ url: '/app/main.3f9a1c.js' });
    expect(shellChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404 JSON for missing files and remotes, not the shell page', async () => {
    for (const url of [
      '/app/missing.js',
      '/app/remotes/learner/remoteEntry.js',
      '/app/remotes/public/nothing-here',
      '/elsewhere',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Not found' });
    }
  });

  it('never serves a source map, even one left in a served folder', async () => {
    for (const url of ['/app/main.3f9a1c.js.map', '/app/remotes/public/412.ab12cd.js.map']) {
      const response = await t.app.inject({ url });
      expect({ url, status: response.statusCode, body: response.json() }).toEqual({
        url,
        status: 404,
        body: { error: 'Not found' },
      });
    }
  });

  it('lists the four remotes in /app/remotes.json, uncached', async () => {
    const response = await t.app.inject({ url: '/app/remotes.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toEqual({
      public: '/app/remotes/public/remoteEntry.js',
      learner: '/app/remotes/learner/remoteEntry.js',
      admin: '/app/remotes/admin/remoteEntry.js',
      globaladmin: '/app/remotes/globaladmin/remoteEntry.js',
    });
  });

  it('serves a favicon so browsers log no 404', async () => {
    const response = await t.app.inject({ url: '/favicon.ico' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/x-icon');
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  });
});

describe('static hosting without a build', () => {
  it('starts, and answers 404 where the shell would be', async () => {
    const bare = await buildTestApp({ demo: false });
    try {
      expect((await bare.app.inject({ url: '/app/some/deep/path' })).statusCode).toBe(404);
      expect((await bare.app.inject({ url: '/app/remotes.json' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });

  it('takes the remotes base URL from the config', async () => {
    const cdn = await buildTestApp({
      demo: false,
      config: { remoteBaseUrl: 'https://cdn.example.test/skillfolio/' },
    });
    try {
      const manifest = (await cdn.app.inject({ url: '/app/remotes.json' })).json<
        Record<string, string>
      >();
      expect(manifest.admin).toBe('https://cdn.example.test/skillfolio/admin/remoteEntry.js');
    } finally {
      await cdn.close();
    }
  });
});

describe('compressed static files', () => {
  it('sends the built brotli copy to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const brotli = await t.app.inject({
      url: '/app/main.3f9a1c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.body).toBe('brotli copy of main');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);

    const gzip = await t.app.inject({
      url: '/app/main.3f9a1c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toBe('gzip copy of main');
  });

  it('sends the plain file to a client that asks for no encoding', async () => {
    const plain = await t.app.inject({ url: '/app/main.3f9a1c.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("shell")');
  });

  it('caches a compressed copy as its original: hashed immutable, remoteEntry.js no-cache', async () => {
    const hashed = await t.app.inject({
      url: '/app/main.3f9a1c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const entry = await t.app.inject({
      url: '/app/remotes/public/remoteEntry.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(entry.headers['content-encoding']).toBe('br');
    expect(entry.headers['cache-control']).toBe('no-cache');
  });
});
