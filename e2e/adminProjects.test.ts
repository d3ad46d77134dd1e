/**
 * Manage Projects and Manage Success Criteria as the Demo Academy head, in Chromium:
 * add a project and two criteria, reorder them by editing the order, delete one after "Are you
 * sure".
 */
import type { Page } from 'playwright-core';
import { choose } from './support/controls';
import { HEAD, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

async function saveCriterion(
  page: Page,
  title: string,
  description: string,
  order: string,
): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByLabel('Description').fill(description);
  await dialog.getByLabel('Order').fill(order);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function criteriaInOrder(page: Page): Promise<string[]> {
  const grid = page.getByRole('grid', { name: 'Success criteria of Careers Week' });
  return grid.getByRole('rowheader').allTextContents();
}

describe('projects and success criteria as the school admin', () => {
  it('adds a project and two criteria, reorders them and deletes one after Are you sure', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    await page.goto(`${app.server.url}/app/admin/manageProjects`);
    await page.getByRole('heading', { level: 1, name: 'Manage Projects' }).waitFor();
    await page.getByRole('button', { name: 'Add Project' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Project' });
    await modal.getByLabel('Project name').fill('Careers Week');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('grid', { name: 'Projects' }).getByText('Careers Week').waitFor();

    await page.goto(`${app.server.url}/app/admin/manageSuccessCriteria`);
    await page.getByRole('heading', { level: 1, name: 'Manage Success Criteria' }).waitFor();
    await choose(page, 'School project', 'Careers Week');
    await page.getByText('No success criteria yet. Press Add New to add one.').waitFor();

    await page.getByRole('button', { name: 'Add New' }).click();
    await saveCriterion(page, 'Add Success Criterion', 'Researches two careers', '');
    await page.getByRole('button', { name: 'Edit Researches two careers' }).waitFor();
    await page.getByRole('button', { name: 'Add New' }).click();
    await saveCriterion(page, 'Add Success Criterion', 'Asks an employer questions', '');
    await page.getByRole('button', { name: 'Edit Asks an employer questions' }).waitFor();
    expect(await criteriaInOrder(page)).toEqual([
      'Researches two careers',
      'Asks an employer questions',
    ]);

    await page.getByRole('button', { name: 'Edit Asks an employer questions' }).click();
    await saveCriterion(page, 'Edit Success Criterion', 'Asks an employer questions', '0');
    await page
      .getByRole('grid', { name: 'Success criteria of Careers Week' })
      .getByRole('rowheader')
      .first()
      .filter({ hasText: 'Asks an employer questions' })
      .waitFor();
    expect(await criteriaInOrder(page)).toEqual([
      'Asks an employer questions',
      'Researches two careers',
    ]);

    await page.getByRole('button', { name: 'Delete Researches two careers' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Are you sure' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete Researches two careers' }).waitFor({
      state: 'detached',
    });
    // The list reloads after the delete: wait for it to be back before reading it.
    await page.getByRole('button', { name: 'Edit Asks an employer questions' }).waitFor();
    expect(await criteriaInOrder(page)).toEqual(['Asks an employer questions']);

    await page.reload();
    await choose(page, 'School project', 'Careers Week');
    await page.getByRole('button', { name: 'Edit Asks an employer questions' }).waitFor();
    expect(await criteriaInOrder(page)).toEqual(['Asks an employer questions']);
  });
});
