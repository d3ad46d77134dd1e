/**
 * Subject access and erasure: a school admin exports everything held about a pupil (JSON and
 * a readable page) and erases it; another school's admin can do neither, and nobody else's
 * data is touched.
 */
import { PRIVACY_TEXT } from '@skillfolio/shared/wire';
import { exportUserData } from './userData';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
let head: string;
let pupilId: number;
beforeAll(async () => {
  t = await buildTestApp();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  const pupil = await t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select('users.user_id')
    .where('schools.school_username', '=', 'demoacademy')
    .where('users.username', '=', 'pupil')
    .executeTakeFirstOrThrow();
  pupilId = pupil.user_id;
});
afterAll(() => t.close());

/** Everything held about every other user, as the export sees it. */
async function othersSnapshot(): Promise<string> {
  const users = await t.app.db.selectFrom('users').select('user_id').orderBy('user_id').execute();
  const at = new Date(0);
  const exports = [];
  for (const { user_id } of users) {
    if (user_id !== pupilId) exports.push(await exportUserData(t.app.db, user_id, at));
  }
  return JSON.stringify(exports);
}

describe('ExportUserData', () => {
  it('gives a school admin everything held about their pupil, without credentials', async () => {
    const response = await t.injectAs(head, {
      method: 'GET',
      url: `/api/admin/ExportUserData?user_id=${pupilId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.tables.users[0]).toMatchObject({ username: 'pupil', first_name: 'Pat' });
    expect(data.tables.notes).toHaveLength(2);
    expect(data.tables.assessment_grades.length).toBeGreaterThan(0);
    expect(data.tables.steps.length).toBe(3);
    expect(data.notIncluded.sessions).toBeDefined();
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain('password_hash');
  });

  it('gives the same as a readable page', async () => {
    const response = await t.injectAs(head, {
      method: 'GET',
      url: `/api/admin/ExportUserDataPage?user_id=${pupilId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('Personal data held by Skillfolio about Pat Pupil');
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain('<script');
  });

  it("is refused to another school's admin", async () => {
    const riverside = await t.login({ username: 'head', schoolUsername: 'riverside' });
    const response = await t.injectAs(riverside, {
      method: 'GET',
      url: `/api/admin/ExportUserData?user_id=${pupilId}`,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('EraseUser', () => {
  it("refuses the admin's own account", async () => {
    const me = await t.injectAs(head, { method: 'GET', url: '/api/User/GetCurrentUser' });
    const response = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/EraseUser',
      payload: { user_id: me.json().currentUser.user_id },
    });
    expect(response.json()).toEqual({ error: PRIVACY_TEXT.eraseSelf });
  });

  it('leaves nothing of the pupil in any mapped table, touches nobody else, and is audited', async () => {
    const before = await othersSnapshot();
    const response = await t.injectAs(head, {
      method: 'POST',
      url: '/api/admin/EraseUser',
      payload: { user_id: pupilId },
    });
    expect(response.statusCode).toBe(200);
    const left = await exportUserData(t.app.db, pupilId, new Date());
    for (const [table, rows] of Object.entries(left.tables)) {
      expect([table, rows]).toEqual([table, []]);
    }
    expect(await othersSnapshot()).toBe(before);
    const audit = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'user.erase')
      .executeTakeFirst();
    expect(audit).toMatchObject({ target_kind: 'user', target_id: pupilId });
  });
});
