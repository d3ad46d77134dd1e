/**
 * Only one bare address is taken as an e-mail address, on every path that takes one: school
 * registration, forgot-password, adding and editing a user, the CSV import and create-admin.
 * Display names, lists, groups, comments and the like are refused with the one message, and
 * a refused request saves nothing and sends no mail.
 */
import type { ImportUsersCheck } from '@skillfolio/shared/types';
import { EMAIL_INVALID } from '@skillfolio/shared/wire';
import { AdminRefusal, createFirstAdmin } from '../../src/createAdmin';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { digestOfAllTables } from './tableDigest';

/** Header forms a mail header takes but an address field must not (15, as the probe tried). */
export const NOT_ONE_BARE_ADDRESS: readonly string[] = [
  'a<x@example.org>',
  'Pat <pat@example.org>',
  '"Pat Pupil" <pat@example.org>',
  '<pat@example.org>',
  'x@example.org,z@example.org',
  'x@example.org, z@example.org',
  'x@example.org;z@example.org',
  'staff: x@example.org, z@example.org;',
  'staff:;',
  'pat(comment)@example.org',
  'pat@example.org (Pat)',
  '"pat pupil"@example.org',
  'pat@[192.0.2.1]',
  'pat@example',
  'pat@-example.org',
];

let t: TestApp;
let head: string;
beforeAll(async () => {
  t = await buildTestApp();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, url: string, payload: Record<string, unknown>) =>
  t.injectAs(cookie, { method: 'POST', url, payload });

const saveUser = (userId: number, email: string) => ({
  user_id: userId,
  username: userId === 0 ? 'newbie' : 'teacher',
  password: userId === 0 ? 'a-long-enough-password' : '',
  first_name: 'Tom',
  last_name: 'Teacher',
  email,
  is_staff: true,
  is_schoolAdmin: false,
  is_user: true,
  parentpass: '',
  project_ids: '',
});

describe.each(NOT_ONE_BARE_ADDRESS)('%s', (address) => {
  it('is refused by registration, forgot-password, Manage Users and the import, saving nothing', async () => {
    const before = await digestOfAllTables(t.app.db);
    const teacher = await t.app.db
      .selectFrom('users')
      .select('user_id')
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();

    const replies = {
      register: await post(undefined, '/api/public/sendmail', { email: address }),
      forgot: await post(undefined, '/api/public/forgotpassword', { email: address }),
      add: await post(head, '/api/admin/SaveUser', saveUser(0, address)),
      edit: await post(head, '/api/admin/SaveUser', saveUser(teacher.user_id, address)),
    };
    for (const [path, response] of Object.entries(replies)) {
      expect([path, response.statusCode, response.json()]).toEqual([
        path,
        400,
        { error: EMAIL_INVALID },
      ]);
    }
    const check = await post(head, '/api/admin/ImportUsers', {
      dryRun: true,
      rows: [
        {
          username: 'importee',
          first_name: 'I',
          last_name: 'Mported',
          email: address,
          projects: '',
          password: '',
        },
      ],
    });
    expect(check.json<ImportUsersCheck>().rows[0]?.problems).toContain(EMAIL_INVALID);
    // Throttle counters aside (a refused address is not counted), nothing changed.
    expect(await digestOfAllTables(t.app.db)).toEqual(before);
  });

  it('is refused by create-admin', async () => {
    await expect(
      createFirstAdmin(t.app.db, { email: address, password: 'a-long-enough-password' }),
    ).rejects.toThrow(AdminRefusal);
    await expect(
      createFirstAdmin(t.app.db, { email: address, password: 'a-long-enough-password' }),
    ).rejects.toThrow(/is not an e-mail address/);
  });
});

it('takes a bare address, accented ones too, on the same paths', async () => {
  for (const address of ['pat.pupil+plans@example.org', 'łucja@przykład.pl']) {
    const forgot = await post(undefined, '/api/public/forgotpassword', { email: address });
    expect(forgot.statusCode).toBe(200);
  }
  const teacher = await t.app.db
    .selectFrom('users')
    .select('user_id')
    .where('username', '=', 'teacher')
    .executeTakeFirstOrThrow();
  const edit = await post(
    head,
    '/api/admin/SaveUser',
    saveUser(teacher.user_id, 'teacher@demoacademy.test'),
  );
  expect(edit.statusCode).toBe(200);
});
