/**
 * One press of Save or Next submits, even right after a field showed an error. A press is a
 * mousedown and, a moment later, a mouseup: anything that moves the button between the two
 * (a field's message appearing or going as the field loses focus on the mousedown) loses the
 * click. Pressed here as a person presses, with the button held for 150 ms.
 */
import type { Locator, Page } from 'playwright-core';
import { HEAD, loginAs } from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();
const HELD_MS = 150;

async function press(button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  await button.click({ delay: HELD_MS });
}

async function editTeacher(page: Page): Promise<Locator> {
  await page.goto(`${app.server.url}/app/admin/manageUsers`);
  await page.getByRole('button', { name: 'Edit teacher' }).click();
  return page.getByRole('dialog', { name: 'Edit User' });
}

describe('a form after a field error', () => {
  it('registration step 1: each press of Next is answered, and the corrected address goes on to step 2', async () => {
    const { page } = app.browser;
    await page.goto(`${app.server.url}/app/public/register/school`);
    const email = page.getByRole('textbox', { name: 'Email' });
    const next = page.getByRole('button', { name: 'Next' });
    await email.fill('not-an-address');
    await press(next);
    // The press reached the form: the server's answer, not the browser's own hint.
    await page.getByRole('alert').getByText('Please enter a valid email address').waitFor();
    await email.fill('press-once@example.test');
    await press(next);
    await page.waitForURL('**/app/public/register/school/2');
  });

  for (const [width, height] of [
    [1280, 800],
    [375, 812],
  ] as const) {
    it(`Edit User at ${width}×${height}: Save after a bad e-mail says so, and one more Save saves`, async () => {
      const { page } = app.browser;
      await page.setViewportSize({ width, height });
      try {
        await loginAs(page, app.server.url, HEAD);
        const edit = await editTeacher(page);
        const email = edit.getByRole('textbox', { name: 'Email', exact: true });
        await email.fill('tom-at-school');
        await press(edit.getByRole('button', { name: 'Save' }));
        await edit.getByText('Please enter a valid email address').waitFor();
        await email.fill(`tom.${width}@demoacademy.test`);
        await press(edit.getByRole('button', { name: 'Save' }));
        await edit.waitFor({ state: 'detached', timeout: 5000 });
        await page
          .getByRole('grid', { name: 'Users' })
          .getByText(`tom.${width}@demoacademy.test`)
          .waitFor();
      } finally {
        await page.setViewportSize({ width: 1280, height: 800 });
      }
    });
  }
});
