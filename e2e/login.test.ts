import {
  fillLogin,
  GLOBAL_ADMIN,
  HEAD,
  HOME_USER,
  loginAs,
  PARENT,
  PUPIL,
  RIVERSIDE_HEAD,
} from './support/login';
import { setUpServerAndBrowser } from './support/harness';

const LEARNER_MENU = [
  'Dashboard',
  'Self Assessment',
  'Personal Plan',
  'My Evidence',
  'My Notes',
  'Project Evidence',
  'Resources',
  'Profile',
];

const app = setUpServerAndBrowser();

async function headerText(): Promise<string> {
  return (await app.browser.page.locator('header').innerText()).replace(/\s+/g, ' ');
}

async function menuLinks(): Promise<string[]> {
  return app.browser.page
    .getByRole('navigation', { name: 'Main' })
    .locator('a, button')
    .allInnerTexts();
}

describe('logging in', () => {
  it('logs the pupil in by username and shows the learner header and menu', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    expect(await headerText()).toContain('Logged in as Pat Pupil at Demo Academy');
    expect(await headerText()).not.toContain('Change School');
    expect(await headerText()).toContain('Logout');
    expect((await menuLinks()).map((s) => s.trim())).toEqual(LEARNER_MENU);
    await app.browser.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('marks a parent login as a read-only Parent Account', async () => {
    await loginAs(app.browser.page, app.server.url, PARENT);
    expect(await headerText()).toContain('Logged in as Pat Pupil (Parent Account) at Demo Academy');
    expect((await menuLinks()).map((s) => s.trim())).toEqual(LEARNER_MENU);
  });

  it('gives the school admin the Admin dropdown but not the Global Admin one', async () => {
    await loginAs(app.browser.page, app.server.url, HEAD);
    expect(await headerText()).toContain('Logged in as Hannah Head at Demo Academy');
    const links = (await menuLinks()).map((s) => s.replace('▾', '').trim());
    expect(links).toEqual([...LEARNER_MENU, 'Staff', 'Admin']);
    await app.browser.page.getByRole('button', { name: 'Admin' }).click();
    // The menu's code arrives when its button is first reached for (shared/src/ui/onDemand.ts).
    await app.browser.page.getByRole('menu', { name: 'Admin' }).waitFor();
    const items = await app.browser.page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual([
      'Manage Users',
      'Manage Resources',
      'Manage Projects',
      'Manage Success Criteria',
      'Manage Skills',
      // Beyond the SPEC's five: the school's own year end (year groups, leavers), its
      // roster from the MIS, sign-in with the school's Google or Microsoft accounts, and the
      // language its people read in.
      'Year End',
      'Roster Sync',
      'Sign-in Settings',
      'School Language',
      'Verifiable Profiles',
    ]);
    await app.browser.page.keyboard.press('Escape');
  });

  it('logs the global admin in by email with both admin dropdowns and Change School', async () => {
    await loginAs(app.browser.page, app.server.url, GLOBAL_ADMIN);
    expect(await headerText()).toContain('Logged in as Ada Admin at Demo Academy');
    expect(await headerText()).toContain('Change School');
    const links = (await menuLinks()).map((s) => s.replace('▾', '').trim());
    expect(links).toEqual([...LEARNER_MENU, 'Staff', 'Admin', 'Global Admin']);
    await app.browser.page.getByRole('button', { name: 'Global Admin' }).click();
    await app.browser.page.getByRole('menu', { name: 'Global Admin' }).waitFor();
    expect(await app.browser.page.getByRole('menuitem').allInnerTexts()).toEqual([
      'Manage Schools',
      'Manage Global Resources',
      'Manage Global Skills',
      'Audit Log',
    ]);
    await app.browser.page.getByRole('menuitem', { name: 'Manage Schools' }).click();
    await app.browser.page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
  });

  it('logs a home user in with a blank school username and names no school', async () => {
    await loginAs(app.browser.page, app.server.url, HOME_USER);
    const header = await headerText();
    expect(header).toContain('Logged in as Holly Home');
    expect(header).not.toContain(' at ');
  });

  it('logs the Riverside head into Riverside Primary, not Demo Academy', async () => {
    await loginAs(app.browser.page, app.server.url, RIVERSIDE_HEAD);
    expect(await headerText()).toContain('Logged in as Rita River at Riverside Primary');
  });

  it('shows Incorrect Login for a wrong password and stays on the login page', async () => {
    await fillLogin(app.browser.page, app.server.url, { ...PUPIL, password: 'wrong-password' });
    await app.browser.page.getByLabel('Password').press('Enter');
    await app.browser.page.getByText('Incorrect Login').waitFor();
    expect(app.browser.page.url()).toContain('/app/public/login');
  });

  it('does not let a user whose login is switched off log in', async () => {
    await fillLogin(app.browser.page, app.server.url, {
      username: 'locked',
      school: 'demoacademy',
      password: 'demo-password',
    });
    await app.browser.page.getByRole('button', { name: 'Login', exact: true }).click();
    await app.browser.page.getByText('Incorrect Login').waitFor();
  });

  it('submits with the Enter key', async () => {
    await fillLogin(app.browser.page, app.server.url, GLOBAL_ADMIN);
    await app.browser.page.getByLabel('Password').press('Enter');
    await app.browser.page.waitForURL('**/app/dashboard');
  });

  it('goes back to the choice of login mode with Change', async () => {
    await app.browser.page.goto(`${app.server.url}/app/public/login`);
    await app.browser.page.getByRole('button', { name: 'Log in with username' }).click();
    await app.browser.page.getByLabel('School username').waitFor();
    await app.browser.page.getByRole('button', { name: 'Change' }).click();
    await app.browser.page.getByRole('button', { name: 'Log in with email address' }).waitFor();
  });
});

describe('logging out', () => {
  it('asks Are you sure, goes back on Cancel, and logs out on Logout', async () => {
    await loginAs(app.browser.page, app.server.url, PUPIL);
    await app.browser.page.getByRole('link', { name: 'Logout' }).click();
    await app.browser.page.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await app.browser.page.getByRole('button', { name: 'Cancel' }).click();
    await app.browser.page.waitForURL('**/app/dashboard');

    await app.browser.page.getByRole('link', { name: 'Logout' }).click();
    await app.browser.page.getByRole('button', { name: 'Logout' }).click();
    await app.browser.page.getByRole('link', { name: 'Login' }).waitFor();
    expect(app.browser.page.url()).toMatch(new RegExp(`^${app.server.url}/app/?$`));
    expect(await headerText()).not.toContain('Logged in as');

    // The session is gone on the server too: a signed-in screen sends the visitor to log in.
    await app.browser.page.goto(`${app.server.url}/app/selfassessment`);
    await app.browser.page.waitForURL('**/app/public/login**');
  });
});
