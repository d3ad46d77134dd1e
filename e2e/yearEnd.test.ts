/**
 * The year end in Chromium: the Demo Academy head sets pupils' year groups in Manage Users,
 * previews the move up with one pupil kept back and one leaver, applies it; the leaver then
 * logs in read-only, is told when the account goes, and downloads their profile.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { dayOf } from '../shared/src/wire/yearGroupTexts';
import { choose } from './support/controls';
import { setUpServerAndBrowser } from './support/harness';
import { HEAD, loginAs, PUPIL } from './support/login';

const app = setUpServerAndBrowser();

async function openManageUsers(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/app/admin/manageUsers`);
  await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  await page.getByRole('grid', { name: 'Users' }).waitFor();
}

async function setYear(page: Page, username: string, year: string): Promise<void> {
  await page.getByRole('button', { name: `Edit ${username}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit User' });
  await choose(page, 'Year group', year, modal);
  await modal.getByRole('button', { name: 'Save' }).click();
  await modal.waitFor({ state: 'detached' });
  const row = page
    .getByRole('grid', { name: 'Users' })
    .getByRole('row')
    .filter({ hasText: username });
  await row.getByText(year, { exact: true }).waitFor();
}

describe('the year end', () => {
  it('the head sets years, previews and applies the move up with an exception and a leaver', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    await openManageUsers(page);

    // A new pupil with a year, and two demo pupils given theirs.
    await page.getByRole('button', { name: 'Add New User' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New User' });
    await modal.getByLabel('Username', { exact: true }).fill('yearseven');
    await modal.getByLabel('First name').fill('Sevi');
    await modal.getByLabel('Last name').fill('Seven');
    await modal.getByLabel('Password', { exact: true }).fill('blue-kettle-42');
    await choose(page, 'Year group', 'Year 7', modal);
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await setYear(page, 'pupil', 'Year 11');
    await setYear(page, 'locked', 'Year 9');

    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Year End' }).click();
    await page.getByRole('heading', { level: 1, name: 'Year End' }).waitFor();
    const table = page.getByRole('table', { name: 'Pupils and their year next year' });
    const seven = table.getByRole('row', { name: /Sevi Seven/ });
    const lee = table.getByRole('row', { name: /Lee Locked/ });
    const pat = table.getByRole('row', { name: /Pat Pupil/ });
    await seven.getByRole('cell', { name: 'Year 8', exact: true }).waitFor();
    await pat.getByRole('cell', { name: 'Year 12', exact: true }).waitFor();

    // The exception: Lee stays in Year 9. The leaver: Pat.
    await lee.getByRole('checkbox', { name: 'Lee Locked (locked) moves up' }).uncheck();
    await lee.getByRole('cell', { name: 'Stays in Year 9' }).waitFor();
    await pat.getByRole('checkbox', { name: 'Pat Pupil (pupil) leaves' }).check();
    await pat.getByRole('cell', { name: 'Leaves', exact: true }).waitFor();
    const eraseDay = dayOf(new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString());
    await page.getByText(`1 pupils move up, 1 kept back, 1 leave.`, { exact: false }).waitFor();
    await page
      .getByText(`Leavers' accounts will be erased on ${eraseDay}.`, { exact: false })
      .waitFor();
    await page.getByText('Leaving: Pat Pupil (pupil).').waitFor();

    await page.getByRole('button', { name: 'Move up a year' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByText(`erased on ${eraseDay}`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Move up a year' }).click();
    await page
      .getByText('1 pupils moved up a year, 1 kept back, 1 marked as leavers', { exact: false })
      .waitFor();

    // The new preview: Sevi in Year 8 now, Lee still in Year 9, Pat among the leavers.
    await table
      .getByRole('row', { name: /Sevi Seven/ })
      .getByRole('cell', { name: 'Year 8', exact: true })
      .first()
      .waitFor();
    const leavers = page.getByRole('table', { name: 'Leavers' });
    await leavers
      .getByRole('row', { name: /Pat Pupil/ })
      .getByRole('cell', { name: eraseDay })
      .waitFor();
    await openManageUsers(page);
    await page
      .getByRole('grid', { name: 'Users' })
      .getByRole('row')
      .filter({ hasText: 'yearseven' })
      .getByText('Year 8', { exact: true })
      .waitFor();
  });

  it('the leaver logs in read-only, is told when the account goes, and downloads the profile', async () => {
    const { page } = app.browser;
    await page.context().clearCookies();
    await loginAs(page, app.server.url, PUPIL);
    const eraseDay = dayOf(new Date(Date.now() + 60 * 24 * 60 * 60 * 1000).toISOString());
    await page.getByText(`until ${eraseDay}`, { exact: false }).first().waitFor();
    await page.getByText('(Leaver)').first().waitFor();

    // Writing is refused by the server whatever the screen offers.
    const status = await page.evaluate(async () => {
      const reply = await fetch('/api/user/SaveNote', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'skillfolio' },
        body: JSON.stringify({ note_id: 0, note_title: 'Still here', note_text: 'Writing' }),
      });
      return reply.status;
    });
    expect(status).toBe(403);

    await page.getByRole('link', { name: 'Download your profile' }).click();
    await page.getByRole('heading', { level: 1, name: 'Future-ready Profile' }).waitFor();
    await choose(page, 'Project', 'Year 10 Skills');
    await page
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { level: 4, name: 'Listening' })
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
