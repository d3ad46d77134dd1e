/**
 * Resources and files, in Chromium on the real server: the Demo Academy head
 * uploads a PDF (statuses shown, then Uploaded) and saves it with two tags; a pupil sees
 * and downloads the same bytes; made inactive it disappears; an oversize file and a
 * disguised program are refused with clear messages and nothing is stored. The global admin
 * creates a global resource that pupils of both schools download.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { GLOBAL_ADMIN, HEAD, loginAs, PUPIL } from './support/login';
import { setUpServerAndBrowser } from './support/harness';
import { REPO, startServer } from './support/server';

const app = setUpServerAndBrowser();

const RIVERSIDE_PUPIL = { username: 'pupil', school: 'riverside', password: 'demo-password' };

/** A small but real PDF, made here. */
function pdfNamed(title: string): Buffer {
  return Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R /Title (${title}) >> endobj\n` +
      '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    'latin1',
  );
}

/** A Linux program's header, named like a worksheet. */
const DISGUISED_PROGRAM = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(2000),
]);

interface FileCounts {
  files: number;
  chunks: number;
}

/** What the server's database holds, read beside it (SQLite in WAL lets a reader in). */
function storedFiles(): FileCounts {
  const requireFromServer = createRequire(path.join(REPO, 'server/package.json'));
  const Sqlite = requireFromServer('better-sqlite3') as new (
    file: string,
    options: { readonly: boolean },
  ) => { prepare(sql: string): { get(): unknown }; close(): void };
  const db = new Sqlite(path.join(app.server.dataDir, 'skillfolio.db'), { readonly: true });
  try {
    const count = (sql: string) => (db.prepare(sql).get() as { n: number }).n;
    return {
      files: count('select count(*) as n from files'),
      chunks: count('select count(*) as n from file_chunks'),
    };
  } finally {
    db.close();
  }
}

async function switchTo(page: Page, who: Parameters<typeof loginAs>[2]): Promise<void> {
  await page.goto('about:blank');
  await app.browser.context.clearCookies();
  await loginAs(page, app.server.url, who);
}

async function openResourceManager(page: Page, url: string, title: string): Promise<void> {
  await page.goto(`${app.server.url}/app${url}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await page.getByRole('grid', { name: 'Resources' }).waitFor();
}

function chooseFile(dialog: Locator, name: string, buffer: Buffer): Promise<void> {
  return dialog
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: 'application/pdf', buffer });
}

async function downloadFrom(page: Page, linkName: string): Promise<Buffer> {
  const link = page.getByRole('link', { name: new RegExp(linkName.replace('.', '\\.')) });
  const href = await link.getAttribute('href');
  const response = await page.request.get(new URL(href ?? '', page.url()).toString());
  expect(response.status()).toBe(200);
  expect(response.headers()['content-disposition']).toMatch(/^attachment;/);
  return response.body();
}

describe('resources and files', () => {
  it('the head uploads a PDF with two tags; a pupil downloads the same bytes until it is made inactive', async () => {
    const { page } = app.browser;
    const pdf = pdfNamed('Revision timetable');
    await loginAs(page, app.server.url, HEAD);
    await openResourceManager(page, '/admin/manageResources', 'Manage Resources');
    await page.getByRole('button', { name: 'Upload New Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Resource' });
    await dialog.getByLabel('Name').fill('Revision timetable');
    await dialog.getByLabel('Detail').fill('Plan **each** week before the exams.');
    await dialog.getByLabel('Careers').check();
    await dialog.getByLabel('New tag').fill('Revision');
    await dialog.getByRole('button', { name: 'Add tag' }).click();
    await dialog.getByLabel('Revision', { exact: true }).waitFor();
    expect(await dialog.getByLabel('Revision', { exact: true }).isChecked()).toBe(true);

    // Hold the upload's reply back so its in-between status can be seen.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/User/SaveFile', async (route) => {
      await held;
      await route.continue();
    });
    await dialog.getByText('Upload status: No file').waitFor();
    await chooseFile(dialog, 'revision-timetable.pdf', pdf);
    await dialog.getByText(/Upload status: Uploading revision-timetable\.pdf/).waitFor();
    release();
    await dialog.getByText('Upload status: Uploaded').waitFor();
    await dialog.getByText('revision-timetable.pdf').waitFor();
    await page.unroute('**/api/User/SaveFile');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Revision timetable' });
    await row.waitFor();
    expect(await row.innerText()).toMatch(/Careers, Revision/);

    await switchTo(page, PUPIL);
    await page.goto(`${app.server.url}/app/resources`);
    await page.getByRole('rowheader', { name: 'Revision timetable' }).waitFor();
    expect((await downloadFrom(page, 'revision-timetable.pdf')).equals(pdf)).toBe(true);

    await switchTo(page, HEAD);
    await openResourceManager(page, '/admin/manageResources', 'Manage Resources');
    await page.getByRole('button', { name: 'Edit Revision timetable' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Resource' });
    expect(await edit.getByLabel('Detail').inputValue()).toBe(
      'Plan **each** week before the exams.',
    );
    const active = edit.getByRole('switch', { name: 'Active' });
    expect(await active.isChecked()).toBe(true);
    // As a keyboard user would: the switch's input sits under its drawn track.
    await active.focus();
    await page.keyboard.press('Space');
    expect(await active.isChecked()).toBe(false);
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });

    await switchTo(page, PUPIL);
    await page.goto(`${app.server.url}/app/resources`);
    await page.getByRole('rowheader', { name: 'Careers websites' }).waitFor();
    expect(await page.getByRole('rowheader', { name: 'Revision timetable' }).count()).toBe(0);
  });

  it('refuses an oversize file and a program named .pdf with clear messages, and keeps no upload of a cancelled modal', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    await openResourceManager(page, '/admin/manageResources', 'Manage Resources');
    const before = storedFiles();
    await page.getByRole('button', { name: 'Upload New Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Resource' });

    await chooseFile(dialog, 'huge.pdf', Buffer.alloc(26 * 1024 * 1024, 0x25));
    await dialog.getByRole('alert').filter({ hasText: 'huge.pdf is larger than 25 MB.' }).waitFor();

    await chooseFile(dialog, 'worksheet.pdf', DISGUISED_PROGRAM);
    await dialog.getByText('Upload status: Upload failed').waitFor();
    await dialog.getByRole('alert').filter({ hasText: 'This file is a Linux program.' }).waitFor();
    expect(storedFiles()).toEqual(before);

    // A good file uploaded and then the modal cancelled: the upload goes with it.
    await chooseFile(dialog, 'draft.pdf', pdfNamed('Draft'));
    await dialog.getByText('Upload status: Uploaded').waitFor();
    expect(storedFiles().files).toBe(before.files + 1);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    for (let tries = 0; tries < 50 && storedFiles().files !== before.files; tries += 1) {
      await page.waitForTimeout(100);
    }
    expect(storedFiles()).toEqual(before);
  });

  it('the global admin creates a global resource that pupils at both schools download', async () => {
    const { page } = app.browser;
    const pdf = pdfNamed('Exam tips');
    await loginAs(page, app.server.url, GLOBAL_ADMIN);
    await openResourceManager(page, '/globaladmin/manageResources', 'Manage Global Resources');
    await page.getByRole('button', { name: 'Upload New Resource' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload New Resource' });
    await dialog.getByLabel('Name').fill('Exam tips for everyone');
    await dialog.getByLabel('Worksheet').check();
    await chooseFile(dialog, 'exam-tips.pdf', pdf);
    await dialog.getByText('Upload status: Uploaded').waitFor();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('rowheader', { name: 'Exam tips for everyone' }).waitFor();

    for (const pupil of [PUPIL, RIVERSIDE_PUPIL]) {
      await switchTo(page, pupil);
      await page.goto(`${app.server.url}/app/resources`);
      await page.getByRole('rowheader', { name: 'Exam tips for everyone' }).waitFor();
      expect((await downloadFrom(page, 'exam-tips.pdf')).equals(pdf)).toBe(true);
    }
  });

  it('shows the server’s own size limit (MAX_UPLOAD_MB) to the admin when it is below the file chooser’s', async () => {
    const { page } = app.browser;
    const small = await startServer({ env: { MAX_UPLOAD_MB: '1' } });
    try {
      await loginAs(page, small.url, HEAD);
      await page.goto(`${small.url}/app/admin/manageResources`);
      await page.getByRole('button', { name: 'Upload New Resource' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload New Resource' });
      const twoMegabytes = Buffer.concat([pdfNamed('Big'), Buffer.alloc(2 * 1024 * 1024, 0x20)]);
      await chooseFile(dialog, 'big.pdf', twoMegabytes);
      await dialog.getByText('Upload status: Upload failed').waitFor();
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'The file is larger than 1 MB, the most Skillfolio accepts.' })
        .waitFor();
    } finally {
      await page.goto('about:blank');
      await small.stop();
    }
  });

  it('gives the name 30% and the description 40% of both resource tables, each row’s text level', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    for (const [path, description] of [
      ['/app/resources', 'Detail'],
      ['/app/admin/manageResources', 'Description'],
    ] as const) {
      await page.goto(`${app.server.url}${path}`);
      const table = page.locator('table').first();
      await table.locator('tbody tr').first().waitFor();
      const measured = await table.evaluate((element, detailHeader) => {
        const width = element.getBoundingClientRect().width;
        const share = (header: string) => {
          const cell = Array.from(element.querySelectorAll('thead th, [role="columnheader"]')).find(
            (th) => th.textContent?.replace(/[▲▼]/g, '').trim() === header,
          );
          return Math.round(((cell?.getBoundingClientRect().width ?? 0) / width) * 100);
        };
        // Where each cell's first line of text starts, from the top of its row.
        const row = element.querySelector('tbody tr');
        const firstLines = Array.from(row?.children ?? []).map((cell) => {
          const range = document.createRange();
          range.selectNodeContents(cell);
          const top = range.getClientRects()[0]?.top ?? 0;
          return Math.round(top - (row?.getBoundingClientRect().top ?? 0));
        });
        return { name: share('Name'), description: share(detailHeader), firstLines };
      }, description);
      expect([path, measured.name, measured.description]).toEqual([path, 30, 40]);
      const [name, detail] = measured.firstLines;
      expect(Math.abs((detail ?? 0) - (name ?? 0))).toBeLessThanOrEqual(2);
    }
  });
});
