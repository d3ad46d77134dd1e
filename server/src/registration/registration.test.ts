import type { MessageReply } from '@skillfolio/shared/types';
import { CODE_MAX_WRONG_TRIES, REGISTRATION_TEXT, REPLY_TEXT } from '@skillfolio/shared/wire';
import { totpCodeAt } from '../auth/totp';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { readOutbox, startMailCatcher } from '../../test/support/mail';
import { REGISTRATION_COOKIE } from '../auth/registrationCookie';
import { STARTER_PROJECT_NAME } from '../admin/starterSkills';

let nowMs = Date.parse('2026-12-02T09:00:00.000Z');
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ clock: () => new Date(nowMs) });
});
afterAll(() => t.close());

/** A browser of its own: keeps the registration cookie between calls. */
function visitor(ip = '203.0.113.7') {
  let cookie: string | undefined;
  return {
    async call(method: 'GET' | 'POST', url: string, payload?: object) {
      const response = await t.injectAs(cookie, { method, url, payload, remoteAddress: ip });
      const set = response.cookies.find((c) => c.name === REGISTRATION_COOKIE);
      if (set !== undefined)
        cookie = set.value === '' ? undefined : `${REGISTRATION_COOKIE}=${set.value}`;
      return response;
    },
    get cookie() {
      return cookie;
    },
  };
}

let addressCount = 0;
function newAddress(): string {
  addressCount += 1;
  return `office${addressCount}@school${addressCount}.test`;
}

function lastOutboxMailTo(address: string) {
  const mails = readOutbox(t.config.outboxDir).filter((m) => m.to.includes(address));
  const mail = mails[mails.length - 1];
  if (mail === undefined) throw new Error(`No mail to ${address} in the outbox`);
  return mail;
}

function codeIn(text: string): string {
  const code = /confirmation code is (\d{6})/.exec(text)?.[1];
  if (code === undefined) throw new Error(`No code in: ${text}`);
  return code;
}

/** Each registration from its own client address, so one test's tries never limit another's. */
async function startRegistration() {
  const email = newAddress();
  const browser = visitor(`10.1.0.${addressCount}`);
  const sent = await browser.call('POST', '/api/public/sendmail', { email });
  expect(sent.statusCode).toBe(200);
  // The code is queued in the outbox table; the sender writes it out off the request path.
  await t.app.mailer.settled();
  return { browser, email, code: codeIn(lastOutboxMailTo(email).text) };
}

async function confirm(browser: ReturnType<typeof visitor>, code: string): Promise<string> {
  const response = await browser.call('POST', '/api/Public/ConfirmCode', { code });
  expect(response.statusCode).toBe(200);
  return response.json<MessageReply>().message;
}

const DETAILS = {
  fname: 'Grace',
  lname: 'Hopper',
  schoolName: 'Hill Top Primary',
  postcode: 'ab1 2cd',
  termsAccepted: true,
};

describe('sendmail', () => {
  it('writes a mail with a 6-digit code, in plain text and HTML, to DATA_DIR/outbox', async () => {
    const { email, code } = await startRegistration();
    const mail = lastOutboxMailTo(email);
    expect(mail.file.startsWith(t.config.outboxDir)).toBe(true);
    expect(mail.file).toMatch(/\/\d{4}-\d\d-\d\dT[\d-]+Z-[0-9a-f]{12}\.eml$/);
    expect(mail.text).toContain(`Your confirmation code is ${code}`);
    expect(mail.html).toContain(code);
    expect(mail.raw).toMatch(/multipart\/alternative/);
  });

  it('keeps the code only as a keyed hash', async () => {
    const { email, code } = await startRegistration();
    const row = await t.app.db
      .selectFrom('registrations')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
  });

  it('refuses an address that is not an e-mail address, and sends nothing', async () => {
    await t.app.mailer.settled();
    const before = readOutbox(t.config.outboxDir).length;
    const response = await visitor().call('POST', '/api/public/sendmail', {
      email: 'not an address',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: REGISTRATION_TEXT.emailInvalid });
    await t.app.mailer.settled();
    expect(readOutbox(t.config.outboxDir)).toHaveLength(before);
  });

  it('refuses a sixth mail to one address within the hour with a clear 429', async () => {
    const email = newAddress();
    for (let i = 0; i < 5; i += 1) {
      const ok = await visitor(`198.51.100.${i + 1}`).call('POST', '/api/public/sendmail', {
        email,
      });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await visitor('198.51.100.99').call('POST', '/api/public/sendmail', { email });
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ error: string }>().error).toMatch(
      /^Too many attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await t.app.mailer.settled();
    expect(readOutbox(t.config.outboxDir).filter((m) => m.to.includes(email))).toHaveLength(5);
  });

  it('refuses more mails from one client than its limit, whatever the addresses', async () => {
    const ip = '192.0.2.200';
    const saved = t.app.attemptLimits.policies.mailClient;
    t.app.attemptLimits.policies.mailClient = { ...saved, max: 2, freeFailures: 2 };
    try {
      expect(
        (await visitor(ip).call('POST', '/api/public/sendmail', { email: newAddress() }))
          .statusCode,
      ).toBe(200);
      expect(
        (await visitor(ip).call('POST', '/api/public/sendmail', { email: newAddress() }))
          .statusCode,
      ).toBe(200);
      const refused = await visitor(ip).call('POST', '/api/public/sendmail', {
        email: newAddress(),
      });
      expect(refused.statusCode).toBe(429);
    } finally {
      t.app.attemptLimits.policies.mailClient = saved;
    }
  });
});

describe('ConfirmCode', () => {
  it('answers Confirmed to the right code, and getemail then gives the address', async () => {
    const { browser, email, code } = await startRegistration();
    expect((await browser.call('GET', '/api/public/getemail')).json()).toEqual({ email: '' });
    expect(await confirm(browser, code)).toBe('Confirmed');
    expect((await browser.call('GET', '/api/public/getemail')).json()).toEqual({ email });
  });

  it('takes a code once: a used code is refused', async () => {
    const { browser, code } = await startRegistration();
    expect(await confirm(browser, code)).toBe('Confirmed');
    expect(await confirm(browser, code)).toBe(REGISTRATION_TEXT.codeUsed);
  });

  it('refuses the right code after 6 wrong ones, and the registration is dead', async () => {
    const { browser, code } = await startRegistration();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers: string[] = [];
    for (let i = 0; i < 6; i += 1) answers.push(await confirm(browser, wrong));
    expect(answers.slice(0, CODE_MAX_WRONG_TRIES - 1)).toEqual(
      Array(CODE_MAX_WRONG_TRIES - 1).fill(REGISTRATION_TEXT.codeWrong),
    );
    expect(answers.slice(CODE_MAX_WRONG_TRIES - 1)).toEqual([
      REGISTRATION_TEXT.codeDead,
      REGISTRATION_TEXT.codeDead,
    ]);
    expect(await confirm(browser, code)).toBe(REGISTRATION_TEXT.codeDead);
    expect((await browser.call('GET', '/api/public/getemail')).json()).toEqual({ email: '' });
  });

  it('refuses a code older than 30 minutes', async () => {
    const { browser, code } = await startRegistration();
    nowMs += 30 * 60 * 1000 + 1000;
    expect(await confirm(browser, code)).toBe(REGISTRATION_TEXT.codeExpired);
    expect((await browser.call('GET', '/api/public/getemail')).json()).toEqual({ email: '' });
  });

  it('takes a code only from the browser it was sent for', async () => {
    const { code } = await startRegistration();
    expect(await confirm(visitor(), code)).toBe(REGISTRATION_TEXT.noCode);
  });

  it('counts tries at once: of many parallel guesses no more than the limit are checked', async () => {
    const { browser, code } = await startRegistration();
    const wrong = code === '000000' ? '111111' : '000000';
    await Promise.all(Array.from({ length: 9 }, () => confirm(browser, wrong)));
    const row = await t.app.db
      .selectFrom('registrations')
      .select('attempts')
      .orderBy('registration_id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(CODE_MAX_WRONG_TRIES);
    expect(await confirm(browser, code)).toBe(REGISTRATION_TEXT.codeDead);
  });
});

describe('createschool', () => {
  it('refuses without a confirmed registration: Your session has expired. Please start again', async () => {
    const unconfirmed = (await startRegistration()).browser;
    for (const browser of [visitor(), unconfirmed]) {
      const response = await browser.call('POST', '/api/public/createschool', DETAILS);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'Your session has expired. Please start again' });
    }
  });

  it('refuses unless the terms are accepted, and creates nothing', async () => {
    const { browser, code } = await startRegistration();
    await confirm(browser, code);
    const before = await t.app.db.selectFrom('schools').select('school_id').execute();
    const response = await browser.call('POST', '/api/public/createschool', {
      ...DETAILS,
      termsAccepted: false,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: REGISTRATION_TEXT.termsRequired });
    expect(await t.app.db.selectFrom('schools').select('school_id').execute()).toEqual(before);
  });

  it('creates the school ready for day one, with its registrant as school admin without a usable password', async () => {
    const { browser, email, code } = await startRegistration();
    await confirm(browser, code);
    const response = await browser.call('POST', '/api/public/createschool', {
      ...DETAILS,
      schoolName: 'Riverside',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '' });
    // The browser forgets the used registration: its cookie is cleared by the same reply.
    expect(browser.cookie).toBeUndefined();

    // Riverside is a demo school: the new one takes the next free name.
    const school = await t.app.db
      .selectFrom('schools')
      .selectAll()
      .where('school_username', '=', 'riverside2')
      .executeTakeFirstOrThrow();
    expect(school).toMatchObject({
      school_name: 'Riverside',
      postcode: 'AB1 2CD',
      contact_name: 'Grace Hopper',
    });
    expect(school.licenceNumber).toBeGreaterThan(1);
    const admin = await t.app.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(admin).toMatchObject({
      school_id: school.school_id,
      is_schoolAdmin: 1,
      is_User: 1,
      first_name: 'Grace',
      last_name: 'Hopper',
    });
    const projects = await t.app.db
      .selectFrom('school_projects')
      .select('project_name')
      .where('school_id', '=', school.school_id)
      .execute();
    expect(projects).toEqual([{ project_name: STARTER_PROJECT_NAME }]);

    // No password works until the registrant sets one from the link.
    const login = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      payload: { username: email, password: '', loginMode: 'E', schoolUsername: '' },
    });
    expect(login.statusCode).toBe(401);

    // The registration is used up: the same browser cannot make a second school.
    expect((await browser.call('GET', '/api/public/getemail')).json()).toEqual({ email: '' });
    expect((await browser.call('POST', '/api/public/createschool', DETAILS)).statusCode).toBe(400);
  });

  it('lets the new admin set a password from the e-mailed link, log in, and see skills to assess', async () => {
    const { browser, email, code } = await startRegistration();
    await confirm(browser, code);
    await browser.call('POST', '/api/public/createschool', {
      ...DETAILS,
      schoolName: 'Oak Lane School',
    });
    await t.app.mailer.settled();
    const mail = lastOutboxMailTo(email);
    expect(mail.subject).toMatch(/set your password/i);
    expect(mail.text).toContain('oaklaneschool');
    const token = /public\/setpassword#welcome=1&token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    expect(token).toBeDefined();
    expect(mail.html).toContain(`token=${token}`);

    const set = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/resetpassword',
      payload: { token, password: 'amber-kettle-orbit' },
    });
    expect(set.statusCode).toBe(200);
    const cookie = await t.login({
      username: email,
      password: 'amber-kettle-orbit',
      loginMode: 'E',
    });
    const skills = await t.injectAs(cookie, { method: 'GET', url: '/api/pages/getskills' });
    expect(skills.statusCode).toBe(200);
    expect(skills.json<unknown[]>().length).toBeGreaterThan(0);
    // A real school admin sets up two-factor authentication before any admin call.
    const refused = await t.injectAs(cookie, {
      method: 'GET',
      url: '/api/admin/listschoolprojects',
    });
    expect(refused.body).toBe(REPLY_TEXT.secondFactorRequired);
    const { secret } = (
      await t.injectAs(cookie, { method: 'POST', url: '/api/user/StartTotp', payload: {} })
    ).json<{ secret: string }>();
    const enrolled = await t.injectAs(cookie, {
      method: 'POST',
      url: '/api/user/ConfirmTotp',
      payload: { code: totpCodeAt(secret, new Date(nowMs)) },
    });
    expect(enrolled.statusCode).toBe(200);
    const rotated = enrolled.cookies.find((c) => c.name === 'sf_session');
    const projects = await t.injectAs(`sf_session=${rotated?.value ?? ''}`, {
      method: 'GET',
      url: '/api/admin/listschoolprojects',
    });
    expect(projects.statusCode).toBe(200);
    expect(projects.body).toContain(STARTER_PROJECT_NAME);
  });

  it('makes one school of two createschools sent at once by one browser', async () => {
    const { browser, code } = await startRegistration();
    await confirm(browser, code);
    const before = (await t.app.db.selectFrom('schools').select('school_id').execute()).length;
    const replies = await Promise.all([
      browser.call('POST', '/api/public/createschool', { ...DETAILS, schoolName: 'Twin School' }),
      browser.call('POST', '/api/public/createschool', { ...DETAILS, schoolName: 'Twin School' }),
    ]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    expect((await t.app.db.selectFrom('schools').select('school_id').execute()).length).toBe(
      before + 1,
    );
  });
});

describe('mail over SMTP', () => {
  it('sends the code through the SMTP server of SMTP_URL, with text and HTML parts', async () => {
    const catcher = await startMailCatcher();
    const smtpApp = await buildTestApp({ config: { smtpUrl: catcher.url } });
    try {
      const response = await smtpApp.injectAs(undefined, {
        method: 'POST',
        url: '/api/public/sendmail',
        payload: { email: 'head@smtp.test' },
      });
      expect(response.statusCode).toBe(200);
      const mail = await catcher.next('head@smtp.test');
      expect(mail.text).toMatch(/Your confirmation code is \d{6}/);
      expect(mail.html).toMatch(/\d{6}/);
      expect(readOutbox(smtpApp.config.outboxDir)).toEqual([]);
    } finally {
      await smtpApp.close();
      await catcher.close();
    }
  });
});
