/**
 * Every CSV the server writes keeps what people typed as text: each cell quoted, so no
 * separator of any spreadsheet language (`,` `;` tab) splits it, and a cell that would run as
 * a formula starts with `'`. The class view's CSV is written in the browser by the same
 * writer (shared/src/wire/csv.ts) and tested beside it.
 */
import { buildTestApp, type TestApp } from '../support/buildTestApp';

let t: TestApp;
let head: string;
beforeAll(async () => {
  t = await buildTestApp();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
});
afterAll(() => t.close());

/** Every cell of a CSV line whose cells are all quoted; undefined if any is not. */
function quotedCells(line: string): string[] | undefined {
  const cells: string[] = [];
  const cell = /"((?:[^"]|"")*)"(,|$)/y;
  let at = 0;
  while (at < line.length) {
    cell.lastIndex = at;
    const match = cell.exec(line);
    if (match === null) return undefined;
    cells.push((match[1] ?? '').replace(/""/g, '"'));
    at = cell.lastIndex;
  }
  return cells;
}

it('quotes every cell of the users export and makes formulas inert', async () => {
  const school = await t.app.db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', 'demoacademy')
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('users')
    .values({
      school_id: school.school_id,
      username: 'csvprobe',
      first_name: ';=1+1',
      last_name: 'a;b,c\td',
      email: null,
      password_hash: 'x',
      created_at: new Date().toISOString(),
    })
    .execute();
  const response = await t.injectAs(head, { url: '/api/admin/ExportUsers' });
  const lines = response.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
  for (const line of lines) expect([line, quotedCells(line) !== undefined]).toEqual([line, true]);
  const probe = lines.map(quotedCells).find((cells) => cells?.[0] === 'csvprobe');
  expect(probe?.slice(0, 3)).toEqual(['csvprobe', ';=1+1', 'a;b,c\td']);

  await t.app.db
    .updateTable('users')
    .set({ first_name: '=HYPERLINK("http://evil")', last_name: '\t@x' })
    .where('username', '=', 'csvprobe')
    .execute();
  const again = await t.injectAs(head, { url: '/api/admin/ExportUsers' });
  expect(again.body).toContain(`"csvprobe","'=HYPERLINK(""http://evil"")","'\t@x"`);
});
