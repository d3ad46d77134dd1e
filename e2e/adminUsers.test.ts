/**
 * Manage Users in Chromium: the Demo Academy head adds a pupil (a short password and
 * a taken username refused as typed), edits them leaving the password blank, and the pupil
 * still logs in with it; the global admin manages the users of their current school.
 */
import type { Page } from 'playwright-core';
import { GLOBAL_ADMIN, HEAD, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

async function openManageUsers(page: Page): Promise<void> {
  await page.goto(`${app.server.url}/app/admin/manageUsers`);
  await page.getByRole('heading', { level: 1, name: 'Manage Users' }).waitFor();
  await page.getByRole('grid', { name: 'Users' }).waitFor();
}

function usersGrid(page: Page) {
  return page.getByRole('grid', { name: 'Users' });
}

describe('Manage Users as the school admin', () => {
  it('adds a pupil, refusing a short password and a taken username, then edits them keeping the password', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    await openManageUsers(page);

    await page.getByRole('button', { name: 'Add New User' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New User' });
    await modal.getByLabel('Username', { exact: true }).fill('teacher');
    await modal.getByText('Username already exists').waitFor();
    await modal.getByLabel('Username', { exact: true }).fill('e2epupil');
    await modal.getByText('Username already exists').waitFor({ state: 'detached' });
    await modal.getByLabel('First name').fill('Eve');
    await modal.getByLabel('Last name').fill('Endtoend');
    await modal.getByLabel('Email').fill('eve@demoacademy.test');
    await modal.getByLabel('Year 10 Skills').check();
    await modal.getByLabel('Password', { exact: true }).fill('short');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText('Password must be 8 characters or more').waitFor();

    await modal.getByLabel('Password', { exact: true }).fill('eve-password');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    const row = usersGrid(page).getByRole('row').filter({ hasText: 'e2epupil' });
    await row.getByText('Eve Endtoend').waitFor();
    expect(await row.textContent()).toContain('Year 10 Skills');

    await page.getByRole('button', { name: 'Edit e2epupil' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    expect(await edit.getByLabel('Password', { exact: true }).inputValue()).toBe('');
    await edit.getByLabel('First name').fill('Evie');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await usersGrid(page).getByText('Evie Endtoend').waitFor();

    await page.context().clearCookies();
    await loginAs(page, app.server.url, {
      username: 'e2epupil',
      school: 'demoacademy',
      password: 'eve-password',
    });
  });
});

describe('Manage Users as the global admin', () => {
  it('manages the users of the current school, Demo Academy', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, GLOBAL_ADMIN);
    await openManageUsers(page);
    await usersGrid(page).getByRole('rowheader', { name: 'teacher' }).waitFor();
    expect(await usersGrid(page).getByText('Rita River').count()).toBe(0);

    await page.getByRole('button', { name: 'Edit teacher' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await edit.getByLabel('Last name').fill('Trainer');
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.waitFor({ state: 'detached' });
    await usersGrid(page).getByText('Tom Trainer').waitFor();
  });
});
