/**
 * In Chromium: a pupil changes their own password; a school admin resets a pupil's password,
 * prints new logins for a project's pupils and makes a new parent password. Each time the
 * old password stops working and a session opened with it (held here, as another device
 * would hold it) ends.
 */
import type { Page } from 'playwright-core';
import { HEAD, loginAs, PUPIL } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

/** The pupil's password as this file has changed it. */
let pupilPassword: string = PUPIL.password;

/** Logs in over the API, as another device would; the session cookie, or null if refused. */
async function apiLogin(password: string): Promise<string | null> {
  const response = await fetch(`${app.server.url}/api/public/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-requested-with': 'skillfolio' },
    body: JSON.stringify({
      username: PUPIL.username,
      password,
      loginMode: 'U',
      schoolUsername: PUPIL.school,
    }),
  });
  const cookie = response.headers
    .getSetCookie()
    .find((header) => header.startsWith('sf_session='))
    ?.split(';')[0];
  return response.ok && cookie !== undefined ? cookie : null;
}

/** Whether the device's session is still logged in. */
async function stillLoggedIn(cookie: string): Promise<boolean> {
  const response = await fetch(`${app.server.url}/api/User/GetCurrentUser`, {
    headers: { cookie },
  });
  return response.status === 200;
}

/** The one new password on the open logins sheet, for `username`. */
async function passwordOnSheet(page: Page, username: string): Promise<string> {
  const sheet = page.getByRole('region', { name: 'Logins', exact: true });
  const row = sheet
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: username, exact: true }) });
  return (await row.locator('.sf-login-password').innerText()).trim();
}

async function openManageUsers(page: Page): Promise<void> {
  await loginAs(page, app.server.url, HEAD);
  await page.goto(`${app.server.url}/app/admin/manageUsers`);
  await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  await page.getByRole('rowheader', { name: 'pupil', exact: true }).waitFor();
}

async function rowAction(page: Page, username: string, action: string): Promise<void> {
  await page.getByRole('button', { name: `Actions for ${username}` }).click();
  await page.getByRole('menuitem', { name: action }).click();
}

describe('passwords', () => {
  it('lets a pupil change their password, ending their other sessions, and log in with the new one', async () => {
    const { page } = app.browser;
    const otherDevice = await apiLogin(pupilPassword);
    expect(otherDevice).not.toBeNull();
    await loginAs(page, app.server.url, PUPIL);

    await page.getByRole('link', { name: 'Change Password' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change Password' }).waitFor();
    await page.getByLabel('Current password').fill('not-my-password');
    await page.getByLabel('New password', { exact: true }).fill('maple-harbour-lantern');
    await page.getByLabel('New password again').fill('maple-harbour-lantern');
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').getByText('Your current password is not right.').waitFor();

    await page.getByLabel('Current password').fill(PUPIL.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed').waitFor();
    pupilPassword = 'maple-harbour-lantern';
    // This browser stays logged in; the other device does not.
    await page.goto(`${app.server.url}/app/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await stillLoggedIn(otherDevice ?? '')).toBe(false);

    expect(await apiLogin(PUPIL.password)).toBeNull();
    await page.goto('about:blank');
    await app.browser.context.clearCookies();
    await loginAs(page, app.server.url, { ...PUPIL, password: pupilPassword });
  });

  it("lets an admin reset a pupil's password and print new logins for a project's pupils", async () => {
    const { page } = app.browser;
    const pupilDevice = await apiLogin(pupilPassword);
    expect(pupilDevice).not.toBeNull();
    await openManageUsers(page);

    await rowAction(page, 'pupil', 'Reset password');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Reset password' }).click();
    await page.getByRole('dialog', { name: 'New password for pupil' }).waitFor();
    const reset = await passwordOnSheet(page, 'pupil');
    await page.getByRole('button', { name: 'Close' }).click();
    expect(await stillLoggedIn(pupilDevice ?? '')).toBe(false);
    expect(await apiLogin(pupilPassword)).toBeNull();
    const afterReset = await apiLogin(reset);
    expect(afterReset).not.toBeNull();

    await page.getByRole('button', { name: 'Print logins' }).click();
    const dialog = page.getByRole('dialog', { name: 'Print logins' });
    await dialog.getByRole('button', { name: /Every pupil of a project/ }).click();
    await page.getByRole('option', { name: 'Year 10 Skills' }).click();
    await dialog.getByText('Every pupil of Year 10 Skills').waitFor();
    await dialog.getByRole('button', { name: 'Make new passwords' }).click();
    const sheet = page.getByRole('dialog', { name: 'Print logins' });
    await sheet.getByRole('region', { name: 'Logins', exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Print logins' }).waitFor();
    // Staff of the project get no new password; its pupils do.
    expect(await sheet.getByRole('rowheader', { name: 'teacher', exact: true }).count()).toBe(0);
    const printed = await passwordOnSheet(page, 'pupil');
    expect(printed).not.toBe(reset);
    expect(await stillLoggedIn(afterReset ?? '')).toBe(false);
    expect(await apiLogin(reset)).toBeNull();
    expect(await apiLogin(printed)).not.toBeNull();
    pupilPassword = printed;
  });

  it('lets an admin make a new parent password, with which the parent logs in read-only', async () => {
    const { page } = app.browser;
    await openManageUsers(page);
    await rowAction(page, 'pupil', 'New parent password');
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Make parent password' })
      .click();
    await page.getByRole('dialog', { name: 'New parent password for pupil' }).waitFor();
    const parentPassword = await passwordOnSheet(page, 'pupil');
    expect(await apiLogin('parent-password')).toBeNull();

    await page.goto('about:blank');
    await app.browser.context.clearCookies();
    await loginAs(page, app.server.url, { ...PUPIL, password: parentPassword });
    await page.getByRole('banner').getByText('(Parent Account)').waitFor();
    // A parent changes nothing, their own password included.
    expect(await page.getByRole('link', { name: 'Change Password' }).count()).toBe(0);
  });
});
