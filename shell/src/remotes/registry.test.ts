/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getInstance, init } from '@module-federation/enhanced/runtime';
import { entryOf, registerFromManifest, retryRegistration } from './registry';

// A real HTTP server whose manifest is missing until the test puts it there.
let manifestUp = false;
let adminEntry = '/app/remotes/admin/remoteEntry.js';
const server = http.createServer((_req, res) => {
  if (!manifestUp) {
    res.writeHead(503, { 'content-type': 'text/plain' });
    res.end('Service Unavailable');
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({
      public: '/app/remotes/public/remoteEntry.js',
      learner: '/app/remotes/learner/remoteEntry.js',
      admin: adminEntry,
      globaladmin: '/app/remotes/globaladmin/remoteEntry.js',
    }),
  );
});
let url = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/app/remotes.json`;
  init({ name: 'sf_shell', remotes: [] });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const registered = () => (getInstance()?.options.remotes ?? []).map((remote) => remote.name);

describe('the remotes registry', () => {
  it('fetches the manifest again on Retry when it failed to load at start', async () => {
    await expect(registerFromManifest(url)).rejects.toThrow('503');
    expect(registered()).toEqual([]);

    manifestUp = true;
    await retryRegistration();
    expect(registered()).toEqual(['sf_public', 'sf_learner', 'sf_admin', 'sf_globaladmin']);
  });
});

describe('a Retry after a release', () => {
  it('loads the area from the manifest as it is now, not as it was at start', async () => {
    manifestUp = true;
    await registerFromManifest(url);
    expect(entryOf('admin')).toMatch(/\/app\/remotes\/admin\/remoteEntry\.js$/);

    adminEntry = '/app/releases/admin/20261202T100000Z-abc123/remoteEntry.js';
    await retryRegistration();
    expect(entryOf('admin')).toMatch(/\/app\/releases\/admin\/20261202T100000Z-abc123\//);
  });

  it('keeps the manifest it has when a new one cannot be had', async () => {
    manifestUp = false;
    await retryRegistration();
    expect(entryOf('admin')).toMatch(/\/app\/releases\/admin\/20261202T100000Z-abc123\//);
  });
});
