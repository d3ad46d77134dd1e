/**
 * In Chromium: a teacher's class view and rating beside the pupil's own, seen by the
 * pupil and the parent; a pupil's step-up with its evidence, seen by the teacher.
 */
import type { Page } from 'playwright-core';
import { choose, sawSaved } from './support/controls';
import { loginAs, PARENT, PUPIL, TEACHER } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

async function switchTo(details: typeof PUPIL | typeof PARENT | typeof TEACHER): Promise<void> {
  await app.browser.page.goto('about:blank');
  await app.browser.context.clearCookies();
  await loginAs(app.browser.page, app.server.url, details);
}

async function openClassView(page: Page, round: string): Promise<void> {
  await page.goto(`${app.server.url}/app/class`);
  await page.getByRole('heading', { level: 1, name: 'Class View' }).waitFor();
  await page.getByText('Project: Year 10 Skills').waitFor();
  await choose(page, 'Assessment', round);
  await page.getByRole('grid', { name: `Year 10 Skills, ${round}` }).waitFor();
}

async function openSelfAssessment(page: Page, assessment: string): Promise<void> {
  await page.goto(`${app.server.url}/app/selfassessment`);
  await page.getByRole('heading', { level: 1, name: 'Self Assessment' }).waitFor();
  await choose(page, 'Project', 'Year 10 Skills');
  await choose(page, 'Assessment', assessment);
  await page.getByRole('heading', { level: 2, name: 'Communication' }).waitFor();
}

describe('the teachers’ class view', () => {
  it('lets a teacher sort Pat’s grades and rate one, which Pat and the parent then see beside Pat’s own', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, TEACHER);
    // The Staff menu, and no Admin menu, for a teacher.
    await page.getByRole('button', { name: 'Staff' }).click();
    await page.getByRole('menuitem', { name: 'Class View' }).click();
    await page.getByRole('heading', { level: 1, name: 'Class View' }).waitFor();
    expect(await page.getByRole('button', { name: 'Admin' }).count()).toBe(0);

    await openClassView(page, 'Autumn 2026');
    const grid = page.getByRole('grid', { name: 'Year 10 Skills, Autumn 2026' });
    const pat = grid.getByRole('row', { name: /Pat Pupil/ });
    const cells = pat.getByRole('gridcell');
    // Listening 4, Speaking 3 (the first two skill columns after the name).
    expect((await cells.nth(0).innerText()).trim()).toMatch(/^4/);
    expect((await cells.nth(1).innerText()).trim()).toMatch(/^3/);

    const speaking = grid.getByRole('columnheader', { name: 'Speaking' });
    await speaking.click();
    expect(await speaking.getAttribute('aria-sort')).toBe('ascending');
    await speaking.press('Enter');
    expect(await speaking.getAttribute('aria-sort')).toBe('descending');

    await page.getByRole('button', { name: 'Rate Pat Pupil' }).click();
    const dialog = page.getByRole('dialog', { name: /Rate Pat Pupil/ });
    const slider = dialog.getByRole('slider', { name: "Teacher's grade: Speaking" });
    await slider.focus();
    await page.keyboard.press('End');
    await sawSaved(page);
    for (let i = 0; i < 4; i += 1) await page.keyboard.press('ArrowLeft');
    await sawSaved(page);
    const comment = dialog.getByLabel("Teacher's comment: Speaking");
    await comment.fill('You spoke up twice in the debate.');
    await comment.press('Tab');
    await sawSaved(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    // The grid shows the teacher's grade under Pat's own, which is unchanged.
    expect((await cells.nth(1).innerText()).replace(/\s+/g, ' ')).toContain('3');
    await pat.getByText('Teacher: 6').waitFor();

    for (const who of [PUPIL, PARENT]) {
      await switchTo(who);
      await openSelfAssessment(page, 'Autumn 2026');
      await page.getByText('Your teacher: 6').waitFor();
      await page.getByText('You spoke up twice in the debate.').waitFor();
      expect(await page.getByRole('slider', { name: 'Speaking' }).inputValue()).toBe('3');
    }
  });

  it('asks a pupil who steps up what shows it, and shows the teacher the step-up with its note', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, PUPIL);
    await openSelfAssessment(page, 'Spring 2027');
    // Collaboration was 6 in Autumn 2026 and is not rated yet in Spring 2027: rate it 8.
    const collaboration = page.getByRole('slider', { name: 'Collaboration' });
    await collaboration.focus();
    await page.keyboard.press('End');
    await sawSaved(page);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await sawSaved(page);
    expect(await collaboration.inputValue()).toBe('8');
    await page.getByText('What shows this?').first().waitFor();
    await choose(page, 'Link evidence: Collaboration', 'Note: Careers fair');
    await sawSaved(page);

    await switchTo(TEACHER);
    await openClassView(page, 'Spring 2027');
    await page
      .getByRole('button', { name: 'Step-up: Pat Pupil, Collaboration, up from 6' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Step-up: Pat Pupil, Collaboration' });
    await dialog.getByRole('heading', { name: 'Note: Careers fair' }).waitFor();
    await dialog.getByText('engineering apprentice').waitFor();
  });
});
