import type { SessionReply } from '@skillfolio/shared/types';
import { hashToken } from '../auth/tokens';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { LoginDetails, TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function currentUserOf(details: LoginDetails): Promise<SessionReply> {
  const cookie = await t.login(details);
  const response = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
  expect(response.statusCode).toBe(200);
  return response.json<SessionReply>();
}

describe('GET /api/User/GetCurrentUser', () => {
  it('answers 204 No Content without a session: nobody logged in is not an error', async () => {
    const response = await t.injectAs(undefined, { url: '/api/User/GetCurrentUser' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    // A cookie of no live session is the same: nobody.
    const stale = await t.injectAs('sf_session=not-a-session', { url: '/api/User/GetCurrentUser' });
    expect(stale.statusCode).toBe(204);
  });

  it('returns Pat Pupil with projects and Demo Academy for pupil at demoacademy', async () => {
    const reply = await currentUserOf({ username: 'pupil', schoolUsername: 'demoacademy' });
    const projects = await t.app.db
      .selectFrom('school_projects')
      .select(['school_project_id', 'project_name'])
      .where('project_name', 'in', ['Year 10 Skills', 'Work Experience'])
      .orderBy('school_project_id')
      .execute();
    expect(reply.currentUser).toEqual({
      user_id: expect.any(Number),
      username: 'pupil',
      first_name: 'Pat',
      last_name: 'Pupil',
      email: 'pupil@demoacademy.test',
      is_Admin: false,
      is_schoolAdmin: false,
      is_Staff: false,
      is_User: true,
      read_only: false,
      project_ids: projects.map((p) => p.school_project_id).join(','),
      projects: 'Year 10 Skills, Work Experience',
    });
    expect(reply.currentSchool).toEqual({
      school_id: expect.any(Number),
      school_name: 'Demo Academy',
      school_username: 'demoacademy',
      allowPeerReviews: true,
      default_language: 'en',
    });
  });

  it.each([
    ['a pupil', 'demo-password'],
    ['a parent', 'parent-password'],
  ])('tells %s only the school summary, at login and after', async (_, password) => {
    const details = { username: 'pupil', schoolUsername: 'demoacademy', password };
    const login = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      payload: { ...details, loginMode: 'U' },
    });
    const current = await t.injectAs(await t.login(details), { url: '/api/User/GetCurrentUser' });
    for (const response of [login, current]) {
      expect(response.statusCode).toBe(200);
      const school = response.json<SessionReply>().currentSchool;
      expect(Object.keys(school ?? {}).sort()).toEqual([
        'allowPeerReviews',
        'default_language',
        'school_id',
        'school_name',
        'school_username',
      ]);
      for (const secret of [
        'notes',
        'licenceNumber',
        'contact_name',
        'telephone',
        'address',
        'dfe_number',
      ]) {
        expect(response.body).not.toContain(secret);
      }
      expect(response.body).not.toContain('01322 000000');
    }
  });

  it('gives a school admin the whole school, notes and licence included', async () => {
    const reply = await currentUserOf({ username: 'head', schoolUsername: 'demoacademy' });
    expect(reply.currentSchool).toMatchObject({
      school_name: 'Demo Academy',
      town: 'Dartford',
      postcode: 'DA1 1AA',
      telephone: '01322 000000',
      notes: 'Demo school: every screen has something to show.',
      licenceNumber: 200,
    });
  });

  it('tells a teacher (staff, not admin) only the school summary', async () => {
    const reply = await currentUserOf({ username: 'teacher', schoolUsername: 'demoacademy' });
    expect(reply.currentSchool).not.toHaveProperty('licenceNumber');
    expect(reply.currentSchool).not.toHaveProperty('notes');
  });

  it('gives head at riverside Riverside Primary, not Demo Academy', async () => {
    const reply = await currentUserOf({ username: 'head', schoolUsername: 'riverside' });
    expect(reply.currentUser).toMatchObject({ first_name: 'Rita', is_schoolAdmin: true });
    expect(reply.currentSchool).toMatchObject({
      school_name: 'Riverside Primary',
      allowPeerReviews: false,
      licenceNumber: 50,
    });
  });

  it('gives admin, logged in by email, is_Admin and current school Demo Academy', async () => {
    const reply = await currentUserOf({
      username: 'ADMIN@skillfolio.test',
      loginMode: 'E',
    });
    expect(reply.currentUser).toMatchObject({ username: 'admin', is_Admin: true, projects: '' });
    expect(reply.currentSchool?.school_name).toBe('Demo Academy');
  });

  it('gives homeuser, logged in with a blank school, no school', async () => {
    const reply = await currentUserOf({ username: 'homeuser', schoolUsername: '' });
    // In one project: "My skills", of her home space.
    expect(reply.currentUser).toMatchObject({ first_name: 'Holly', project_ids: /^\d+$/ });
    expect(reply.currentSchool).toBeNull();
  });

  it('marks a session opened with the parent password read_only', async () => {
    const reply = await currentUserOf({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    expect(reply.currentUser).toMatchObject({ first_name: 'Pat', read_only: true });
  });

  it('never sends password hashes', async () => {
    const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const response = await t.injectAs(cookie, { url: '/api/user/getcurrentuser' });
    expect(response.body).not.toContain('argon2');
    expect(response.body).not.toContain('password');
  });

  it('stops answering once the user’s login is switched off', async () => {
    const cookie = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    const setLogin = (allowed: 0 | 1) =>
      t.app.db.updateTable('users').set({ is_User: allowed }).where('username', '=', 'teacher');
    await setLogin(0).execute();
    try {
      const response = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
      expect(response.statusCode).toBe(204);
    } finally {
      await setLogin(1).execute();
    }
  });

  it('ends a session idle for more than 12 hours', async () => {
    const cookie = await t.login({ username: 'homeuser' });
    const past = new Date(Date.now() - 13 * 60 * 60 * 1000).toISOString();
    await t.app.db
      .updateTable('sessions')
      .set({ last_seen: past, expires_at: new Date(Date.now() - 60 * 60 * 1000).toISOString() })
      .where('id_hash', '=', hashToken(cookie.split('=')[1] ?? ''))
      .execute();
    const response = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
    expect(response.statusCode).toBe(204);
  });
});
