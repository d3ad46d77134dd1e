/**
 * Manage Skills in Chromium: the Demo Academy head adds a skill under Teamwork, a
 * pupil rates it on a new assessment, the head retires it, and the pupil's next assessment
 * leaves it out while the rated one keeps it with its grade.
 */
import type { Page } from 'playwright-core';
import { choose, sawSaved, selectNamed } from './support/controls';
import { HEAD, loginAs, PUPIL } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

async function openManageSkills(page: Page): Promise<void> {
  await loginAs(page, app.server.url, HEAD);
  await page.goto(`${app.server.url}/app/admin/manageSkills`);
  await page.getByRole('heading', { level: 1, name: 'Manage Skills' }).waitFor();
}

async function addAssessment(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: 'Add New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Assessment' });
  await dialog.getByLabel('Enter a name for the assessment').fill(name);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
  await selectNamed(page, 'Assessment').locator('.sf-select__value', { hasText: name }).waitFor();
  await page.getByRole('slider', { name: 'Listening' }).waitFor();
}

async function openSelfAssessmentAsPupil(page: Page): Promise<void> {
  await loginAs(page, app.server.url, PUPIL);
  await page.goto(`${app.server.url}/app/selfassessment`);
  await page.getByRole('heading', { level: 1, name: 'Self Assessment' }).waitFor();
  await choose(page, 'Project', 'Year 10 Skills');
  await page.getByRole('heading', { level: 2, name: 'Teamwork' }).waitFor();
}

describe('manage skills as the school admin', () => {
  it('adds a skill pupils then rate, and retires it without losing the grade', async () => {
    const { page } = app.browser;
    await openManageSkills(page);
    await page.getByRole('button', { name: 'Add skill under Teamwork' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Skill' });
    await modal.getByLabel('Skill name').fill('Negotiation');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Delete Negotiation' }).waitFor();

    await openSelfAssessmentAsPupil(page);
    await addAssessment(page, 'Summer 2027');
    const negotiation = page.getByRole('slider', { name: 'Negotiation' });
    await negotiation.focus();
    await page.keyboard.press('End');
    await sawSaved(page);

    // Rated now, so the head can only retire it.
    await openManageSkills(page);
    await page.getByRole('button', { name: 'Retire Negotiation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure' });
    await confirm.getByRole('button', { name: 'Retire' }).click();
    await page.getByRole('button', { name: 'Restore Negotiation' }).waitFor();

    await openSelfAssessmentAsPupil(page);
    await addAssessment(page, 'Autumn 2027');
    expect(await page.getByRole('slider', { name: 'Negotiation' }).count()).toBe(0);

    await choose(page, 'Assessment', 'Summer 2027');
    await page.getByRole('slider', { name: 'Negotiation' }).waitFor();
    expect(await page.getByRole('slider', { name: 'Negotiation' }).inputValue()).toBe('10');
  });
});
