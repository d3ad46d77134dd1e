/**
 * In Chromium: a teacher opens an assessment round; the pupil assesses in it (chosen for them,
 * no Add New); the teacher's class view compares it with the round before; the teacher closes
 * it and the pupil then sees it read-only. A project without rounds keeps Add New.
 */
import type { Page } from 'playwright-core';
import { choose, sawSaved, selectNamed } from './support/controls';
import { loginAs, PUPIL, TEACHER } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();
const ROUND = 'Summer 2027';
/** Screenshots for a person to look at, when asked for (never part of the repo). */
const SHOTS = process.env.ROUNDS_SHOTS_DIR;

async function switchTo(details: typeof PUPIL | typeof TEACHER): Promise<void> {
  await app.browser.page.goto('about:blank');
  await app.browser.context.clearCookies();
  await loginAs(app.browser.page, app.server.url, details);
}

async function shoot(page: Page, name: string): Promise<void> {
  if (SHOTS === undefined) return;
  for (const [width, height] of [
    [375, 812],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function openRounds(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/app/class/rounds`);
  await page.getByRole('heading', { level: 1, name: 'Assessment Rounds' }).waitFor();
  await page.getByText('Project: Year 10 Skills').waitFor();
}

async function openSelfAssessment(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/app/selfassessment`);
  await page.getByRole('heading', { level: 1, name: 'Self Assessment' }).waitFor();
  await choose(page, 'Project', 'Year 10 Skills');
}

describe('assessment rounds', () => {
  it('a teacher opens a round, the pupil assesses in it, the class view compares it with the round before, and once closed the pupil only reads it', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, TEACHER);
    await page.getByRole('button', { name: 'Staff' }).click();
    await page.getByRole('menuitem', { name: 'Assessment Rounds' }).click();
    await openRounds(page);
    await page.getByText('Year 10 Skills has no rounds yet.', { exact: false }).waitFor();
    await shoot(page, 'rounds-empty');

    await page.getByRole('button', { name: 'Open Round' }).click();
    const dialog = page.getByRole('dialog', { name: 'Open Round' });
    await dialog.getByLabel('Round name').fill(ROUND);
    await dialog.getByLabel('Opens on').fill('2027-06-01');
    await shoot(page, 'rounds-open-modal');
    await dialog.getByRole('button', { name: 'Open Round' }).click();
    await dialog.waitFor({ state: 'detached' });
    const row = page
      .getByRole('grid', { name: 'Rounds' })
      .getByRole('row', { name: /Summer 2027/ });
    await row.getByText('Open', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: 'Open Round' }).count()).toBe(0);

    // The pupil: the round is chosen for them, and Add New is not offered in this project.
    await switchTo(PUPIL);
    await openSelfAssessment(page);
    await selectNamed(page, 'Assessment')
      .locator('.sf-select__value', { hasText: ROUND })
      .waitFor();
    await page.getByRole('slider', { name: 'Listening' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    const listening = page.getByRole('slider', { name: 'Listening' });
    await listening.focus();
    await page.keyboard.press('End');
    await sawSaved(page);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await sawSaved(page);
    expect(await listening.inputValue()).toBe('8');
    await shoot(page, 'selfassessment-open-round');
    // Work Experience has no rounds: Add New is there as before.
    await choose(page, 'Project', 'Work Experience');
    await page.getByRole('button', { name: 'Add New' }).waitFor();

    // The teacher: Summer 2027 against Spring 2027 (Listening 6 then, 8 now).
    await switchTo(TEACHER);
    await page.goto(`${app.server.url}/app/class`);
    await page.getByRole('heading', { level: 1, name: 'Class View' }).waitFor();
    await choose(page, 'Assessment', ROUND);
    const grid = page.getByRole('grid', { name: `Year 10 Skills, ${ROUND}` });
    await grid.waitFor();
    await page.getByText(/The previous round is Spring 2027/).waitFor();
    const pat = grid.getByRole('row', { name: /Pat Pupil/ });
    expect((await pat.getByRole('gridcell').nth(0).innerText()).trim()).toMatch(/^8/);
    const averages = page.getByRole('grid', { name: 'Class average per skill' });
    await averages
      .getByRole('row', { name: /Listening/ })
      .getByText('up 2')
      .waitFor();
    await shoot(page, 'classview-round');

    await openRounds(page);
    await row.getByRole('button', { name: `Close ${ROUND}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure' });
    await confirm.getByRole('button', { name: 'Close Round' }).click();
    await row.getByText('Closed', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Open Round' }).waitFor();
    await shoot(page, 'rounds-closed');

    // The pupil again: the closed round's grades are there to read, not to change.
    await switchTo(PUPIL);
    await openSelfAssessment(page);
    await choose(page, 'Assessment', ROUND);
    await page
      .getByText('This round is closed: your grades in it can no longer be changed.')
      .waitFor();
    expect(await page.getByRole('slider', { name: 'Listening' }).isDisabled()).toBe(true);
    expect(await page.getByRole('slider', { name: 'Listening' }).inputValue()).toBe('8');
    expect(await page.getByLabel('Listening: statement').getAttribute('readonly')).not.toBeNull();
    expect(await page.getByRole('button', { name: 'Add New' }).count()).toBe(0);
    await shoot(page, 'selfassessment-closed-round');
  });
});
