/**
 * Bulk users in Chromium: the Demo Academy head imports a class of 30 from a CSV.
 * A file with two bad rows is previewed with both problems named and nothing saved; the
 * fixed file saves all 30 under a progress bar; the export then holds them as imported.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { HEAD, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

interface Pupil {
  username: string;
  first: string;
  last: string;
  projects: string;
  password: string;
}

const CLASS: Pupil[] = Array.from({ length: 30 }, (_, i) => ({
  username: `e2eimp.${String(i + 1).padStart(2, '0')}`,
  first: i === 3 ? 'Zoë' : `Kid${i + 1}`,
  last: i === 4 ? "O'Brien, Jr" : 'Classof',
  projects: i % 2 === 0 ? 'Year 10 Skills' : 'Year 10 Skills; Work Experience',
  // Most pupils get a made password; a few bring their own.
  password: i % 10 === 0 ? `own-password-${i}` : '',
}));

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

function csvOf(pupils: Pupil[]): Buffer {
  const lines = [
    'username,first name,last name,email,projects,password',
    ...pupils.map((p) =>
      [p.username, p.first, p.last, '', p.projects, p.password].map(quoted).join(','),
    ),
  ];
  // Saved by a spreadsheet: a UTF-8 BOM and CRLF line ends.
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

async function chooseCsv(page: Page, file: Buffer): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Import users' });
  await dialog
    .locator('input[type="file"]')
    .setInputFiles({ name: 'class.csv', mimeType: 'text/csv', buffer: file });
}

async function importedCount(page: Page): Promise<number> {
  return page
    .getByRole('grid', { name: 'Users' })
    .getByRole('rowheader', { name: /^e2eimp\./ })
    .count();
}

describe('Import and export users as the school admin', () => {
  it('previews a file with two bad rows without saving, saves the fixed file, and exports it back', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    await page
      .getByRole('grid', { name: 'Users' })
      .getByRole('rowheader', { name: 'teacher' })
      .waitFor();

    // Two bad rows: a username the school has, and a short password.
    const bad = CLASS.map((p, i) =>
      i === 7 ? { ...p, username: 'teacher' } : i === 20 ? { ...p, password: 'short' } : p,
    );
    await page.getByRole('button', { name: 'Import users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users' });
    await chooseCsv(page, csvOf(bad));
    const preview = dialog.getByRole('region', { name: 'Rows of the file' });
    await preview.waitFor();
    expect(await preview.getByRole('row').count()).toBe(31);
    await dialog
      .getByText('2 of 30 rows have problems. Nothing was saved: fix the file and choose it again.')
      .waitFor();
    const teacherRow = preview
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'teacher' }) });
    expect(await teacherRow.textContent()).toContain('Username already exists');
    const shortRow = preview
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'e2eimp.21' }) });
    expect(await shortRow.textContent()).toContain('Password must be 8 characters or more');
    expect(await dialog.getByRole('button', { name: 'Save' }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page
      .getByRole('grid', { name: 'Users' })
      .getByRole('rowheader', { name: 'teacher' })
      .waitFor();
    expect(await importedCount(page)).toBe(0);

    // The fixed file: all 30 saved, with progress shown while the passwords are hashed.
    await page.getByRole('button', { name: 'Import users' }).click();
    await chooseCsv(page, csvOf(CLASS));
    await dialog
      .getByText('All 30 rows can be added. Nothing is saved until you press Save.')
      .waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByRole('progressbar', { name: /^Saving: \d+ of 30 users ready$/ }).waitFor();
    const sheet = dialog.getByRole('region', { name: 'Logins', exact: true });
    await sheet.waitFor({ timeout: 30_000 });
    expect(await sheet.getByRole('row').count()).toBe(31);
    const zoe = sheet
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'e2eimp.04' }) });
    const made = ((await zoe.locator('td').last().textContent()) ?? '').trim();
    expect(made).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const own = sheet
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'e2eimp.01' }) });
    expect(await own.textContent()).toContain('As given in the file');
    // Printed, the sheet is all there is: no page behind it, no buttons.
    expect(await page.locator('.sf-logins-sheet button').isVisible()).toBe(true);
    expect(await page.locator('.sf-toolbar').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    // The dialog around it is hidden from roles now, so find the sheet by its class.
    const printed = page.locator('.sf-logins-sheet tr', { hasText: 'e2eimp.04' });
    expect(await printed.isVisible()).toBe(true);
    expect(await printed.textContent()).toContain(made);
    expect(await page.locator('.sf-logins-sheet button').isVisible()).toBe(false);
    expect(await page.locator('.sf-toolbar').isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page
      .getByRole('grid', { name: 'Users' })
      .getByRole('rowheader', { name: 'e2eimp.30' })
      .waitFor();
    expect(await importedCount(page)).toBe(30);

    // The export holds the 30 as imported (names, projects, login allowed), and no hashes.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Export users' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('users.csv');
    const text = (await readFile(await download.path())).toString('utf8');
    expect(
      text.startsWith(
        '\uFEFF"username","first name","last name","email","projects","staff","school admin","allow login","year","SEND","disadvantaged"\r\n',
      ),
    ).toBe(true);
    const exported = text.split('\r\n').filter((line) => line.startsWith('"e2eimp.'));
    // The export quotes every cell, whatever it holds.
    expect(exported).toEqual(
      CLASS.map((p) =>
        // No year: the imported file had no year column.
        [p.username, p.first, p.last, '', p.projects, 'no', 'no', 'yes', '', 'no', 'no']
          .map((cell) => `"${cell.replace(/"/g, '""')}"`)
          .join(','),
      ),
    );
    expect(text).not.toContain('argon2');

    // A made password from the sheet logs the pupil in.
    await page.context().clearCookies();
    await loginAs(page, app.server.url, {
      username: 'e2eimp.04',
      school: 'demoacademy',
      password: made,
    });
  });
});
