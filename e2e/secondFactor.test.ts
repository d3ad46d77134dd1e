/**
 * Two-factor login in Chromium: a school admin who is not a demo account (the demo flag taken off
 * `head`) is sent from an admin screen to set up two-factor authentication, enrols by the
 * key under the QR code (the test is the phone: it makes codes from the key with the
 * server's TOTP library), and from then on cannot open an admin screen after the password
 * until the code is given.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { totpCodeAt } from '../server/src/auth/totp';
import { fillLogin, GLOBAL_ADMIN, HEAD, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';
import { REPO } from './support/server';

const app = setUpServerAndBrowser();

interface SqliteConnection {
  prepare(sql: string): { run(...values: unknown[]): unknown };
  close(): void;
}
type OpenSqlite = new (file: string) => SqliteConnection;
const Sqlite = createRequire(path.join(REPO, 'server/package.json'))(
  'better-sqlite3',
) as OpenSqlite;

const STEP_MS = 30_000;

/**
 * A code the server has not accepted before, without waiting out the 30 s step of the one
 * used at `usedAt` (each is accepted once): the next step's code, as shown by a phone whose
 * clock runs up to a step ahead, which the server allows (WINDOW_STEPS in auth/totp.ts).
 */
function freshCode(secret: string, usedAt: number): string {
  const step = Math.max(Math.floor(usedAt / STEP_MS) + 1, Math.floor(Date.now() / STEP_MS));
  return totpCodeAt(secret, new Date(step * STEP_MS));
}

async function usersGridShown(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  await page.getByRole('grid', { name: 'Users' }).waitFor();
}

beforeAll(() => {
  const db = new Sqlite(path.join(app.server.dataDir, 'skillfolio.db'));
  try {
    db.prepare(
      `UPDATE users SET second_factor_exempt = 0 WHERE username = 'head' AND school_id =
         (SELECT school_id FROM schools WHERE school_username = 'demoacademy')`,
    ).run();
  } finally {
    db.close();
  }
});

describe('two-factor authentication for a school admin', () => {
  it('head enrols from the security page an admin screen sends them to, and then needs the code to open an admin screen', async () => {
    const { page } = app.browser;
    await fillLogin(page, app.server.url, HEAD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    // The demo head is in no project: First Steps.
    await page.waitForURL('**/app/admin/firststeps');

    // An admin screen without a second factor: sent to set one up, no pupil data shown.
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    await page.waitForURL('**/app/security');
    await page.getByRole('heading', { level: 1, name: 'Account Security' }).waitFor();
    await page.getByText('can use the admin screens only with two-factor').waitFor();
    expect(await page.getByRole('grid', { name: 'Users' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    await page.getByRole('img', { name: 'QR code to scan with your authenticator app' }).waitFor();
    const secret = (await page.locator('.sf-security__secret').innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    const field = page.getByLabel('2. Enter the 6-digit code your app shows');
    await field.fill('000000');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alert').getByText('That code is not right').waitFor();

    const enrolledAt = Date.now();
    await field.fill(totpCodeAt(secret, new Date(enrolledAt)));
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('heading', { name: 'Your recovery codes' }).waitFor();
    expect(await page.locator('.sf-security__code-list li').count()).toBe(10);

    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    await usersGridShown(page);

    // A new login: the password alone opens nothing.
    await app.browser.context.clearCookies();
    await fillLogin(page, app.server.url, HEAD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('textbox', { name: 'Authentication code' }).waitFor();
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    await page.waitForURL('**/app/public/login?returnUrl=*');
    expect(await page.getByRole('grid', { name: 'Users' }).count()).toBe(0);

    await fillLogin(page, app.server.url, HEAD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const code = page.getByRole('textbox', { name: 'Authentication code' });
    await code.fill('123 456');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').getByText('That code is not right').waitFor();
    await code.fill(freshCode(secret, enrolledAt));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL('**/app/admin/firststeps');
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    await usersGridShown(page);
  });

  it('the global admin finds the enrolment in the Audit Log, filtered by action', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, GLOBAL_ADMIN);
    await page.goto(`${app.server.url}/app/globaladmin/auditLog`);
    await page.getByRole('heading', { level: 1, name: 'Audit Log' }).waitFor();
    await page.getByRole('grid', { name: 'Audit entries' }).waitFor();
    await page.getByLabel('Action').fill('second_factor');
    await page.getByRole('button', { name: 'Show' }).click();
    const grid = page.getByRole('grid', { name: 'Audit entries' });
    await grid.getByRole('rowheader', { name: 'second_factor.enrol' }).waitFor();
    expect(await grid.getByRole('rowheader', { name: /^login/ }).count()).toBe(0);
  });
});
