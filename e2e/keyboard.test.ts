/**
 * Keyboard only (WCAG 2.1.1, 2.1.2, 2.4.3): each journey is done with Tab, Shift+Tab, Enter,
 * Space, Escape, the arrow keys and typing, never a click, in Chromium; every modal on the way
 * opens and closes with the keyboard, keeps focus inside while open and gives it back on
 * Escape.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { sawSaved, selectNamed } from './support/controls';
import { setUpServerAndBrowser } from './support/harness';
import {
  checkDialog,
  chooseByKeyboard,
  expectEscapeReturnsFocus,
  expectFocusTrapped,
  gridTo,
  hasFocus,
  press,
  tabTo,
} from './support/keyboard';
import { GLOBAL_ADMIN, HEAD, PUPIL, waitForLanding, type LoginDetails } from './support/login';

const app = setUpServerAndBrowser();

/** The login page by keyboard: choose the mode, type each field, Enter submits (SPEC §2). */
async function logInByKeyboard(page: Page, details: LoginDetails): Promise<void> {
  await page.goto(`${app.server.url}/app/public/login`);
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
  if ('email' in details) {
    await press(page, page.getByRole('button', { name: 'Log in with email address' }));
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(details.email);
  } else {
    await press(page, page.getByRole('button', { name: 'Log in with username' }));
    await tabTo(page, page.getByLabel('Username', { exact: true }));
    await page.keyboard.type(details.username);
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByLabel('School username'))).toBe(true);
    await page.keyboard.type(details.school);
  }
  await tabTo(page, page.getByLabel('Password'));
  await page.keyboard.type(details.password);
  await page.keyboard.press('Enter');
  await waitForLanding(page);
}

/** Follows a menu link by keyboard from the top of the page. */
async function goByMenu(page: Page, name: string, heading = name): Promise<void> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await press(page, page.getByRole('navigation').getByRole('link', { name, exact: true }));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

describe('keyboard-only journeys', () => {
  it('a pupil logs in, rates a skill with the arrow keys and saves a statement', async () => {
    const { page } = app.browser;
    await logInByKeyboard(page, PUPIL);
    await goByMenu(page, 'Self Assessment');
    await chooseByKeyboard(page, selectNamed(page, 'Project'), 'Year 10 Skills');
    const listening = page.getByRole('slider', { name: 'Listening' });
    await listening.waitFor();
    const before = Number(await listening.inputValue());
    await tabTo(page, listening);
    await page.keyboard.press(before === 10 ? 'ArrowLeft' : 'ArrowRight');
    await sawSaved(page);
    expect(Number(await listening.inputValue())).toBe(before === 10 ? 9 : before + 1);

    // A rise of 2 or more over the last round puts "What shows this?" between the two.
    const statement = page.getByLabel('Listening: statement');
    await tabTo(page, statement, { max: 4 });
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('I listen and then ask a question.');
    await page.keyboard.press('Tab');
    await sawSaved(page);

    // The Add New Assessment modal: opened by keyboard, focus trapped, Escape gives it back.
    await checkDialog(
      page,
      page.getByRole('button', { name: 'Add New', exact: true }),
      page.getByRole('dialog', { name: 'Add New Assessment' }),
    );
    await page.reload();
    await chooseByKeyboard(page, selectNamed(page, 'Project'), 'Year 10 Skills');
    expect(await page.getByLabel('Listening: statement').inputValue()).toBe(
      'I listen and then ask a question.',
    );
  });

  it('a pupil adds a development area and a next step and marks it done', async () => {
    const { page } = app.browser;
    await logInByKeyboard(page, PUPIL);
    await goByMenu(page, 'Personal Plan');
    await chooseByKeyboard(page, selectNamed(page, 'Project'), 'Year 10 Skills');
    await page.getByRole('rowheader', { name: 'Speaking' }).waitFor();

    const add = page.getByRole('button', { name: 'Add', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Development Area' });
    await press(page, add);
    await expectFocusTrapped(page, dialog);
    await chooseByKeyboard(page, selectNamed(dialog, 'Area for development'), 'Creativity');
    await tabTo(page, dialog.getByLabel('Reason'));
    await page.keyboard.type('To have more ideas of my own.');
    await press(page, dialog.getByRole('button', { name: 'Save', exact: true }));
    await sawSaved(page);

    await press(page, dialog.getByRole('button', { name: 'Add Next Step' }));
    await tabTo(page, dialog.getByLabel('Next step', { exact: true }));
    await page.keyboard.type('Join the design club');
    await press(page, dialog.getByRole('button', { name: 'Save next step' }));
    const step = 'Join the design club';
    await dialog.getByRole('list', { name: 'Next Steps' }).getByText(step).waitFor();
    await press(page, dialog.getByRole('button', { name: `Mark Complete: ${step}` }));
    await dialog.getByRole('list', { name: 'What I Have Done' }).getByText(step).waitFor();

    await expectEscapeReturnsFocus(page, dialog, add);
    await page.getByRole('rowheader', { name: 'Creativity' }).waitFor();
  });

  it('a pupil writes a note', async () => {
    const { page } = app.browser;
    await logInByKeyboard(page, PUPIL);
    await goByMenu(page, 'My Notes');
    await tabTo(page, page.getByLabel('Title/Subject'));
    await page.keyboard.type('Typed without a mouse');
    await page.keyboard.press('Tab');
    expect(await hasFocus(page.getByLabel('Note text'))).toBe(true);
    await page.keyboard.type('Every key press counts.');
    await press(page, page.getByRole('button', { name: 'Save', exact: true }));
    await sawSaved(page);
    await page.getByRole('article', { name: 'Typed without a mouse' }).waitFor();
  });

  it('a pupil filters resources and downloads one', async () => {
    const { page } = app.browser;
    await logInByKeyboard(page, PUPIL);
    await goByMenu(page, 'Resources');
    await page.getByRole('rowheader', { name: 'Careers websites' }).waitFor();
    await chooseByKeyboard(page, selectNamed(page, 'Tag'), 'Careers');
    await page.getByRole('rowheader', { name: 'Skills audit worksheet' }).waitFor({
      state: 'detached',
    });
    await tabTo(page, page.getByLabel('Keyword'));
    await page.keyboard.type('careers');
    const link = page.getByRole('link', { name: /careers-websites\.txt/ });
    await tabTo(page, link);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.keyboard.press('Enter'),
    ]);
    expect((await readFile(await download.path())).length).toBeGreaterThan(0);
  });

  it('the head adds a user and imports a CSV', async () => {
    const { page } = app.browser;
    await logInByKeyboard(page, HEAD);
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    const grid = page.getByRole('grid', { name: 'Users' });
    await grid.getByRole('rowheader', { name: 'teacher' }).waitFor();

    const addUser = page.getByRole('button', { name: 'Add New User' });
    const modal = page.getByRole('dialog', { name: 'Add New User' });
    await press(page, addUser);
    await expectFocusTrapped(page, modal);
    await tabTo(page, modal.getByLabel('Username', { exact: true }));
    await page.keyboard.type('keyboarduser');
    await tabTo(page, modal.getByLabel('First name'));
    await page.keyboard.type('Kay');
    await tabTo(page, modal.getByLabel('Last name'));
    await page.keyboard.type('Board');
    await tabTo(page, modal.getByLabel('Year 10 Skills'));
    await page.keyboard.press('Space');
    await tabTo(page, modal.getByLabel('Password', { exact: true }));
    await page.keyboard.type('Quiet harbour lanterns 42');
    await press(page, modal.getByRole('button', { name: 'Save' }));
    await modal.waitFor({ state: 'detached' });
    await grid.getByRole('rowheader', { name: 'keyboarduser' }).waitFor();

    const importUsers = page.getByRole('button', { name: 'Import users' });
    const dialog = page.getByRole('dialog', { name: 'Import users' });
    await press(page, importUsers);
    await expectFocusTrapped(page, dialog);
    await tabTo(page, dialog.getByRole('button', { name: 'Choose a file: CSV file of users' }));
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.keyboard.press('Enter'),
    ]);
    await chooser.setFiles({
      name: 'class.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'username,first name,last name,email,projects,password\r\nkbd.one,Kim,One,,Year 10 Skills,\r\n',
      ),
    });
    await dialog.getByText('All 1 rows can be added', { exact: false }).waitFor();
    await press(page, dialog.getByRole('button', { name: 'Save' }));
    await dialog.getByRole('region', { name: 'Logins', exact: true }).waitFor({ timeout: 30_000 });
    await expectEscapeReturnsFocus(page, dialog, importUsers);
    await grid.getByRole('rowheader', { name: 'kbd.one' }).waitFor();
  });

  it('the head edits a user from the grid with the arrow keys', async () => {
    const { page } = app.browser;
    await logInByKeyboard(page, HEAD);
    await page.goto(`${app.server.url}/app/admin/manageUsers`);
    const grid = page.getByRole('grid', { name: 'Users' });
    const row = grid
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'teacher', exact: true }) });
    const edit = row.getByRole('button', { name: 'Edit teacher', exact: true });
    const dialog = page.getByRole('dialog', { name: 'Edit User' });
    await gridTo(page, grid, row, edit);
    await page.keyboard.press('Enter');
    await expectFocusTrapped(page, dialog);
    await expectEscapeReturnsFocus(page, dialog, edit);
  });

  it('the global admin changes school', async () => {
    const { page } = app.browser;
    await logInByKeyboard(page, GLOBAL_ADMIN);
    const change = page.getByRole('button', { name: 'Change School' });
    const dialog = page.getByRole('dialog', { name: 'Change School' });
    await checkDialog(page, change, dialog);

    await press(page, change);
    await expectFocusTrapped(page, dialog);
    await tabTo(page, dialog.getByLabel('Search schools'));
    await page.keyboard.type('River');
    await press(page, dialog.getByRole('button', { name: /^Riverside Primary/ }));
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('banner').getByText('Riverside Primary').waitFor();
  });
});

interface DialogCase {
  path: string;
  opener: string | RegExp;
  dialog: string;
  role?: 'dialog' | 'alertdialog';
}

/** The modals not met on the journeys above, by who opens them. */
const MORE_DIALOGS: [string, LoginDetails, DialogCase[]][] = [
  [
    'pupil',
    PUPIL,
    [{ path: '/mynotes', opener: /^Delete /, dialog: 'Are you sure', role: 'alertdialog' }],
  ],
  [
    'head',
    HEAD,
    [
      { path: '/admin/manageProjects', opener: 'Add Project', dialog: 'Add Project' },
      {
        path: '/admin/manageResources',
        opener: 'Upload New Resource',
        dialog: 'Upload New Resource',
      },
    ],
  ],
  [
    'global admin',
    GLOBAL_ADMIN,
    [{ path: '/globaladmin', opener: 'Add School', dialog: 'Add School' }],
  ],
];

describe('every other modal, by keyboard', () => {
  it.each(MORE_DIALOGS)(
    'opens, traps focus and gives it back on Escape, as the %s',
    async (_, login, cases) => {
      const { page } = app.browser;
      await logInByKeyboard(page, login);
      for (const { path, opener, dialog, role = 'dialog' } of cases) {
        await page.goto(`${app.server.url}/app${path}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        await checkDialog(
          page,
          page.getByRole('button', { name: opener, exact: true }).first(),
          page.getByRole(role, { name: dialog }),
        );
      }
    },
  );
});
