/**
 * In Chromium, as the global admin: add a school, edit its licence and DfE number,
 * switch to it with Change School (the header and the open Manage Users screen follow), and
 * switch back; and Manage Schools says "unable to load" when the server's database really
 * cannot give the list.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { GLOBAL_ADMIN, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';
import { REPO } from './support/server';

const app = setUpServerAndBrowser();

/** The part of better-sqlite3 this file uses (the server's own copy, a second connection). */
interface SqliteConnection {
  exec(sql: string): void;
  close(): void;
}
type OpenSqlite = new (file: string) => SqliteConnection;
const Sqlite = createRequire(path.join(REPO, 'server/package.json'))(
  'better-sqlite3',
) as OpenSqlite;

async function headerText(page: Page): Promise<string> {
  return (await page.locator('header').innerText()).replace(/\s+/g, ' ');
}

function schoolRow(page: Page, name: string) {
  return page
    .getByRole('grid', { name: 'Schools' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });
}

async function openFromMenu(page: Page, menu: string, item: string): Promise<void> {
  await page.getByRole('button', { name: menu, exact: true }).click();
  await page.getByRole('menuitem', { name: item }).click();
  await page.getByRole('heading', { level: 1, name: item }).waitFor();
}

async function changeSchoolTo(page: Page, search: string, choice: string): Promise<void> {
  await page.getByRole('button', { name: 'Change School' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change School' });
  await dialog.getByLabel('Search schools').fill(search);
  await dialog.getByRole('button', { name: choice, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('the global admin manages schools and changes school', () => {
  it('adds a school, edits its licence and DfE number, switches to it and back', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, GLOBAL_ADMIN);
    expect(await headerText(page)).toContain('Logged in as Ada Admin at Demo Academy');
    await openFromMenu(page, 'Global Admin', 'Manage Schools');
    await page.getByRole('grid', { name: 'Schools' }).waitFor();

    await page.getByRole('button', { name: 'Add School' }).click();
    const add = page.getByRole('dialog', { name: 'Add School' });
    await add.getByLabel('School name').fill('Hilltop High');
    await add.getByLabel('School username').fill('hilltop');
    await add.getByLabel('Town').fill('Hilltown');
    await add.getByLabel('Postcode').fill('GU1 1HH');
    await add.getByLabel('DfE number').fill('936/4000');
    await add.getByLabel('User limit').fill('30');
    await add.getByRole('button', { name: 'Save' }).click();
    await add.waitFor({ state: 'detached' });
    await schoolRow(page, 'Hilltop High').getByText('0 of 30').waitFor();

    await page.getByRole('button', { name: 'Edit Hilltop High' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit School' });
    expect(await edit.getByLabel('DfE number').inputValue()).toBe('936/4000');
    await edit.getByLabel('User limit').fill('forty');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByText('The user limit must be a whole number').waitFor();
    await edit.getByLabel('User limit').fill('45');
    await edit.getByLabel('DfE number').fill('936/4001');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    const row = schoolRow(page, 'Hilltop High');
    await row.getByText('0 of 45').waitFor();
    await row.getByText('936/4001').waitFor();

    // Manage Users is open on Demo Academy's users when the school changes under it.
    await openFromMenu(page, 'Admin', 'Manage Users');
    const users = page.getByRole('grid', { name: 'Users' });
    await users.getByRole('rowheader', { name: 'teacher' }).waitFor();

    await changeSchoolTo(page, 'hill', 'Hilltop High (GU1 1HH)');
    expect(await headerText(page)).toContain('Logged in as Ada Admin at Hilltop High');
    await users.getByText('No users').waitFor();
    expect(await users.getByRole('rowheader', { name: 'teacher' }).count()).toBe(0);

    // The server remembers the choice: a fresh page load is still at Hilltop High.
    await page.reload();
    await page.getByRole('grid', { name: 'Users' }).getByText('No users').waitFor();
    expect(await headerText(page)).toContain('at Hilltop High');

    await changeSchoolTo(page, 'DA1', 'Demo Academy (DA1 1AA)');
    expect(await headerText(page)).toContain('at Demo Academy');
    await users.getByRole('rowheader', { name: 'teacher' }).waitFor();
  });

  it('shows "unable to load" when the database cannot give the school list, and recovers', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, GLOBAL_ADMIN);
    // A second connection to the server's own database file takes the table away for real.
    const db = new Sqlite(path.join(app.server.dataDir, 'skillfolio.db'));
    try {
      db.exec('ALTER TABLE schools RENAME TO schools_away');
      await openFromMenu(page, 'Global Admin', 'Manage Schools');
      const alert = page.getByRole('alert').filter({ hasText: 'unable to load' });
      await alert.waitFor();
      expect(await alert.innerText()).toContain('The school list is unable to load.');
    } finally {
      db.exec('ALTER TABLE schools_away RENAME TO schools');
      db.close();
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await page
      .getByRole('grid', { name: 'Schools' })
      .getByRole('rowheader', { name: 'Riverside Primary' })
      .waitFor();
  });
});
