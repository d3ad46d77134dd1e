/** Source maps hold the whole source: the build keeps them out of what is served, and so does the server. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO, startServer, type RunningServer } from './support/server';

const SERVED_FOLDERS = [
  'shell',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
].map((pkg) => path.join(REPO, pkg, 'dist'));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('source maps', () => {
  it('are in no served folder, and no served script points to one', () => {
    const files = SERVED_FOLDERS.flatMap(filesUnder);
    expect(files.filter((file) => file.endsWith('.js')).length).toBeGreaterThan(5);
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    const pointing = files.filter(
      (file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('sourceMappingURL'),
    );
    expect(pointing).toEqual([]);
  });

  it('answer 404 when asked for by URL', async () => {
    const main = readdirSync(path.join(REPO, 'shell', 'dist')).find((name) =>
      /^main\..*\.js$/.test(name),
    );
    expect(main).toBeDefined();
    for (const url of [`/app/${main}.map`, '/app/remotes/learner/remoteEntry.js.map']) {
      const response = await fetch(`${server.url}${url}`);
      expect({ url, status: response.status }).toEqual({ url, status: 404 });
    }
  });
});
