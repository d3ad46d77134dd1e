/**
 * The password policy holds on every route that sets a password, and its refusals say why
 * and change nothing.
 */
import { PASSWORD_REFUSAL } from '@skillfolio/shared/wire';
import type { SaveUserRequest } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { readOutbox } from '../../test/support/mail';

let t: TestApp;
let head: string;
beforeAll(async () => {
  t = await buildTestApp();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
});
afterAll(() => t.close());

function saveUser(fields: Partial<SaveUserRequest>) {
  const body: SaveUserRequest = {
    user_id: 0,
    username: 'sam.smith',
    password: 'long-and-uncommon-9',
    first_name: 'Sam',
    last_name: 'Smith',
    email: '',
    is_staff: false,
    is_schoolAdmin: false,
    is_user: true,
    parentpass: '',
    project_ids: '',
    ...fields,
  };
  return t.injectAs(head, { method: 'POST', url: '/api/admin/SaveUser', payload: body });
}

async function userRows(): Promise<unknown> {
  return t.app.db.selectFrom('users').selectAll().orderBy('user_id').execute();
}

describe('SaveUser', () => {
  it.each([
    ['a common password', { password: 'iloveyou' }, PASSWORD_REFUSAL.common],
    ['the username', { password: 'sam.smith.2026' }, PASSWORD_REFUSAL.username],
    ["the school's name", { password: 'Demo Academy 2026' }, PASSWORD_REFUSAL.schoolName],
    ['the app name', { password: 'skillfolio-rocks' }, PASSWORD_REFUSAL.appName],
    ['a common parent password', { parentpass: 'sunshine' }, PASSWORD_REFUSAL.common],
  ])('refuses a new user whose password is %s, saying so', async (_what, fields, message) => {
    const before = await userRows();
    const response = await saveUser(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message });
    expect(await userRows()).toEqual(before);
  });

  it('refuses a changed password built on the username on edit', async () => {
    const pupil = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'teacher')
      .executeTakeFirstOrThrow();
    const before = await userRows();
    const response = await saveUser({
      user_id: pupil.user_id,
      username: 'teacher',
      password: 'Teacher2026!',
      first_name: 'Tom',
      last_name: 'Teacher',
      is_staff: true,
    });
    expect(response.json()).toEqual({ error: PASSWORD_REFUSAL.username });
    expect(await userRows()).toEqual(before);
  });
});

describe('ImportUsers', () => {
  it('lists a common password as the problem of its row', async () => {
    const row = {
      username: 'newbie',
      first_name: 'New',
      last_name: 'Bie',
      email: '',
      projects: '',
      password: 'football',
    };
    const response = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/ImportUsers',
      payload: { dryRun: true, rows: [row] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().rows[0].problems).toContain(PASSWORD_REFUSAL.common);
  });
});

describe('resetpassword', () => {
  async function link(address: string): Promise<string> {
    const count = readOutbox(t.config.outboxDir).filter((m) => m.to.includes(address)).length;
    await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/forgotpassword',
      payload: { email: address },
    });
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mails = readOutbox(t.config.outboxDir).filter((m) => m.to.includes(address));
      const token = /setpassword#token=([A-Za-z0-9_-]{43})/.exec(mails[count]?.text ?? '')?.[1];
      if (token !== undefined) return token;
      if (Date.now() > deadline) throw new Error('no reset mail');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it("refuses a password built on the person's name, and the link still works after", async () => {
    const token = await link('head@demoacademy.test');
    const refused = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/resetpassword',
      payload: { token, password: 'hannah-rules-77' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: PASSWORD_REFUSAL.personName });
    const accepted = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/resetpassword',
      payload: { token, password: 'quiet otter marmalade' },
    });
    expect(accepted.statusCode).toBe(200);
  });
});
