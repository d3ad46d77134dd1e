/**
 * End to end: a school registers itself with real mail (an in-process SMTP server
 * catches it), its admin sets a password from the e-mailed link and logs in; the embedded
 * default writes mail to DATA_DIR/outbox; "Forgot password?" resets a password once.
 */
import path from 'node:path';
import { openBrowser, type Browser } from './support/browser';
import { loginAs } from './support/login';
import { startServer, type RunningServer } from './support/server';
import { readOutbox, startMailCatcher, type MailCatcher } from '../server/test/support/mail';
import { totpCodeAt } from '../server/src/auth/totp';

let browser: Browser;
beforeAll(async () => {
  browser = await openBrowser();
});
afterAll(() => browser?.close());
beforeEach(async () => {
  await browser.page.goto('about:blank');
  await browser.context.clearCookies();
});

function codeIn(text: string): string {
  const code = /confirmation code is (\d{6})/.exec(text)?.[1];
  if (code === undefined) throw new Error(`No code in the mail: ${text}`);
  return code;
}

function linkIn(text: string): string {
  const link = /(http:\/\/127\.0\.0\.1:\d+\/app\/public\/setpassword#\S+)/.exec(text)?.[1];
  if (link === undefined) throw new Error(`No link in the mail: ${text}`);
  return link;
}

async function sendCode(server: RunningServer, email: string): Promise<void> {
  const { page } = browser;
  await page.goto(`${server.url}/app/public/register/school`);
  await page.getByRole('heading', { name: /Step 1 of 4/ }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/app/public/register/school/2');
}

async function enterCode(code: string): Promise<void> {
  await browser.page.getByLabel('Code', { exact: true }).fill(code);
  await browser.page.getByRole('button', { name: 'Confirm' }).click();
}

describe('with SMTP_URL set', () => {
  let mail: MailCatcher;
  let server: RunningServer;
  beforeAll(async () => {
    mail = await startMailCatcher();
    server = await startServer({ env: { SMTP_URL: mail.url } });
  });
  afterAll(async () => {
    await server?.stop();
    await mail?.close();
  });

  it('registers a school end to end, and its admin sets a password from the mail and logs in', async () => {
    const { page } = browser;
    const email = 'head@brookfield.test';
    await sendCode(server, email);
    const code = codeIn((await mail.next(email)).text);

    // A wrong code is answered in place, in green; the right one goes on to step 3.
    await enterCode(code === '000000' ? '111111' : '000000');
    await page.getByRole('status').getByText('That code is not right').waitFor();
    await enterCode(code);
    await page.waitForURL('**/app/public/register/school/3');

    const emailField = page.getByLabel('Email', { exact: true });
    expect(await emailField.inputValue()).toBe(email);
    expect(await emailField.getAttribute('readonly')).not.toBeNull();
    await page.getByLabel('First name', { exact: true }).fill('Bea');
    await page.getByLabel('Last name', { exact: true }).fill('Brook');
    await page.getByLabel('School name', { exact: true }).fill('Brookfield Primary');
    await page.getByLabel('Postcode', { exact: true }).fill('BR1 1AA');
    await page.getByRole('button', { name: 'Next' }).click();

    // The terms: Confirm sends nothing until the box is ticked.
    const terms = page.getByRole('dialog', { name: 'Terms' });
    await terms.getByText('non-refundable').waitFor();
    await terms.getByText('law of England and Wales').waitFor();
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await terms.getByRole('alert').getByText('Please tick the box to accept the terms').waitFor();
    expect(page.url()).toMatch(/\/register\/school\/3$/);
    await terms.getByLabel('I have read and accept the terms', { exact: true }).check();
    await terms.getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL('**/app/public/register/school/4');
    await page.getByText('Thank you for registering your school').waitFor();

    const welcome = await mail.next(email, 1);
    expect(welcome.text).toContain('brookfieldprimary');
    expect(welcome.html).toContain('<a href=');
    await page.goto(linkIn(welcome.text));
    await page.getByRole('heading', { level: 1, name: 'Set your password' }).waitFor();
    await page.getByLabel('New password', { exact: true }).fill('amber-kettle-orbit-1');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('amber-kettle-orbit-1');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been set').waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();

    await page.getByRole('button', { name: 'Log in with email address' }).click();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill('amber-kettle-orbit-1');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL('**/app/admin/firststeps');
    await page.getByRole('heading', { level: 1, name: 'First steps' }).waitFor();
    await page.getByText('brookfieldprimary').waitFor();
    await page.getByRole('link', { name: 'Add users' }).click();
    // A real school admin sets up two-factor authentication before any admin call answers.
    await page.waitForURL('**/app/security');
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.locator('.sf-security__secret').innerText()).trim();
    await page
      .getByLabel('2. Enter the 6-digit code your app shows')
      .fill(totpCodeAt(secret, new Date()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    await page.goto(`${server.url}/app/admin/manageUsers`);
    await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  });

  it('resets a forgotten password from the e-mailed link, once', async () => {
    const { page } = browser;
    const email = 'teacher@demoacademy.test';
    await page.goto(`${server.url}/app/public/login`);
    await page.getByRole('button', { name: 'Log in with email address' }).click();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByText('If a Skillfolio account uses that address').waitFor();

    const link = linkIn((await mail.next(email)).text);
    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill('quiet-otter-marmalade');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('quiet-otter-marmalade');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByText('Your password has been set').waitFor();
    await loginAs(page, server.url, { email, password: 'quiet-otter-marmalade' });

    // The same link a second time says it was used, shows no form, and offers a new one.
    // Leave the dashboard first: its requests would come back Not Authenticated once
    // the cookies are gone, and that redirect would race the next page.
    await page.goto('about:blank');
    await browser.context.clearCookies();
    await page.goto(link);
    await page.getByRole('alert').getByText('This link has already been used').waitFor();
    expect(await page.getByLabel('New password', { exact: true }).count()).toBe(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Forgot password' }).waitFor();
  });

  it('says the session has expired at step 3 without a confirmed email', async () => {
    await browser.page.goto(`${server.url}/app/public/register/school/3`);
    await browser.page.getByText('Your session has expired. Please start again').waitFor();
    await browser.page.getByRole('link', { name: 'Start again' }).click();
    await browser.page.waitForURL('**/app/public/register/school');
  });
});

describe('with the embedded default (no SMTP_URL)', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ env: { SMTP_URL: '' } });
  });
  afterAll(() => server?.stop());

  it('writes the code to DATA_DIR/outbox, and the code from there confirms the address', async () => {
    const email = 'office@outbox-school.test';
    await sendCode(server, email);
    const outbox = path.join(server.dataDir, 'outbox');
    // Queued by the request, written out by the server's mail sender just after.
    const deadline = Date.now() + 10_000;
    while (readOutbox(outbox).every((m) => !m.to.includes(email)) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const mails = readOutbox(outbox).filter((m) => m.to.includes(email));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.file).toMatch(/\.eml$/);
    expect(mails[0]?.html).toContain(codeIn(mails[0]?.text ?? ''));
    await enterCode(codeIn(mails[0]?.text ?? ''));
    await browser.page.waitForURL('**/app/public/register/school/3');
    expect(await browser.page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
  });
});
