/**
 * The mail outbox against a real SMTP server in-process that refuses, hangs, then works:
 * requests answer at once whatever the server does, every mail arrives exactly once when it
 * works again (counted), two instances on one database never send a mail twice, and a mail
 * that keeps failing ends failed where its school's admin and the global admin see it.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { prepareTestConfig, buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { rememberedCompilers } from '../../test/support/compiledSchemas';
import { startMailCatcher, type MailCatcher } from '../../test/support/mail';
import type { TestDatabase } from '../../test/support/testDatabase';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from './outboxSender';

const TEACHER = 'teacher@demoacademy.test';
let nowMs = Date.parse('2027-03-01T09:00:00.000Z');
const clock = () => new Date(nowMs);

let catcher: MailCatcher;
let t: TestApp;
beforeEach(async () => {
  catcher = await startMailCatcher();
  t = await buildTestApp({ clock, config: { smtpUrl: catcher.url } });
});
afterEach(async () => {
  await t.close();
  await catcher.close();
});

let visitors = 0;
/** A request that leads to mail, from its own client address (no limit is reached). */
async function timed(url: string, email: string) {
  visitors += 1;
  const started = Date.now();
  const response = await t.injectAs(undefined, {
    method: 'POST',
    url,
    payload: { email },
    remoteAddress: `10.9.${Math.floor(visitors / 200)}.${visitors % 200}`,
  });
  return { status: response.statusCode, ms: Date.now() - started };
}

function countTo(address: string): number {
  return catcher.mails.filter((m) => m.to.includes(address)).length;
}

async function outboxRows() {
  return t.app.db.selectFrom('mail_outbox').selectAll().orderBy('mail_id').execute();
}

/** Registration codes to three new addresses and a reset link to the teacher. */
async function askForFourMails(tag: string) {
  const addresses = [1, 2, 3].map((i) => `office${i}@${tag}.test`);
  const replies = [];
  for (const email of addresses) replies.push(await timed('/api/public/sendmail', email));
  replies.push(await timed('/api/public/forgotpassword', TEACHER));
  return { addresses, replies };
}

describe('a request never waits on the SMTP server', () => {
  it('answers at once while the server refuses, and every mail arrives once it accepts', async () => {
    catcher.mode = 'refuse';
    const { addresses, replies } = await askForFourMails('refused');
    // Queued, not sent: the registration is kept and answered as usual.
    for (const reply of replies) expect(reply.status).toBe(200);
    for (const reply of replies) expect(reply.ms).toBeLessThan(5_000);

    await t.app.mailer.settled();
    expect(catcher.refused).toBeGreaterThanOrEqual(4);
    expect(catcher.mails).toHaveLength(0);
    const waiting = await outboxRows();
    expect(waiting).toHaveLength(4);
    for (const row of waiting) {
      expect(row.attempts).toBe(1);
      expect(row.failed_at).toBeNull();
      expect(row.last_error).toContain('451');
    }

    catcher.mode = 'accept';
    // Before the first retry is due nothing is sent; after it, everything, once.
    await t.app.mailer.settled();
    expect(catcher.mails).toHaveLength(0);
    nowMs += RETRY_DELAYS_MS[0]!;
    await t.app.mailer.settled();
    nowMs += 60 * 60 * 1000;
    await t.app.mailer.settled();
    for (const address of addresses) expect([address, countTo(address)]).toEqual([address, 1]);
    expect(countTo(TEACHER)).toBe(1);
    expect(catcher.mails).toHaveLength(4);
    // Sent mail leaves nothing behind: no address, no code.
    expect(await outboxRows()).toEqual([]);
  });

  it('answers at once while the server accepts and never greets, and the mail arrives after', async () => {
    catcher.mode = 'hang';
    const { addresses, replies } = await askForFourMails('hung');
    for (const reply of replies) expect(reply.status).toBe(200);
    for (const reply of replies) expect(reply.ms).toBeLessThan(5_000);

    // The sender gives up on the silent server after its 5 s greeting timeout (a pass or
    // two of them), not after nodemailer's default 30 s.
    const started = Date.now();
    await t.app.mailer.settled();
    expect(Date.now() - started).toBeLessThan(25_000);
    const waiting = await outboxRows();
    expect(waiting).toHaveLength(4);
    for (const row of waiting) expect(row.last_error).toMatch(/greeting|timeout/i);

    catcher.mode = 'accept';
    nowMs += RETRY_DELAYS_MS[0]!;
    await t.app.mailer.settled();
    for (const address of [...addresses, TEACHER]) {
      expect([address, countTo(address)]).toEqual([address, 1]);
    }
    expect(await outboxRows()).toEqual([]);
  }, 60_000);
});

describe('a mail that keeps failing', () => {
  it('is tried with growing delays, then shows to its school admin and the global admin until dismissed', async () => {
    catcher.mode = 'refuse';
    await timed('/api/public/forgotpassword', TEACHER);
    await timed('/api/public/sendmail', 'office@nobody-yet.test');
    await t.app.mailer.settled();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
      // Just short of the delay: not tried; at it: tried.
      const delay = RETRY_DELAYS_MS[attempt - 2]!;
      nowMs += delay - 1000;
      await t.app.mailer.settled();
      expect((await outboxRows()).map((r) => r.attempts)).toEqual([attempt - 1, attempt - 1]);
      nowMs += 1000;
      await t.app.mailer.settled();
      expect((await outboxRows()).map((r) => r.attempts)).toEqual([attempt, attempt]);
    }
    const failed = await outboxRows();
    for (const row of failed) {
      expect(row.failed_at).not.toBeNull();
      // The body held a link that acts as a password: gone.
      expect(row.text_body).toBeNull();
      expect(row.html_body).toBeNull();
    }
    // Failed is final: no more tries.
    const refusedBefore = catcher.refused;
    nowMs += 24 * 60 * 60 * 1000;
    await t.app.mailer.settled();
    expect(catcher.refused).toBe(refusedBefore);

    const head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
    const riverside = await t.login({ username: 'head', schoolUsername: 'riverside' });
    const admin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
    const list = (cookie: string, url: string) => t.injectAs(cookie, { method: 'GET', url });

    const ofDemo = await list(head, '/api/admin/FailedMail');
    expect(ofDemo.statusCode).toBe(200);
    const demoReply = ofDemo.json<{ total: number; mails: Array<Record<string, unknown>> }>();
    expect(demoReply.total).toBe(1);
    expect(demoReply.mails[0]).toMatchObject({
      to: TEACHER,
      subject: expect.stringMatching(/password/i) as unknown,
      attempts: MAX_ATTEMPTS,
      reason: expect.stringContaining('451') as unknown,
      school_name: 'Demo Academy',
    });
    expect((await list(riverside, '/api/admin/FailedMail')).json()).toEqual({
      total: 0,
      mails: [],
    });
    // The global admin sees both: the school's, and the registration code of no school.
    const everyone = (await list(admin, '/api/siteadmin/FailedMail')).json<{
      total: number;
      mails: Array<{ mail_id: number; to: string; school_id: number | null }>;
    }>();
    expect(everyone.total).toBe(2);
    expect(everyone.mails.map((m) => m.to).sort()).toEqual(['office@nobody-yet.test', TEACHER]);

    // Another school's admin cannot dismiss it; its own admin can.
    const teacherMail = everyone.mails.find((m) => m.to === TEACHER)!;
    const dismiss = (cookie: string, url: string) =>
      t.injectAs(cookie, { method: 'POST', url, payload: { mail_id: teacherMail.mail_id } });
    expect((await dismiss(riverside, '/api/admin/DismissFailedMail')).statusCode).toBe(200);
    expect((await list(head, '/api/admin/FailedMail')).json<{ total: number }>().total).toBe(1);
    expect((await dismiss(head, '/api/admin/DismissFailedMail')).statusCode).toBe(200);
    expect((await list(head, '/api/admin/FailedMail')).json<{ total: number }>().total).toBe(0);
    const left = (await list(admin, '/api/siteadmin/FailedMail')).json<{ total: number }>();
    expect(left.total).toBe(1);
  });
});

describe('two instances on one database', () => {
  let apps: FastifyInstance[] = [];
  let database: TestDatabase | undefined;
  afterEach(async () => {
    for (const app of apps) await app.close();
    apps = [];
    await database?.drop();
  });

  it('send each mail exactly once, whichever instance queued it', async () => {
    const prepared = await prepareTestConfig({ config: { smtpUrl: catcher.url } });
    database = prepared.database;
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp(prepared.config, {
        logger: false,
        clock,
        schemaController: rememberedCompilers,
      });
      await app.ready();
      apps.push(app);
    }
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const addresses = Array.from({ length: 30 }, (_, i) => `pupil${i}@twins.test`);
    // Queued on both, while both senders run; then both asked to deliver at once, twice.
    await Promise.all(
      addresses.map((to, i) =>
        (i % 2 === 0 ? first : second).mailer.send(
          { to, subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
          null,
        ),
      ),
    );
    await Promise.all([first.mailer.settled(), second.mailer.settled()]);
    await Promise.all([first.mailer.settled(), second.mailer.settled()]);
    for (const address of addresses) expect([address, countTo(address)]).toEqual([address, 1]);
    expect(catcher.mails).toHaveLength(addresses.length);
  });
});
