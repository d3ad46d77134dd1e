/**
 * A person's language and their school's default on the real app: what GetCurrentUser says
 * after each is saved, that a parent (who shares the pupil's account) cannot change the
 * pupil's, that only a school admin sets
 * the default and only for their own school, and that anything but en or cy is refused.
 */
import type { SessionReply } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function session(cookie: string): Promise<SessionReply> {
  const reply = await t.injectAs(cookie, { url: '/api/User/GetCurrentUser' });
  return reply.json<SessionReply>();
}

const save = (cookie: string, url: string, language: string) =>
  t.injectAs(cookie, { method: 'POST', url, payload: { language } });

describe('the reader’s language', () => {
  it('is the school’s default until the user chooses, and theirs after', async () => {
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const before = await session(pupil);
    expect(before.currentUser.language).toBeUndefined();
    expect(before.currentSchool?.default_language).toBe('en');

    expect((await save(head, '/api/schooladmin/SaveDefaultLanguage', 'cy')).statusCode).toBe(200);
    expect((await session(pupil)).currentSchool?.default_language).toBe('cy');

    expect((await save(pupil, '/api/User/SaveLanguage', 'en')).statusCode).toBe(200);
    const after = await session(pupil);
    expect(after.currentUser.language).toBe('en');
    expect(after.currentSchool?.default_language).toBe('cy');

    // Kept for the next login.
    const again = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    expect((await session(again)).currentUser.language).toBe('en');
    await save(head, '/api/schooladmin/SaveDefaultLanguage', 'en');
  });

  it('is not the parent’s to change: they share the pupil’s account', async () => {
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    await save(pupil, '/api/User/SaveLanguage', 'en');
    const parent = await t.login({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    expect((await save(parent, '/api/User/SaveLanguage', 'cy')).statusCode).toBe(403);
    expect((await session(pupil)).currentUser.language).toBe('en');
  });

  it('refuses a language Skillfolio does not speak, and a default from anyone but a school admin', async () => {
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    expect((await save(pupil, '/api/User/SaveLanguage', 'fr')).statusCode).toBe(400);
    expect((await save(pupil, '/api/User/SaveLanguage', 'cy<script>')).statusCode).toBe(400);
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    expect((await save(teacher, '/api/schooladmin/SaveDefaultLanguage', 'cy')).statusCode).toBe(
      403,
    );
    const other = await t.login({ username: 'head', schoolUsername: 'riverside' });
    expect((await save(other, '/api/schooladmin/SaveDefaultLanguage', 'cy')).statusCode).toBe(200);
    const demoPupil = await session(pupil);
    expect(demoPupil.currentSchool?.default_language).toBe('en');
  });
});
