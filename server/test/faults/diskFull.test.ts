/**
 * The disk fills under the app's SQLite file: a write answers 503 with Retry-After and a
 * sentence a person understands (not the generic 500), reads keep working, and once there is
 * room again the same write goes through with no restart. The fault is real: SQLite's own
 * limit on the file's pages (PRAGMA max_page_count) makes it refuse new pages with
 * SQLITE_FULL, exactly as a full disk does.
 *
 * About the SQLite file on a school's own disk: the PostgreSQL pass leaves the fault tests
 * out (server/jest.config.cjs).
 */
import { ENVIRONMENT_TEXT } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../support/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Makes the app's SQLite file lose its free pages and grow no more, until `room()`. */
async function fillTheDisk(): Promise<{ room: () => Promise<unknown> }> {
  // One connection (the app's), so the limit holds for every query the app runs.
  await t.sql('vacuum');
  const [pages] = (await t.sql('pragma page_count')) as Array<{ page_count: number }>;
  await t.sql(`pragma max_page_count = ${pages?.page_count ?? 0}`);
  return { room: () => t.sql('pragma max_page_count = 1073741823') };
}

const bigNote = (n: number) => ({
  note_id: 0,
  note_title: `too much ${n}`,
  note_text: `${n} `.repeat(4_000).slice(0, 20_000),
});

it('answers a write 503 "try again in a moment" while the disk is full, and takes it once there is room', async () => {
  const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  const disk = await fillTheDisk();
  try {
    const full = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/user/SaveNote',
      payload: bigNote(1),
    });
    expect(full.statusCode).toBe(503);
    expect(full.headers['retry-after']).toBe('5');
    expect(full.json()).toEqual({ error: ENVIRONMENT_TEXT.diskFull });

    const read = await t.injectAs(cookie, { method: 'GET', url: '/api/user/GetMyNotes' });
    expect(read.statusCode).toBe(200);
  } finally {
    await disk.room();
  }
  const again = await t.injectAs(cookie, {
    method: 'POST',
    url: '/api/user/SaveNote',
    payload: bigNote(99),
  });
  expect(again.statusCode).toBe(200);
});

const BOUNDARY = '----skillfolio-disk-full';

/** A real PDF, padded to `size` bytes: the upload stores it in chunks inside a transaction. */
function pdfUpload(size: number) {
  const pdf = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
  const content = Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
  const head = Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\n` +
      'Content-Type: application/pdf\r\n\r\n',
    'latin1',
  );
  return {
    method: 'POST' as const,
    url: '/api/User/SaveFile',
    payload: Buffer.concat([head, content, Buffer.from(`\r\n--${BOUNDARY}--\r\n`, 'latin1')]),
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
  };
}

it('says 503 for a write inside a transaction too, which SQLite rolled back by itself', async () => {
  const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  const disk = await fillTheDisk();
  try {
    const full = await t.injectAs(head, pdfUpload(200_000));
    expect({ status: full.statusCode, body: full.json<unknown>() }).toEqual({
      status: 503,
      body: { error: ENVIRONMENT_TEXT.diskFull },
    });
  } finally {
    await disk.room();
  }
  expect((await t.injectAs(head, pdfUpload(200_000))).statusCode).toBe(200);
});
