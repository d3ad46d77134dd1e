/**
 * A verifiable profile in Chromium: the pupil names themself on the profile and downloads it;
 * its QR code (read from the PDF by a real decoder) is the link the page lists; a visitor
 * opens the link and sees what it states, issued by the school, with the page kept out of
 * search engines; a parent sees the list but cannot withdraw; the pupil withdraws it and the
 * visitor's page says Withdrawn.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { readQrCodes } from '../server/test/support/pdfQr';
import { choose } from './support/controls';
import { setUpServerAndBrowser } from './support/harness';
import { loginAs, PARENT, PUPIL } from './support/login';

jest.setTimeout(120_000);

const app = setUpServerAndBrowser();
const page = (): Page => app.browser.page;

async function openProfile(): Promise<void> {
  await page().goto(`${app.server.url}/app/profile`);
  await page().getByRole('heading', { level: 1, name: 'Future-ready Profile' }).waitFor();
  await choose(page(), 'Project', 'Year 10 Skills');
}

const records = () =>
  page().getByRole('region', { name: /Profiles you have made|Profiles your child has made/ });

describe('a profile anyone can check', () => {
  let link = '';

  it('carries a QR code of the link the pupil’s list shows', async () => {
    await loginAs(page(), app.server.url, PUPIL);
    await openProfile();
    await page().getByLabel('Name on your profile').fill('Pat P.');
    const [download] = await Promise.all([
      page().waitForEvent('download'),
      page().getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const pdf = await readFile(await download.path());
    const codes = await readQrCodes(pdf);
    expect(codes).toHaveLength(1);
    link = codes[0] ?? '';
    expect(link).toMatch(new RegExp(`^${app.server.url}/app/verify/[A-Za-z0-9_-]{22}$`));
    await page()
      .getByRole('link', { name: new RegExp(link.replace(/[.?]/g, '\\$&')) })
      .waitFor();
  });

  it('shows a visitor what it states, issued by the school, and tells search engines to keep out', async () => {
    await page().context().clearCookies();
    const response = await page().goto(link);
    expect(response?.headers()['x-robots-tag']).toMatch(/noindex/);
    await page().getByRole('heading', { level: 1, name: 'Check a profile' }).waitFor();
    await page()
      .getByText(/Issued by Demo Academy on \d{1,2} \w+ \d{4}/)
      .waitFor();
    const text = await page().locator('main').innerText();
    expect(text).toContain('Pat P.');
    expect(text).toContain('Listening: 6 out of 10');
    expect(text).not.toContain('Pat Pupil');
  });

  it('lets a parent see it but not withdraw it, and the pupil withdraw it for good', async () => {
    await loginAs(page(), app.server.url, PARENT);
    await openProfile();
    await records().getByRole('link').first().waitFor();
    expect(
      await records()
        .getByRole('button', { name: /Withdraw/ })
        .count(),
    ).toBe(0);

    await page().context().clearCookies();
    await loginAs(page(), app.server.url, PUPIL);
    await openProfile();
    await records()
      .getByRole('button', { name: /^Withdraw/ })
      .first()
      .click();
    const dialog = page().getByRole('alertdialog').or(page().getByRole('dialog'));
    await dialog
      .getByText('Anyone with the link will see it was withdrawn.', { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Withdraw' }).click();
    await records()
      .getByText(/Withdrawn on/)
      .waitFor();

    await page().context().clearCookies();
    await page().goto(link);
    await page().getByRole('heading', { name: 'Withdrawn' }).waitFor();
    expect(await page().locator('main').innerText()).not.toContain('Pat P.');
  });
});
