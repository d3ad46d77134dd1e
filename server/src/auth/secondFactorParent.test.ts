/**
 * A parent's read-only session is never asked for, nor able to set up, a second factor:
 * its status requires nothing, and the set-up calls are refused. Even the parent login of
 * an account that must use one (a school admin with a parent password) is never sent to
 * set-up: its admin calls are Not authorised, not "set up two-factor first".
 */
import { REPLY_TEXT } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { hashPassword } from './passwords';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  // Riverside's head: a real school admin (the demo flag off) who also has a parent password.
  await t.app.db
    .updateTable('users')
    .set({
      second_factor_exempt: 0,
      parent_password_hash: await hashPassword('head-parent-password'),
    })
    .where('email', '=', 'head@riverside.test')
    .execute();
});
afterAll(() => t.close());

const status = (cookie: string) =>
  t.injectAs(cookie, { method: 'GET', url: '/api/user/SecondFactor' });
const post = (cookie: string, url: string, payload: object = {}) =>
  t.injectAs(cookie, { method: 'POST', url, payload });

describe("a parent's session", () => {
  it.each([
    ['of a pupil', 'pupil', 'demoacademy', 'parent-password'],
    ['of a school admin who must use two-factor', 'head', 'riverside', 'head-parent-password'],
  ])(
    '%s requires no second factor and cannot set one up',
    async (_who, username, school, password) => {
      const parent = await t.login({ username, schoolUsername: school, password });
      const me = await t.injectAs(parent, { method: 'GET', url: '/api/User/GetCurrentUser' });
      expect(me.json<{ currentUser: { read_only: boolean } }>().currentUser.read_only).toBe(true);

      expect((await status(parent)).json()).toEqual({
        enrolled: false,
        required: false,
        recoveryCodesLeft: 0,
      });
      for (const url of ['/api/user/StartTotp', '/api/user/DisableTotp', '/api/user/ConfirmTotp']) {
        const refused = await post(
          parent,
          url,
          url === '/api/user/StartTotp' ? {} : { code: '123456' },
        );
        expect(refused.statusCode).toBe(403);
        expect(refused.body).toBe(REPLY_TEXT.notAuthorised);
      }
      const state = await t.app.db
        .selectFrom('users')
        .select(['totp_secret', 'totp_confirmed_at'])
        .where('username', '=', username)
        .where('parent_password_hash', 'is not', null)
        .execute();
      expect(state.every((row) => row.totp_secret === null && row.totp_confirmed_at === null)).toBe(
        true,
      );

      // An admin call is plainly not theirs: never the reply that sends a browser to set-up.
      const admin = await t.injectAs(parent, {
        method: 'GET',
        url: '/api/admin/ListUsersForSchool',
      });
      expect(admin.statusCode).toBe(403);
      expect(admin.body).toBe(REPLY_TEXT.notAuthorised);
    },
  );

  it('leaves the same account, logged in with its own password, required to set it up', async () => {
    const head = await t.login({ username: 'head', schoolUsername: 'riverside' });
    expect((await status(head)).json()).toMatchObject({ enrolled: false, required: true });
  });
});
