/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkCompatible, IncompatibleAreaError, shellRecord } from './compatibility';

// A real HTTP server holding one remote's build record per folder.
const records: Record<string, unknown> = {};
const server = http.createServer((req, res) => {
  const record = records[req.url ?? ''];
  if (record === undefined) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(record));
});
let base = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const shell = shellRecord();

describe('the compatibility check before an area loads', () => {
  it('lets in a remote built against the same versions, or older ones of the same majors', async () => {
    records['/same/build-info.json'] = {
      name: 'sf_admin',
      shared: { ...shell.shared, react: '19.0.0', zustand: '5.0.1' },
    };
    await expect(checkCompatible('admin', `${base}/same/remoteEntry.js`)).resolves.toBeUndefined();
  });

  it('lets in a remote built against an older minor of the same major', async () => {
    const [major] = shell.shared['@skillfolio/shared'].split('.');
    records['/older/build-info.json'] = {
      name: 'sf_admin',
      shared: { ...shell.shared, '@skillfolio/shared': `${major}.0.0` },
    };
    await expect(checkCompatible('admin', `${base}/older/remoteEntry.js`)).resolves.toBeUndefined();
  });

  it('refuses a remote built against a newer minor of @skillfolio/shared, naming both versions', async () => {
    const [major, minor] = shell.shared['@skillfolio/shared'].split('.').map(Number);
    const newer = `${major}.${(minor ?? 0) + 1}.0`;
    records['/newer/build-info.json'] = {
      name: 'sf_admin',
      shared: { ...shell.shared, '@skillfolio/shared': newer },
    };
    const check = checkCompatible('admin', `${base}/newer/remoteEntry.js`);
    await expect(check).rejects.toBeInstanceOf(IncompatibleAreaError);
    await expect(check).rejects.toThrow(
      `The admin area needs @skillfolio/shared ${newer} or a later ${major}.x, and the shell provides ${shell.shared['@skillfolio/shared']}.`,
    );
  });

  it('refuses a remote built against another major of @skillfolio/shared', async () => {
    const [major] = shell.shared['@skillfolio/shared'].split('.').map(Number);
    records['/major/build-info.json'] = {
      name: 'sf_admin',
      shared: { ...shell.shared, '@skillfolio/shared': `${(major ?? 0) + 1}.0.0` },
    };
    await expect(checkCompatible('admin', `${base}/major/remoteEntry.js`)).rejects.toBeInstanceOf(
      IncompatibleAreaError,
    );
  });

  it('refuses a remote whose build record is missing', async () => {
    await expect(checkCompatible('learner', `${base}/none/remoteEntry.js`)).rejects.toThrow(
      `The learner area's build record ${base}/none/build-info.json answered 404`,
    );
  });
});
