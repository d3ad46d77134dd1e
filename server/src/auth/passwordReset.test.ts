import { PASSWORD_RESET_TEXT } from '@skillfolio/shared/wire';
import { keyOf } from '../plugins/attemptLimits';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { readOutbox } from '../../test/support/mail';

let nowMs = Date.parse('2026-12-02T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(nowMs) });
});
afterAll(() => t.close());

const TEACHER = 'teacher@demoacademy.test';

function post(url: string, payload: object, remoteAddress = '127.0.0.1') {
  return t.injectAs(undefined, { method: 'POST', url, payload, remoteAddress });
}

function mailsTo(address: string) {
  return readOutbox(t.config.outboxDir).filter((m) => m.to.includes(address));
}

/** Waits for the mail sent after the reply (sendLater). */
async function nextMailTo(address: string, count: number) {
  const deadline = Date.now() + 10_000;
  while (mailsTo(address).length < count) {
    if (Date.now() > deadline) throw new Error(`No mail ${count} to ${address}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return mailsTo(address)[count - 1]!;
}

async function askForLink(address: string): Promise<string> {
  const before = mailsTo(address).length;
  const response = await post('/api/public/forgotpassword', { email: address });
  expect(response.statusCode).toBe(200);
  const mail = await nextMailTo(address, before + 1);
  const token = /public\/setpassword#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
  if (token === undefined) throw new Error(`No link in: ${mail.text}`);
  return token;
}

function reset(token: string, password: string) {
  return post('/api/public/resetpassword', { token, password });
}

describe('forgotpassword', () => {
  it('gives the same reply for a known and an unknown address, and mails only the known one', async () => {
    const known = await post('/api/public/forgotpassword', { email: TEACHER });
    const unknown = await post('/api/public/forgotpassword', { email: 'nobody@nowhere.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const mail = await nextMailTo(TEACHER, 1);
    expect(mail.text).toContain('Demo Academy');
    expect(mail.html).toMatch(
      /<a href="http:\/\/127\.0\.0\.1:8080\/app\/public\/setpassword#token=/,
    );
    expect(mailsTo('nobody@nowhere.test')).toEqual([]);
  });

  it('keeps only a hash of the link', async () => {
    const token = await askForLink(TEACHER);
    const rows = await t.app.db.selectFrom('password_tokens').selectAll().execute();
    expect(JSON.stringify(rows)).not.toContain(token);
  });
});

describe('checkresetlink', () => {
  const check = (token: string) => post('/api/public/checkresetlink', { token });

  it('says a link is usable, then used once it has set a password, until its time is up', async () => {
    const older = await askForLink('admin@skillfolio.test');
    const token = await askForLink('admin@skillfolio.test');
    expect((await check(token)).json()).toEqual({ state: 'usable' });
    expect((await reset(token, 'violet-harbour-77')).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({ state: 'used' });
    // The new password made the user's other links worthless.
    expect((await check(older)).json()).toEqual({ state: 'unusable' });
    nowMs += 60 * 60 * 1000 + 1000;
    expect((await check(token)).json()).toEqual({ state: 'unusable' });
  });

  it('says a link that was never ours is unusable, and counts it as a guess; a real one not', async () => {
    const counter = keyOf({ limit: 'codeClient', subject: '203.0.113.9' });
    const failures = async () =>
      (
        await t.app.db
          .selectFrom('throttle_counters')
          .select('failures')
          .where('key', '=', counter)
          .executeTakeFirst()
      )?.failures ?? 0;
    const token = await askForLink('pupil@demoacademy.test');
    expect((await post('/api/public/checkresetlink', { token }, '203.0.113.9')).json()).toEqual({
      state: 'usable',
    });
    expect(await failures()).toBe(0);
    const guess = 'A'.repeat(43);
    expect(
      (await post('/api/public/checkresetlink', { token: guess }, '203.0.113.9')).json(),
    ).toEqual({
      state: 'unusable',
    });
    expect(await failures()).toBe(1);
  });
});

describe('resetpassword', () => {
  it('sets the new password once: the old one and a second use of the link fail', async () => {
    const token = await askForLink(TEACHER);
    expect((await reset(token, 'a-brand-new-password')).statusCode).toBe(200);
    await t.login({ username: TEACHER, loginMode: 'E', password: 'a-brand-new-password' });
    await expect(t.login({ username: TEACHER, loginMode: 'E' })).rejects.toThrow(/401/);

    const again = await reset(token, 'yet-another-password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: PASSWORD_RESET_TEXT.linkUsed });
    await t.login({ username: TEACHER, loginMode: 'E', password: 'a-brand-new-password' });
  });

  it('refuses a link after its 60 minutes', async () => {
    const token = await askForLink('head@riverside.test');
    nowMs += 60 * 60 * 1000 + 1000;
    const late = await reset(token, 'too-late-password');
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({ error: PASSWORD_RESET_TEXT.linkInvalid });
    await t.login({ username: 'head@riverside.test', loginMode: 'E' });
  });

  it('refuses a password under 8 characters and keeps the link usable', async () => {
    const token = await askForLink('home@skillfolio.test');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ error: 'Password must be 8 characters or more' });
    expect((await reset(token, 'long-enough-now')).statusCode).toBe(200);
  });

  it('does not count a password the policy refuses as a guess at the link', async () => {
    const ip = '203.0.113.10';
    const counter = keyOf({ limit: 'codeClient', subject: ip });
    const token = await askForLink(TEACHER);
    const weak = await post('/api/public/resetpassword', { token, password: 'password' }, ip);
    expect(weak.statusCode).toBe(400);
    const row = await t.app.db
      .selectFrom('throttle_counters')
      .select(['failures'])
      .where('key', '=', counter)
      .executeTakeFirst();
    expect(row?.failures ?? 0).toBe(0);
  });

  it('ends every session of the user', async () => {
    const session = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    expect(
      (await t.injectAs(session, { method: 'GET', url: '/api/User/GetCurrentUser' })).statusCode,
    ).toBe(200);
    const token = await askForLink('head@demoacademy.test');
    expect((await reset(token, 'violet-harbour-52')).statusCode).toBe(200);
    expect(
      (await t.injectAs(session, { method: 'GET', url: '/api/User/GetCurrentUser' })).statusCode,
    ).toBe(204);
  });

  it('refuses a made-up link', async () => {
    const response = await reset('x'.repeat(43), 'whatever-password');
    expect(response.statusCode).toBe(400);
  });
});
