/**
 * What the server writes itself, in the reader's language: a mail in its recipient's (their
 * own choice, else their school's default, else English), sent through a real SMTP server;
 * the registration code in the registrant's page's; the profile PDF in the request's.
 */
import type { InjectOptions } from 'fastify';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { startMailCatcher, type MailCatcher } from '../../test/support/mail';
import { demoLearnerIds, skillIdOf } from '../../test/support/learnerRows';
import { readPdf } from '../../test/support/pdfText';

describe('mail in its recipient’s language', () => {
  let catcher: MailCatcher;
  let t: TestApp;
  beforeAll(async () => {
    catcher = await startMailCatcher();
    t = await buildTestApp({ config: { smtpUrl: catcher.url } });
  });
  afterAll(async () => {
    await t.close();
    await catcher.close();
  });

  const forgot = (email: string, language = 'en'): InjectOptions => ({
    method: 'POST',
    url: '/api/public/forgotpassword',
    payload: { email },
    // The reader's page language does not decide a mail to someone else's address.
    headers: { 'accept-language': language },
  });

  async function mailAfter(request: InjectOptions, address: string) {
    const before = catcher.mails.filter((m) => m.to.includes(address)).length;
    const response = await t.injectAs(undefined, request);
    expect(response.statusCode).toBe(200);
    return catcher.next(address, before);
  }

  const setLanguage = (username: string, language: 'en' | 'cy' | null) =>
    t.app.db.updateTable('users').set({ language }).where('username', '=', username).execute();

  it('is in English for a user of an English school who chose nothing, as before', async () => {
    const mail = await mailAfter(forgot('head@demoacademy.test', 'cy'), 'head@demoacademy.test');
    expect(mail.subject).toBe('Reset your Skillfolio password');
    expect(mail.text).toContain(
      'Someone asked to reset the Skillfolio password of the account head at Demo Academy for this e-mail address.',
    );
    expect(mail.html).toContain('<html lang="en">');
  });

  it('is in Welsh for a user who chose Welsh', async () => {
    await setLanguage('teacher', 'cy');
    const mail = await mailAfter(forgot('teacher@demoacademy.test'), 'teacher@demoacademy.test');
    expect(mail.subject).toBe('Ailosod eich cyfrinair Skillfolio');
    expect(mail.text).toContain(
      'Gofynnodd rhywun am ailosod cyfrinair Skillfolio y cyfrif teacher yn Demo Academy ar gyfer y cyfeiriad e-bost hwn.',
    );
    expect(mail.text).toContain(
      'Dewis cyfrinair newydd:\nhttp://127.0.0.1:8080/app/public/setpassword#token=',
    );
    expect(mail.html).toContain('<html lang="cy">');
  });

  it("follows the school's default for those who chose nothing, and a person's own choice over it", async () => {
    await t.app.db
      .updateTable('schools')
      .set({ default_language: 'cy' })
      .where('school_username', '=', 'demoacademy')
      .execute();
    await setLanguage('pupil', 'en');
    try {
      const head = await mailAfter(forgot('head@demoacademy.test'), 'head@demoacademy.test');
      expect(head.subject).toBe('Ailosod eich cyfrinair Skillfolio');
      const pupil = await mailAfter(forgot('pupil@demoacademy.test'), 'pupil@demoacademy.test');
      expect(pupil.subject).toBe('Reset your Skillfolio password');
    } finally {
      await t.app.db
        .updateTable('schools')
        .set({ default_language: 'en' })
        .where('school_username', '=', 'demoacademy')
        .execute();
    }
  });

  it("sends a registrant's code in the language of the page they registered on", async () => {
    const mail = await mailAfter(
      {
        method: 'POST',
        url: '/api/public/sendmail',
        payload: { email: 'pennaeth@ysgol.test' },
        headers: { 'accept-language': 'cy' },
      },
      'pennaeth@ysgol.test',
    );
    expect(mail.subject).toBe('Eich cod cadarnhau Skillfolio');
    expect(mail.text).toMatch(/Eich cod cadarnhau yw \d{6}/);
  });
});

describe('the profile PDF in the request’s language', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  async function pdfIn(language: string) {
    const ids = await demoLearnerIds(t.app.db);
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const skills = [
      await skillIdOf(t.app.db, 'demoacademy', 'Listening'),
      await skillIdOf(t.app.db, 'demoacademy', 'Collaboration'),
    ];
    const query = new URLSearchParams({
      user_id: String(ids.pat),
      project_id: String(ids.year10),
      skills: skills.join(','),
      notes: '',
    });
    const reply = await t.injectAs(pupil, {
      url: `/api/profile/ProfilePdf?${query.toString()}`,
      headers: { 'accept-language': language },
    });
    expect(reply.statusCode).toBe(200);
    return { raw: reply.rawPayload, text: (await readPdf(reply.rawPayload)).text };
  }

  it('says its own words in Welsh, and what the school and pupil wrote as they wrote it', async () => {
    const { raw, text } = await pdfIn('cy');
    expect(text).toContain('Proffil sgiliau');
    expect(text).toContain('Pat Pupil');
    expect(text).toMatch(/Listening\s+Gradd 6 allan o 10 · Spring 2027/);
    expect(text).toMatch(/Sgôr yr athro: 7 allan o 10/);
    expect(text).toContain("Y graddau a'r datganiadau diweddaraf");
    expect(text).toContain('Cynnydd ar draws y cylchoedd');
    expect(text).toMatch(/Tudalen 1 o \d/);
    expect(text).toMatch(
      /Wedi'i wneud ar \d{1,2} (Ionawr|Chwefror|Mawrth|Ebrill|Mai|Mehefin|Gorffennaf|Awst|Medi|Hydref|Tachwedd|Rhagfyr) \d{4}/,
    );
    expect(text).not.toContain('Skills profile');
    expect(raw.toString('latin1')).toContain('/Lang (cy-GB)');
  });

  it('keeps its English for an English request', async () => {
    const { raw, text } = await pdfIn('en-GB');
    expect(text).toContain('Skills profile');
    expect(text).toMatch(/Listening\s+Grade 6 out of 10 · Spring 2027/);
    expect(text).toMatch(/Made on \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(raw.toString('latin1')).toContain('/Lang (en-GB)');
  });
});
