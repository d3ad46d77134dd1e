/**
 * Accounts in other schools that take a teacher's address first get nothing from it: an
 * address logs in and receives password resets only for the account that proved it with the
 * link mailed to it. And "Forgot password?" does the same work for a known address as for an
 * unknown one before it answers: finding the account and mailing it happen after the reply.
 */
import { digestOfAllTables } from './tableDigest';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { readOutbox } from '../support/mail';

let t: TestApp;
let riversideHead: string;
let demoHead: string;
beforeAll(async () => {
  t = await buildTestApp();
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
  demoHead = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
});
afterAll(() => t.close());

const VICTIM = 'new.teacher@demoacademy.test';
const post = (cookie: string | undefined, url: string, payload: Record<string, unknown>) =>
  t.injectAs(cookie, { method: 'POST', url, payload });

const newUser = (username: string, email: string) => ({
  user_id: 0,
  username,
  password: 'violet-harbour-71',
  first_name: 'Sam',
  last_name: 'Smith',
  email,
  is_staff: false,
  is_schoolAdmin: false,
  is_user: true,
  parentpass: '',
  project_ids: '',
});

async function mailsTo(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = readOutbox(t.config.outboxDir).filter((m) => m.to.includes(address));
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`No mail ${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function linkToken(text: string, page: 'verifyemail' | 'setpassword'): string {
  const token = new RegExp(`public/${page}#token=([A-Za-z0-9_-]{43})`).exec(text)?.[1];
  if (token === undefined) throw new Error(`No ${page} link in: ${text}`);
  return token;
}

async function userIdOf(username: string, schoolUsername: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select('users.user_id')
    .where('users.username', '=', username)
    .where('schools.school_username', '=', schoolUsername)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

it('gives the address only to the account that proves it, however many took it first', async () => {
  // Three Riverside accounts take the address before Demo Academy adds its teacher.
  for (const name of ['squat1', 'squat2', 'squat3']) {
    const saved = await post(riversideHead, '/api/admin/SaveUser', newUser(name, VICTIM));
    expect(saved.statusCode).toBe(200);
  }
  const added = await post(demoHead, '/api/admin/SaveUser', {
    ...newUser('newteacher', VICTIM),
    password: 'amber-lantern-42',
  });
  expect(added.statusCode).toBe(200);

  // No one has proved it: it logs nobody in, and a reset mails nobody a link.
  for (const password of ['violet-harbour-71', 'amber-lantern-42']) {
    const login = await post(undefined, '/api/public/login', {
      username: VICTIM,
      password,
      loginMode: 'E',
    });
    expect(login.statusCode).toBe(401);
  }

  // The teacher proves it with the link in the last of the mails (the one Demo Academy sent).
  const mails = await mailsTo(VICTIM, 4);
  const teacherMail = mails.find((mail) => mail.text.includes('at Demo Academy'));
  const verified = await post(undefined, '/api/public/VerifyEmail', {
    token: linkToken(teacherMail?.text ?? '', 'verifyemail'),
  });
  expect(verified.statusCode).toBe(200);

  const teacherLogin = await post(undefined, '/api/public/login', {
    username: VICTIM,
    password: 'amber-lantern-42',
    loginMode: 'E',
  });
  expect(teacherLogin.json()).toMatchObject({ currentUser: { username: 'newteacher' } });
  const squatterLogin = await post(undefined, '/api/public/login', {
    username: VICTIM,
    password: 'violet-harbour-71',
    loginMode: 'E',
  });
  expect(squatterLogin.statusCode).toBe(401);

  // A reset link goes to the teacher's account, and to no squatter's.
  const before = (await mailsTo(VICTIM, 0)).length;
  expect((await post(undefined, '/api/public/forgotpassword', { email: VICTIM })).statusCode).toBe(
    200,
  );
  const [resetMail] = (await mailsTo(VICTIM, before + 1)).slice(before);
  expect(resetMail?.text).toContain('the account newteacher at Demo Academy');
  await t.app.mailer.settled();
  expect((await mailsTo(VICTIM, 0)).length).toBe(before + 1);
});

it('lets a squatter confirm nothing: a link proves only the address it was mailed for', async () => {
  const squatter = await userIdOf('squat1', 'riverside');
  // A squatter's own link was mailed to the victim's inbox; changing the address to their
  // own afterwards does not make that link (or any old one) prove the new address.
  await post(riversideHead, '/api/admin/SaveUser', {
    ...newUser('squat1', 'squatter@elsewhere.test'),
    user_id: squatter,
    password: '',
  });
  const links = (await mailsTo(VICTIM, 1)).filter((mail) => mail.text.includes('squat1'));
  for (const mail of links) {
    const used = await post(undefined, '/api/public/VerifyEmail', {
      token: linkToken(mail.text, 'verifyemail'),
    });
    expect(used.statusCode).toBe(400);
  }
  const row = await t.app.db
    .selectFrom('users')
    .select('email_verified_at')
    .where('user_id', '=', squatter)
    .executeTakeFirstOrThrow();
  expect(row.email_verified_at).toBeNull();
});

it('shows the admin whether each address is proved, and sends the link again on request', async () => {
  const list = await t.injectAs(demoHead, { url: '/api/admin/ListUsersForSchool' });
  const rows = list.json<Array<{ username: string; email_verified: boolean }>>();
  expect(rows.find((row) => row.username === 'newteacher')?.email_verified).toBe(true);
  expect(rows.find((row) => row.username === 'locked')?.email_verified).toBe(false);

  const teacher = await userIdOf('teacher', 'demoacademy');
  const before = (await mailsTo('teacher@demoacademy.test', 0)).length;
  const sent = await post(demoHead, '/api/admin/SendEmailVerification', { user_id: teacher });
  expect(sent.statusCode).toBe(200);
  await mailsTo('teacher@demoacademy.test', before + 1);

  // Not for another school's user.
  const riversidePupil = await userIdOf('pupil', 'riverside');
  const refused = await post(demoHead, '/api/admin/SendEmailVerification', {
    user_id: riversidePupil,
  });
  expect(refused.statusCode).toBe(403);
});

it('answers forgot-password for a known address with the same work as for an unknown one', async () => {
  const release = t.app.mailer.hold();
  try {
    const digests: string[] = [];
    const replies: Array<{ status: number; body: string }> = [];
    for (const email of ['pupil@demoacademy.test', 'nobody@nowhere.test']) {
      const before = await digestOfAllTables(t.app.db);
      const response = await post(undefined, '/api/public/forgotpassword', { email });
      replies.push({ status: response.statusCode, body: response.body });
      // Nothing about the account was read into a change, made or mailed on the request path.
      digests.push(before === (await digestOfAllTables(t.app.db)) ? 'unchanged' : 'changed');
    }
    expect(digests).toEqual(['unchanged', 'unchanged']);
    expect(replies[0]).toEqual(replies[1]);
  } finally {
    release();
  }
  await t.app.mailer.settled();
  const tokens = await t.app.db
    .selectFrom('password_tokens')
    .select('user_id')
    .where('user_id', '=', await userIdOf('pupil', 'demoacademy'))
    .execute();
  expect(tokens).toHaveLength(1);
});
