/**
 * The learner screens (notes, resources, evidence, reflections, dashboard, the
 * earlier grade beside each slider), as a pupil and as the pupil's parent, in Chromium.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { choose, sawSaved, selectNamed } from './support/controls';
import { loginAs, PARENT, PUPIL } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)> [x](javascript:alert(3))';

async function open(page: Page, path: string, title: string): Promise<void> {
  await page.goto(`${app.server.url}/app${path}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
}

/** Anything in the whole document that could run script: script text, on* attributes, javascript: links. */
function scriptableInDom(page: Page) {
  return page.evaluate(() => {
    const elements = Array.from(document.querySelectorAll('*'));
    return {
      inlineScripts: Array.from(document.scripts).filter((s) => !s.src && s.text.includes('alert'))
        .length,
      handlers: elements.flatMap((el) =>
        Array.from(el.attributes)
          .filter((a) => a.name.toLowerCase().startsWith('on'))
          .map((a) => `${el.tagName} ${a.name}`),
      ),
      javascriptLinks: elements.filter((el) =>
        /^\s*javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
      ).length,
    };
  });
}

async function rowNames(page: Page): Promise<string[]> {
  return (await page.getByRole('rowheader').allInnerTexts()).map((t) => t.trim()).sort();
}

describe('the learner screens as a pupil', () => {
  it('saves a formatted note with nothing in it that can run, then edits and deletes it', async () => {
    const { page } = app.browser;
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await loginAs(page, app.server.url, PUPIL);
    await open(page, '/mynotes', 'My Notes');
    await page.getByText('You can use simple formatting').waitFor();

    await page.getByLabel('Title/Subject').fill('Safety check');
    await page
      .getByLabel('Note text')
      .fill(`This is **bold** text.\n\n- first point\n- second point\n\n${HOSTILE}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await sawSaved(page);
    const note = page.getByRole('article', { name: 'Safety check' });
    await note.waitFor();
    expect(await note.locator('strong').allInnerTexts()).toEqual(['bold']);
    expect(await note.locator('li').allInnerTexts()).toEqual(['first point', 'second point']);
    // Typed HTML is shown as text, never made into elements.
    expect(await note.innerText()).toContain('<script>alert(1)</script>');
    expect(await note.locator('script, img').count()).toBe(0);
    expect(await scriptableInDom(page)).toEqual({
      inlineScripts: 0,
      handlers: [],
      javascriptLinks: 0,
    });
    await page.reload();
    await note.waitFor();
    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);

    await page.getByRole('button', { name: 'Edit Safety check' }).click();
    expect(await page.getByLabel('Title/Subject').inputValue()).toBe('Safety check');
    await page.getByLabel('Title/Subject').fill('Safety check, edited');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await sawSaved(page);
    const edited = page.getByRole('article', { name: 'Safety check, edited' });
    await edited.waitFor();
    expect(await edited.locator('strong').allInnerTexts()).toEqual(['bold']);

    await page.getByRole('button', { name: 'Delete Safety check, edited' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await edited.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('article', { name: 'Careers fair' }).waitFor();
    expect(await page.getByRole('article', { name: /^Safety check/ }).count()).toBe(0);
    expect(dialogs).toEqual([]);
  });

  it('filters resources by tag, then by keyword, which clears the tag, and downloads a file intact', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    await open(page, '/resources', 'Resources');
    await page.getByRole('rowheader', { name: 'Careers websites' }).waitFor();
    expect(await rowNames(page)).toEqual([
      'Careers websites',
      'Getting started with Skillfolio',
      'Interview skills video',
      'Skills audit worksheet',
    ]);
    expect(await page.getByText('Old timetable (archived)').count()).toBe(0);

    await choose(page, 'Tag', 'Worksheet');
    await page.getByRole('rowheader', { name: 'Careers websites' }).waitFor({ state: 'detached' });
    expect(await rowNames(page)).toEqual([
      'Getting started with Skillfolio',
      'Skills audit worksheet',
    ]);

    expect(await page.getByRole('switch', { name: 'One filter at a time' }).isChecked()).toBe(true);
    await page.getByLabel('Keyword').fill('video');
    await page.getByRole('rowheader', { name: 'Interview skills video' }).waitFor();
    expect(await rowNames(page)).toEqual(['Interview skills video']);
    expect(await selectNamed(page, 'Tag').locator('.sf-select__value').innerText()).toBe(
      'All tags',
    );

    await page.getByLabel('Keyword').fill('careers');
    const link = page.getByRole('link', { name: /careers-websites\.txt/ });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const downloaded = await readFile(await download.path());
    const href = await link.getAttribute('href');
    const again = await page.request.get(new URL(href ?? '', page.url()).toString());
    expect(again.status()).toBe(200);
    expect(downloaded.equals(await again.body())).toBe(true);
    expect(download.suggestedFilename()).toBe('careers-websites.txt');
    expect(downloaded.toString('utf8')).toMatch(/^Careers websites\n/);
  });

  it('shows the earlier grade on each Spring 2027 slider, and both assessments on the dashboard, whose chart loads only there', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    // Logging in lands on the dashboard: let it finish, then count from a fresh load of Self
    // Assessment.
    await page.getByRole('figure').waitFor();
    await page.goto('about:blank');
    app.browser.requests.length = 0;
    await open(page, '/selfassessment', 'Self Assessment');
    await choose(page, 'Project', 'Year 10 Skills');
    await choose(page, 'Assessment', 'Spring 2027');
    await page.getByRole('slider', { name: 'Listening' }).waitFor();
    await page
      .getByText(/^was \d+ in Autumn 2026$/)
      .first()
      .waitFor();
    expect(await page.getByText(/^was \d+ in Autumn 2026$/).count()).toBe(8);
    expect(await page.locator('.sf-slider__track .sf-slider__marker').count()).toBe(8);
    const chartChunk = (url: string) => /\/progress-chart\.[^/]*\.js$/.test(url);
    expect(app.browser.requests.filter(chartChunk)).toEqual([]);

    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    const table = page.getByRole('table', { name: /Grades per skill/ });
    await table.waitFor();
    expect(await table.getByRole('columnheader').allInnerTexts()).toEqual([
      'Skill',
      'Autumn 2026',
      'Spring 2027',
    ]);
    const chart = page.getByRole('figure');
    await chart.waitFor();
    expect(await chart.getByRole('listitem').allInnerTexts()).toEqual([
      'Autumn 2026',
      'Spring 2027',
    ]);
    expect(await chart.locator('svg').count()).toBe(8);
    expect(app.browser.requests.filter(chartChunk).length).toBeGreaterThan(0);
  });
});

describe("the learner screens as the pupil's parent", () => {
  async function noWriteControl(page: Page): Promise<void> {
    expect(
      await page.getByRole('button', { name: /^(Save|Add|Add New|Edit|Delete)\b/ }).count(),
    ).toBe(0);
  }

  it("shows the pupil's data on every learner screen, with no write control", async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PARENT);

    await open(page, '/mynotes', 'My Notes');
    await page.getByRole('article', { name: 'Careers fair' }).waitFor();
    expect(await page.getByLabel('Title/Subject').count()).toBe(0);
    await noWriteControl(page);

    await open(page, '/resources', 'Resources');
    await page.getByRole('rowheader', { name: 'Careers websites' }).waitFor();
    await noWriteControl(page);

    await open(page, '/projectevidence', 'Project Evidence');
    await choose(page, 'School project', 'Year 10 Skills');
    await page.getByText('Led the group presentation on renewable energy').waitFor();
    await noWriteControl(page);

    await open(page, '/myevidence', 'My Evidence');
    await page.getByText('Kept a weekly target log for a whole term').waitFor();
    await noWriteControl(page);

    await open(page, '/reflections', 'Reflections');
    await page.getByText('I speak up more when I have prepared').waitFor();
    expect(await page.getByLabel('Reflection').getAttribute('readonly')).not.toBeNull();
    await noWriteControl(page);

    await open(page, '/dashboard', 'Dashboard');
    await choose(page, 'Project', 'Year 10 Skills');
    await page.getByRole('table', { name: /Grades per skill/ }).waitFor();
    await page.getByRole('figure').waitFor();
    await noWriteControl(page);

    await open(page, '/selfassessment', 'Self Assessment');
    await choose(page, 'Project', 'Year 10 Skills');
    await choose(page, 'Assessment', 'Spring 2027');
    await page
      .getByText(/^was \d+ in Autumn 2026$/)
      .first()
      .waitFor();
    expect(await page.getByRole('slider', { name: 'Listening' }).isDisabled()).toBe(true);
    await noWriteControl(page);

    await open(page, '/peerreviews', 'Peer Reviews');
    await noWriteControl(page);
  });

  it("is refused a hand-made write to the pupil's notes, which stay as they were", async () => {
    await loginAs(app.browser.page, app.server.url, PARENT);
    const request = app.browser.context.request;
    const api = `${app.server.url}/api`;
    const notes = async () =>
      (await (await request.get(`${api}/user/GetMyNotes`)).json()) as { notes_id: number }[];
    const before = await notes();
    const headers = { 'X-Requested-With': 'skillfolio' };
    const writes = [
      { path: 'user/SaveNote', data: { note_id: 0, note_title: 'x', note_text: 'x' } },
      { path: 'user/DeleteNote', data: { note_id: before[0]?.notes_id ?? 1 } },
    ];
    for (const write of writes) {
      const response = await request.post(`${api}/${write.path}`, { headers, data: write.data });
      expect({ path: write.path, status: response.status(), text: await response.text() }).toEqual({
        path: write.path,
        status: 403,
        text: 'Not authorised',
      });
    }
    expect(await notes()).toEqual(before);
  });
});
