/**
 * A home learner end to end, in Chromium: registers with no school, adds a skill of their own
 * to the starter set, assesses themselves on it, plans a next step, writes a note, downloads
 * their profile; and is not offered the screens that need a school (a direct visit says why).
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { sawSaved, selectNamed } from './support/controls';
import { setUpServerAndBrowser } from './support/harness';
import { loginAs } from './support/login';
import { readPdf } from '../server/test/support/pdfText';

const app = setUpServerAndBrowser();

const LEARNER = { username: 'robin.home', school: '', password: 'kettle-meadow-orbit' } as const;

function nav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

async function openFromMenu(page: Page, label: string, heading = label): Promise<void> {
  await nav(page).getByRole('link', { name: label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('a home learner', () => {
  it('registers with no school and logs in with the school username left blank', async () => {
    const { page } = app.browser;
    await page.goto(`${app.server.url}/app/public/register`);
    await page.getByRole('link', { name: /Register as a home user/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Register as a home user' }).waitFor();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Last name').fill('Wren');
    await page.getByLabel('Username', { exact: true }).fill(LEARNER.username);
    await page.getByLabel('Password').fill(LEARNER.password);
    await page.getByRole('button', { name: 'Register' }).click();
    await page.getByText('You are registered. Log in with your username and password.').waitFor();
    await page.getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL('**/app/public/login');

    await loginAs(page, app.server.url, LEARNER);
    // No "at <school>" after the name: a home learner has none.
    await page.getByText('Logged in as Robin Wren', { exact: true }).waitFor();
  });

  it('is offered the learner screens but none that needs a school', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, LEARNER);
    const links = await nav(page).getByRole('link').allInnerTexts();
    expect(links).toEqual(
      expect.arrayContaining(['Dashboard', 'Self Assessment', 'My Skills', 'Personal Plan']),
    );
    expect(links).toEqual(expect.arrayContaining(['My Notes', 'Resources', 'Profile']));
    expect(links).not.toContain('Project Evidence');
    expect(links).not.toContain('My Evidence');
    for (const path of ['projectevidence', 'myevidence']) {
      await page.goto(`${app.server.url}/app/${path}`);
      await page.getByText('This page is for pupils of a school').waitFor();
    }
    // The dashboard no longer waits for a school to add them to a project.
    await page.goto(`${app.server.url}/app/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await page.getByText('You are not in a project yet').count()).toBe(0);
  });

  it('adds a skill of their own and assesses themselves on it', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, LEARNER);
    await openFromMenu(page, 'My Skills');
    await page.getByRole('heading', { level: 3, name: 'Communication' }).waitFor();
    await page.getByLabel('Skill name').fill('Baking bread');
    await page.getByRole('button', { name: 'Add skill' }).click();
    await page.getByRole('listitem').filter({ hasText: 'Baking bread' }).waitFor();
    await page.getByRole('heading', { name: 'Your own skills (1 of 200)' }).waitFor();

    await openFromMenu(page, 'Self Assessment');
    await page.getByRole('button', { name: 'Add New' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Assessment' });
    await dialog.getByLabel('Enter a name for the assessment').fill('Spring at home');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    const baking = page.getByRole('slider', { name: 'Baking bread' });
    await baking.waitFor();
    await page.getByRole('heading', { level: 2, name: 'My own skills' }).waitFor();
    await baking.focus();
    await page.keyboard.press('ArrowRight');
    await sawSaved(page);
  });

  it('plans a next step for their own skill and writes a note', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, LEARNER);
    await openFromMenu(page, 'Personal Plan');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Development Area' });
    await selectNamed(dialog, 'Area for development').getByRole('button').click();
    await page.getByRole('option', { name: 'Baking bread', exact: true }).click();
    await dialog.getByLabel('Reason').fill('I want to bake for my family every week.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await sawSaved(page);
    await dialog.getByRole('button', { name: 'Add Next Step' }).click();
    await dialog.getByLabel('Next step', { exact: true }).fill('Bake a sourdough loaf');
    await dialog.getByRole('button', { name: 'Save next step' }).click();
    await dialog
      .getByRole('list', { name: 'Next Steps' })
      .getByText('Bake a sourdough loaf')
      .waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('rowheader', { name: 'Baking bread' }).waitFor();

    await openFromMenu(page, 'My Notes');
    await page.getByLabel('Title/Subject').fill('First loaf');
    await page.getByLabel('Note text').fill('It rose well; next time **more salt**.');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name: 'First loaf' }).waitFor();
  });

  it('downloads a profile with their own skill in it', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, LEARNER);
    await openFromMenu(page, 'Profile', 'Future-ready Profile');
    await page
      .getByRole('region', { name: 'Preview' })
      .getByRole('heading', { level: 4, name: 'Baking bread' })
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    const bytes = await readFile(await download.path());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await readPdf(bytes);
    expect(text).toContain('Robin Wren');
    expect(text).toContain('Baking bread');
  });
});
