/**
 * The classifier on real errors, made for real: a SQLite file that is full, a database file
 * that cannot be opened, a locked one, a write to a device with no room. PostgreSQL's errors
 * are tested on a real cluster in server/test/faults/postgresOutage.test.ts.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { environmentCauseOf } from './environmentErrors';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-env-errors-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function thrownBy(work: () => unknown): unknown {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected an error');
}

it('a full SQLite database (SQLITE_FULL) is a full disk', () => {
  const db = new BetterSqlite3(path.join(dir, 'full.db'));
  try {
    db.exec('create table t (x blob)');
    // The file may grow no further than it is: the next page it needs is refused.
    db.pragma('max_page_count = 1');
    const full = thrownBy(() => {
      for (let i = 0; i < 100; i += 1)
        db.prepare('insert into t values (?)').run(Buffer.alloc(4096));
    });
    expect((full as { code?: unknown }).code).toBe('SQLITE_FULL');
    expect(environmentCauseOf(full)).toBe('disk full');
  } finally {
    db.close();
  }
});

it('a database another connection holds locked past the wait (SQLITE_BUSY) is busy', () => {
  const file = path.join(dir, 'locked.db');
  const holder = new BetterSqlite3(file);
  const waiter = new BetterSqlite3(file, { timeout: 10 });
  try {
    holder.exec('create table t (x)');
    holder.exec('begin exclusive');
    const busy = thrownBy(() => waiter.prepare('insert into t values (1)').run());
    expect((busy as { code?: unknown }).code).toBe('SQLITE_BUSY');
    expect(environmentCauseOf(busy)).toBe('database busy');
  } finally {
    holder.close();
    waiter.close();
  }
});

it('a database file that cannot be opened (SQLITE_CANTOPEN) or written (SQLITE_READONLY) is unavailable', () => {
  // A folder where the file should be.
  const unopened = thrownBy(() => new BetterSqlite3(dir));
  expect((unopened as { code?: unknown }).code).toBe('SQLITE_CANTOPEN');
  expect(environmentCauseOf(unopened)).toBe('database unavailable');

  const file = path.join(dir, 'kept.db');
  const writer = new BetterSqlite3(file);
  writer.exec('create table t (x)');
  writer.close();
  const readOnly = new BetterSqlite3(file, { readonly: true });
  try {
    const refused = thrownBy(() => readOnly.exec('insert into t values (1)'));
    expect((refused as { code?: unknown }).code).toBe('SQLITE_READONLY');
    expect(environmentCauseOf(refused)).toBe('database unavailable');
  } finally {
    readOnly.close();
  }
});

const devFull = fs.existsSync('/dev/full') ? it : it.skip;
devFull('a file write with no room left (ENOSPC) is a full disk', async () => {
  const full = await fs.promises.writeFile('/dev/full', 'x').then(
    () => new Error('expected ENOSPC'),
    (error: unknown) => error,
  );
  expect((full as { code?: unknown }).code).toBe('ENOSPC');
  expect(environmentCauseOf(full)).toBe('disk full');
});

it('finds the cause through wrappers, and stops on a cycle', () => {
  const db = new BetterSqlite3(':memory:');
  db.pragma('max_page_count = 1');
  const full = thrownBy(() =>
    db.exec('create table a (x); create table b (x); create table c (x)'),
  );
  db.close();
  const wrapped = new Error('outer', { cause: new Error('middle', { cause: full }) });
  expect(environmentCauseOf(wrapped)).toBe('disk full');
  expect(environmentCauseOf(new AggregateError([new Error('one'), full]))).toBe('disk full');

  const looped = new Error('a') as Error & { cause?: unknown };
  looped.cause = new Error('b', { cause: looped });
  expect(environmentCauseOf(looped)).toBeUndefined();
});

it("leaves the code's and the user's errors alone", () => {
  const db = new BetterSqlite3(':memory:');
  try {
    db.exec('create table t (x primary key)');
    db.exec('insert into t values (1)');
    const duplicate = thrownBy(() => db.exec('insert into t values (1)'));
    expect(environmentCauseOf(duplicate)).toBeUndefined();
    expect(environmentCauseOf(thrownBy(() => db.exec('select from')))).toBeUndefined();
  } finally {
    db.close();
  }
  expect(
    environmentCauseOf(new TypeError("Cannot read properties of undefined (reading 'x')")),
  ).toBe(undefined);
  expect(environmentCauseOf('a string')).toBeUndefined();
  expect(environmentCauseOf(null)).toBeUndefined();
});

it('a browser giving up on its upload (the request stream "aborted", ECONNRESET) is no outage', async () => {
  let failed: (error: unknown) => void = () => undefined;
  const streamError = new Promise<unknown>((resolve) => (failed = resolve));
  const server = http.createServer((request) => {
    // As the upload's spool reads it: to a file, until the stream fails.
    pipeline(request, fs.createWriteStream(path.join(dir, 'upload'))).then(
      () => failed(new Error('the upload finished')),
      failed,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    const upload = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      headers: { 'content-length': '100000' },
    });
    upload.on('error', () => undefined);
    upload.write(Buffer.alloc(1000));
    setTimeout(() => upload.destroy(), 100);
    const aborted = await streamError;
    expect((aborted as { code?: unknown }).code).toBe('ECONNRESET');
    expect(environmentCauseOf(aborted)).toBeUndefined();
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});
