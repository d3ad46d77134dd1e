/**
 * In Chromium: a pupil records evidence with a file and a criterion on Project Evidence and
 * edits it; their teacher opens it from the class view and marks it Seen; the pupil sees who
 * saw it; the parent reads it with no way to change it; the profile holds it; the pupil
 * removes it.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { choose } from './support/controls';
import { setUpServerAndBrowser } from './support/harness';
import { loginAs, PARENT, PUPIL, TEACHER } from './support/login';
import { readPdf } from '../server/test/support/pdfText';

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const FIRST = 'My poster on teamwork';
const EDITED = 'My poster on teamwork, shown to Year 9';
const SEEN = /Seen by Tom Teacher on \d\d\/\d\d\/\d{4}/;

const app = setUpServerAndBrowser();

async function switchTo(details: typeof PUPIL | typeof PARENT | typeof TEACHER): Promise<void> {
  await app.browser.page.goto('about:blank');
  await app.browser.context.clearCookies();
  await loginAs(app.browser.page, app.server.url, details);
}

async function openProjectEvidence(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/app/projectevidence`);
  await page.getByRole('heading', { level: 1, name: 'Project Evidence' }).waitFor();
  await choose(page, 'School project', 'Year 10 Skills');
  await page.getByRole('table', { name: 'Evidence for Year 10 Skills' }).waitFor();
}

function rowOf(page: Page, text: string) {
  return page
    .getByRole('table', { name: 'Evidence for Year 10 Skills' })
    .getByRole('row')
    .filter({ has: page.getByText(text, { exact: true }) });
}

describe('recording evidence', () => {
  it('a pupil adds and edits it, a teacher marks it Seen, the parent reads it, the profile holds it', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    await openProjectEvidence(page);

    await page.getByRole('button', { name: 'Add evidence' }).click();
    let dialog = page.getByRole('dialog', { name: 'Add evidence' });
    await dialog.getByLabel('What does it show?').fill(FIRST);
    await dialog.getByRole('radio', { name: 'A file' }).check();
    await dialog.getByLabel('File to upload').setInputFiles({
      name: 'poster.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await dialog.getByRole('checkbox', { name: 'Communicates ideas clearly' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    let row = rowOf(page, FIRST);
    await row.getByRole('link', { name: 'poster.pdf' }).waitFor();
    await row.getByRole('listitem').filter({ hasText: 'Communicates ideas clearly' }).waitFor();
    await row.getByText('Not seen yet').waitFor();

    // The file downloads as it was uploaded.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('link', { name: 'poster.pdf' }).click(),
    ]);
    expect((await readFile(await download.path())).equals(PDF)).toBe(true);

    await row.getByRole('button', { name: `Edit: ${FIRST}` }).click();
    dialog = page.getByRole('dialog', { name: 'Edit evidence' });
    expect(
      await dialog.getByRole('checkbox', { name: 'Communicates ideas clearly' }).isChecked(),
    ).toBe(true);
    await dialog.getByLabel('What does it show?').fill(EDITED);
    await dialog.getByRole('checkbox', { name: 'Works well with others in a team' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    row = rowOf(page, EDITED);
    await row.getByRole('link', { name: 'poster.pdf' }).waitFor();
    expect(await row.getByRole('listitem').allInnerTexts()).toEqual([
      'Works well with others in a team',
      'Communicates ideas clearly',
    ]);

    await switchTo(TEACHER);
    await page.goto(`${app.server.url}/app/class`);
    await page.getByRole('heading', { level: 1, name: 'Class View' }).waitFor();
    await page.getByRole('grid', { name: /^Year 10 Skills, / }).waitFor();
    await page.getByRole('button', { name: 'Evidence of Pat Pupil' }).click();
    dialog = page.getByRole('dialog', { name: 'Evidence: Pat Pupil' });
    await dialog.getByText(EDITED).waitFor();
    await dialog.getByRole('link', { name: 'poster.pdf' }).waitFor();
    await dialog.getByRole('button', { name: `Mark seen: ${EDITED}` }).click();
    await dialog.getByText(SEEN).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    await switchTo(PUPIL);
    await openProjectEvidence(page);
    await rowOf(page, EDITED).getByText(SEEN).waitFor();

    await switchTo(PARENT);
    await openProjectEvidence(page);
    await rowOf(page, EDITED).getByText(SEEN).waitFor();
    expect(await page.getByRole('button', { name: 'Add evidence' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^(Edit|Remove):/ }).count()).toBe(0);
    await page.goto(`${app.server.url}/app/myevidence`);
    await page.getByText(EDITED).waitFor();

    await switchTo(PUPIL);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Profile' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'Future-ready Profile' }).waitFor();
    await choose(page, 'Project', 'Year 10 Skills');
    const preview = page.getByRole('region', { name: 'Preview' });
    await preview.getByText(EDITED).waitFor();
    await preview.getByText('File: poster.pdf').waitFor();
    await preview.getByText(SEEN).waitFor();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const { text } = await readPdf(await readFile(await pdf.path()));
    expect(text.replace(/\s+/g, ' ')).toContain(EDITED);
    expect(text).toContain('File: poster.pdf');
    expect(text).toMatch(SEEN);

    await openProjectEvidence(page);
    await rowOf(page, EDITED)
      .getByRole('button', { name: `Remove: ${EDITED}` })
      .click();
    await page
      .getByRole('alertdialog', { name: 'Are you sure' })
      .getByRole('button', { name: 'Remove' })
      .click();
    await rowOf(page, EDITED).waitFor({ state: 'detached' });
  });
});
