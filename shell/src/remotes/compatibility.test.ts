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
  it('lets in a remote built against the same majors as the shell', async () => {
    records['/same/build-info.json'] = {
      name: 'sf_admin',
      shared: { ...shell.shared, react: '19.9.0', zustand: '5.0.1' },
    };
    await expect(checkCompatible('admin', `${base}/same/remoteEntry.js`)).resolves.toBeUndefined();
  });

  it('refuses a remote built against another major of @skillfolio/shared, naming it', async () => {
    records['/v1/build-info.json'] = {
      name: 'sf_admin',
      shared: { ...shell.shared, '@skillfolio/shared': '1.0.0' },
    };
    const check = checkCompatible('admin', `${base}/v1/remoteEntry.js`);
    await expect(check).rejects.toBeInstanceOf(IncompatibleAreaError);
    await expect(check).rejects.toThrow(
      `The admin area was built against a different major of @skillfolio/shared 1.0.0 (the shell has ${shell.shared['@skillfolio/shared']}).`,
    );
  });

  it('refuses a remote whose build record is missing', async () => {
    await expect(checkCompatible('learner', `${base}/none/remoteEntry.js`)).rejects.toThrow(
      `The learner area's build record ${base}/none/build-info.json answered 404`,
    );
  });
});
