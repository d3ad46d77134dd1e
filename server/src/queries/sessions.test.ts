/** endSessionsOfUser: what a password change or a switched-off login must do to the user's other sessions. */
import { hashToken } from '../auth/tokens';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { endSessionsOfUser } from './sessions';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PUPIL = { username: 'pupil', schoolUsername: 'demoacademy' };
const HEAD = { username: 'head', schoolUsername: 'demoacademy' };

/** 200 with the session's user, or 204 when the cookie's session has ended (nobody). */
async function statusOf(cookie: string): Promise<number> {
  const response = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
  return response.statusCode;
}

async function userIdOf(cookie: string): Promise<number> {
  const response = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
  return response.json<{ currentUser: { user_id: number } }>().currentUser.user_id;
}

const idHashOf = (cookie: string): string => hashToken(cookie.split('=')[1] ?? '');

describe('endSessionsOfUser', () => {
  it("ends the user's other sessions and keeps the one that made the change", async () => {
    const here = await t.login(PUPIL);
    const phone = await t.login(PUPIL);
    const parent = await t.login({ ...PUPIL, password: 'parent-password' });
    const head = await t.login(HEAD);

    const ended = await endSessionsOfUser(t.app.db, await userIdOf(here), idHashOf(here));

    expect(ended).toBe(2);
    expect(await statusOf(here)).toBe(200);
    expect(await statusOf(phone)).toBe(204);
    expect(await statusOf(parent)).toBe(204);
    // Nobody else's session is touched.
    expect(await statusOf(head)).toBe(200);
  });

  it('ends every session of the user when no session is kept', async () => {
    const first = await t.login(PUPIL);
    const second = await t.login(PUPIL);
    const head = await t.login(HEAD);

    await endSessionsOfUser(t.app.db, await userIdOf(first));

    expect(await statusOf(first)).toBe(204);
    expect(await statusOf(second)).toBe(204);
    expect(await statusOf(head)).toBe(200);
  });

  it('runs inside a transaction, so it rolls back with the change that asked for it', async () => {
    const cookie = await t.login(PUPIL);
    const userId = await userIdOf(cookie);
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await endSessionsOfUser(trx, userId);
        throw new Error('the password change failed');
      }),
    ).rejects.toThrow('the password change failed');
    expect(await statusOf(cookie)).toBe(200);
  });
});
