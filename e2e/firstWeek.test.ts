/**
 * End to end, the first week of a new school: it registers (real mail, caught by an
 * in-process SMTP server), the welcome mail says why an authenticator app is needed and
 * links to its set-up, the admin sets a password, lands on First Steps, sets up two-factor
 * from the mail's link and comes back to First Steps, and every First Steps step opens its
 * screen. A school admin in no project lands on First Steps; a parent is never offered
 * two-factor set-up; registering the same school again is refused.
 */
import type { Page } from 'playwright-core';
import { totpCodeAt } from '../server/src/auth/totp';
import { REGISTRATION_TEXT } from '../shared/src/wire/registrationTexts';
import { AUTHENTICATOR_NEEDED_TEXT } from '../shared/src/wire/secondFactorTexts';
import { openBrowser, type Browser } from './support/browser';
import { HEAD, PARENT, fillLogin, loginAs } from './support/login';
import { startServer, type RunningServer } from './support/server';
import { startMailCatcher, type MailCatcher } from '../server/test/support/mail';

let browser: Browser;
let mail: MailCatcher;
let server: RunningServer;
beforeAll(async () => {
  mail = await startMailCatcher();
  server = await startServer({ env: { SMTP_URL: mail.url } });
  browser = await openBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await mail?.close();
});
beforeEach(async () => {
  await browser.page.goto('about:blank');
  await browser.context.clearCookies();
});

function linkIn(text: string, label: string): string {
  const link = new RegExp(`${label}[^\\n]*:\\n(http://127\\.0\\.0\\.1:\\d+/app/\\S+)`).exec(
    text,
  )?.[1];
  if (link === undefined) throw new Error(`No "${label}" link in the mail: ${text}`);
  return link;
}

/** Steps 1 to 3 of registration, up to the terms' Confirm; the terms dialog is open. */
async function registerUpToTerms(
  page: Page,
  email: string,
  school: { name: string; postcode: string },
): Promise<void> {
  const mailsBefore = mail.mails.filter((m) => m.to.includes(email)).length;
  await page.goto(`${server.url}/app/public/register/school`);
  await page.getByRole('heading', { name: /Step 1 of 4/ }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/app/public/register/school/2');
  const sent = await mail.next(email, mailsBefore);
  const code = /confirmation code is (\d{6})/.exec(sent.text)?.[1] ?? '';
  await page.getByLabel('Code', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await page.waitForURL('**/app/public/register/school/3');
  await page.getByLabel('First name', { exact: true }).fill('Lara');
  await page.getByLabel('Last name', { exact: true }).fill('Larch');
  await page.getByLabel('School name', { exact: true }).fill(school.name);
  await page.getByLabel('Postcode', { exact: true }).fill(school.postcode);
  await page.getByRole('button', { name: 'Next' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms' });
  await terms.getByLabel('I have read and accept the terms', { exact: true }).check();
  await terms.getByRole('button', { name: 'Confirm' }).click();
}

async function firstStepsShown(page: Page): Promise<void> {
  await page.waitForURL('**/app/admin/firststeps');
  await page.getByRole('heading', { level: 1, name: 'First steps' }).waitFor();
}

const ADMIN_EMAIL = 'head@larchwood.test';
const LARCH_WOOD = { name: 'Larch Wood Primary', postcode: 'LW1 1AA' };

describe('the first week of a new school', () => {
  it('registers, sets up two-factor from the welcome mail, comes back to First Steps, and follows every step', async () => {
    const { page } = browser;
    await registerUpToTerms(page, ADMIN_EMAIL, LARCH_WOOD);
    await page.waitForURL('**/app/public/register/school/4');

    const welcome = await mail.next(ADMIN_EMAIL, 1);
    expect(welcome.text).toContain(AUTHENTICATOR_NEEDED_TEXT);
    const setPassword = linkIn(welcome.text, 'Set your password');
    const setUp = linkIn(welcome.text, 'Set up two-factor authentication');
    expect(setUp).toBe(`${server.url}/app/security?next=%2Fadmin%2Ffirststeps`);

    await page.goto(setPassword);
    await page.getByLabel('New password', { exact: true }).fill('amber-kettle-orbit-9');
    await page.getByLabel('Repeat the new password', { exact: true }).fill('amber-kettle-orbit-9');
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('link', { name: 'Log in' }).click();
    await fillLogin(page, server.url, { email: ADMIN_EMAIL, password: 'amber-kettle-orbit-9' });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await firstStepsShown(page);
    await page.getByText(AUTHENTICATOR_NEEDED_TEXT, { exact: false }).waitFor();
    await page.getByText('(to do)').waitFor();

    // The mail's set-up link, then back to First Steps once the codes are kept.
    await page.goto(setUp);
    await page.getByRole('heading', { level: 1, name: 'Account Security' }).waitFor();
    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = (await page.locator('.sf-security__secret').innerText()).trim();
    await page
      .getByLabel('2. Enter the 6-digit code your app shows')
      .fill(totpCodeAt(secret, new Date()));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    await page.getByRole('link', { name: 'I have kept my codes: back to First steps' }).click();
    await firstStepsShown(page);
    await page.getByText('(done)').waitFor();

    const steps: Array<[string, string]> = [
      ['Set up two-factor authentication', 'Account Security'],
      ['Add users', 'Manage Users'],
      ['Add a project', 'Manage Projects'],
      ['Check the skills', 'Manage Skills'],
      ['Set success criteria', 'Manage Success Criteria'],
      ['Share resources', 'Manage Resources'],
    ];
    for (const [link, heading] of steps) {
      await page.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      // Two-factor is set up: no admin screen sends the admin away to set it up again.
      expect(page.url()).not.toMatch(/\/app\/security$/);
      await page.goBack();
      await firstStepsShown(page);
    }
  });

  it('refuses the same school again, whatever its case and spaces, and an address that runs a school', async () => {
    const { page } = browser;
    await registerUpToTerms(page, 'office@larchwood.test', {
      name: ' larch  wood PRIMARY',
      postcode: 'lw11aa',
    });
    const terms = page.getByRole('dialog', { name: 'Terms' });
    await terms.getByRole('alert').getByText(REGISTRATION_TEXT.schoolAlreadyRegistered).waitFor();
    expect(page.url()).toMatch(/\/register\/school\/3$/);

    await page.goto('about:blank');
    await browser.context.clearCookies();
    await registerUpToTerms(page, ADMIN_EMAIL, { name: 'Larch Wood Juniors', postcode: 'LW9 9ZZ' });
    await terms.getByRole('alert').getByText(REGISTRATION_TEXT.adminAlreadyRegistered).waitFor();
    expect(await terms.getByText('Larch Wood Primary').count()).toBe(0);
  });

  it('lands a school admin in no project on First Steps, not on the learner dead end', async () => {
    const { page } = browser;
    await loginAs(page, server.url, HEAD);
    await firstStepsShown(page);
    expect(await page.getByText('You are not in a project yet').count()).toBe(0);
  });

  it('never offers a parent two-factor set-up', async () => {
    const { page } = browser;
    await loginAs(page, server.url, PARENT);
    await page.waitForURL('**/app/dashboard');
    expect(await page.getByRole('link', { name: /security|two-factor/i }).count()).toBe(0);
    await page.goto(`${server.url}/app/security`);
    await page.getByRole('heading', { level: 1, name: 'Account Security' }).waitFor();
    await page.getByText('does not use two-factor authentication').waitFor();
    expect(
      await page.getByRole('button', { name: 'Set up two-factor authentication' }).count(),
    ).toBe(0);
    // An admin screen is not theirs: Not authorised, never "set up two-factor first".
    await page.goto(`${server.url}/app/admin/firststeps`);
    await page.waitForURL('**/app/public/notauthorised');
  });
});
