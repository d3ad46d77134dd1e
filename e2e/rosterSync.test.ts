/**
 * The roster sync in Chromium: the Demo Academy head uploads their MIS's OneRoster zip (the
 * generator's, a small school), reads the preview, applies it with its progress and gets the
 * new logins to print; the same file again changes nothing; a file with wrong rows is refused
 * line by line.
 */
import type { Page } from 'playwright-core';
import { oneRosterTables, zipTables } from '../server/test/support/oneRosterFile';
import {
  startOneRosterRestFixture,
  type RestFixture,
} from '../server/test/support/oneRosterRestFixture';
import { setUpServerAndBrowser } from './support/harness';
import { HEAD, loginAs } from './support/login';

const app = setUpServerAndBrowser();

/** A small school: 3 pupils a year (15), and the generator's staff. */
function rosterZip(change?: (tables: ReturnType<typeof oneRosterTables>) => void): Buffer {
  const tables = oneRosterTables({ schoolYear: 2027, pupilsPerYear: 3 });
  change?.(tables);
  return Buffer.from(zipTables(tables, '1.2'));
}

async function openRosterSync(page: Page): Promise<void> {
  await loginAs(page, app.server.url, HEAD);
  await page.getByRole('button', { name: 'Admin' }).click();
  await page.getByRole('menuitem', { name: 'Roster Sync' }).click();
  await page.getByRole('heading', { level: 1, name: 'Roster Sync' }).waitFor();
}

async function check(page: Page, zip: Buffer): Promise<void> {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'roster.zip', mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await page.getByRole('heading', { name: 'What this roster would change' }).waitFor();
}

describe("the school's roster from its MIS", () => {
  it('previews a roster, applies it with progress, and prints the new logins', async () => {
    const { page } = app.browser;
    await openRosterSync(page);
    await page.getByText('No roster has been applied yet.').waitFor();

    await check(page, rosterZip());
    const preview = page.getByRole('region', { name: 'What this roster would change' });
    await preview
      .getByText(/^15 pupils and 70 members of staff added, \d+ classes added\.$/)
      .waitFor();
    await preview.getByText('To add (85)').click();
    await preview.getByRole('region', { name: 'To add' }).getByRole('row').nth(1).waitFor();

    await preview.getByRole('button', { name: 'Apply these changes' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Apply the roster' }).click();
    await page.getByRole('heading', { name: 'Roster applied' }).waitFor({ timeout: 60_000 });
    await page.getByText('85 accounts were made.', { exact: false }).waitFor();
    const logins = page.getByRole('region', { name: 'Logins' });
    expect(await logins.getByRole('row').count()).toBe(86);
    await page.getByText(/^Last roster applied on .*, for 2026\/27:/).waitFor();

    // The same file again: nothing to change.
    await check(page, rosterZip());
    await page.getByText('Nothing changes.').waitFor();
    await page.getByText('85 people stay as they are.').waitFor();
  });

  it('refuses a file with a wrong row, saying which file and line', async () => {
    const { page } = app.browser;
    await openRosterSync(page);
    await check(
      page,
      rosterZip((tables) => {
        const row = tables.users.rows[2];
        if (row !== undefined) row.email = 'not an address';
      }),
    );
    await page
      .getByText('The file has a problem, so nothing can be applied.', { exact: false })
      .waitFor();
    const problems = page.getByRole('region', { name: 'Problems' });
    await problems.getByRole('rowheader', { name: 'users.csv' }).waitFor();
    expect(await problems.getByRole('cell').first().innerText()).toBe('4');
    expect(await page.getByRole('button', { name: 'Apply these changes' }).count()).toBe(0);
  });

  it("pulls the roster from the MIS's OneRoster API, keeping the secret out of the page", async () => {
    const { page } = app.browser;
    let mis: RestFixture | undefined;
    try {
      mis = await startOneRosterRestFixture(
        // Next year's roster: the first test applied this year's.
        oneRosterTables({ schoolYear: 2028, pupilsPerYear: 3 }),
      );
      await openRosterSync(page);
      const form = page.getByRole('form', { name: 'Pull from your MIS' });
      await form.getByRole('textbox', { name: 'Base URL' }).fill(mis.baseUrl);
      await form.getByRole('textbox', { name: 'Token URL' }).fill(mis.tokenUrl);
      await form.getByRole('textbox', { name: 'Client id' }).fill(mis.clientId);
      await form.getByLabel('Client secret').fill(mis.clientSecret);
      await form.getByRole('button', { name: 'Save pull settings' }).click();
      await form.getByText('A secret is kept (never shown). Leave blank to keep it.').waitFor();
      expect(await form.getByLabel('Client secret').inputValue()).toBe('');
      expect(await page.content()).not.toContain(mis.clientSecret);

      await form.getByRole('button', { name: 'Pull now' }).click();
      const preview = page.getByRole('region', { name: 'What this roster would change' });
      await preview
        .getByText(/^A new school year: 2027\/28 \(the last roster was for 2026\/27\)/)
        .waitFor();
      await preview
        .getByText(/^3 pupils and 0 members of staff added, 12 accounts updated, 3 leavers,/)
        .waitFor();
      await form.getByText(/^Last pull /).waitFor();
    } finally {
      await mis?.stop();
    }
  });
});
