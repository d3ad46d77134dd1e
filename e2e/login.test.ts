import { openBrowser, type Browser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import { fillLogin, GLOBAL_ADMIN, HEAD, HOME_USER, loginAs, PARENT, PUPIL, RIVERSIDE_HEAD } from './support/login';

const LEARNER_MENU = ['Dashboard', 'Self Assessment', 'Personal Plan', 'My Evidence', 'My Notes', 'Project Evidence', 'Resources'];

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await openBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

beforeEach(async () => {
  await browser.context.clearCookies();
});

async function headerText(): Promise<string> {
  return (await browser.page.locator('header').innerText()).replace(/\s+/g, ' ');
}

async function menuLinks(): Promise<string[]> {
  return browser.page.getByRole('navigation', { name: 'Main' }).locator('a, button').allInnerTexts();
}

describe('logging in', () => {
  it('logs the pupil in by username and shows the learner header and menu', async () => {
    await loginAs(browser.page, server.url, PUPIL);
    expect(await headerText()).toContain('Logged in as Pat Pupil at Demo Academy');
    expect(await headerText()).not.toContain('Change School');
    expect(await headerText()).toContain('Logout');
    expect((await menuLinks()).map((s) => s.trim())).toEqual(LEARNER_MENU);
    await browser.page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  });

  it('marks a parent login as a read-only Parent Account', async () => {
    await loginAs(browser.page, server.url, PARENT);
    expect(await headerText()).toContain('Logged in as Pat Pupil (Parent Account) at Demo Academy');
    expect((await menuLinks()).map((s) => s.trim())).toEqual(LEARNER_MENU);
  });

  it('gives the school admin the Admin dropdown but not the Global Admin one', async () => {
    await loginAs(browser.page, server.url, HEAD);
    expect(await headerText()).toContain('Logged in as Hannah Head at Demo Academy');
    const links = (await menuLinks()).map((s) => s.replace('▾', '').trim());
    expect(links).toEqual([...LEARNER_MENU, 'Admin']);
    await browser.page.getByRole('button', { name: 'Admin' }).click();
    const items = await browser.page.getByRole('menuitem').allInnerTexts();
    expect(items).toEqual(['Manage Users', 'Manage Resources', 'Manage Projects', 'Manage Success Criteria']);
    await browser.page.keyboard.press('Escape');
  });

  it('logs the global admin in by email with both admin dropdowns and Change School', async () => {
    await loginAs(browser.page, server.url, GLOBAL_ADMIN);
    expect(await headerText()).toContain('Logged in as Ada Admin at Demo Academy');
    expect(await headerText()).toContain('Change School');
    const links = (await menuLinks()).map((s) => s.replace('▾', '').trim());
    expect(links).toEqual([...LEARNER_MENU, 'Admin', 'Global Admin']);
    await browser.page.getByRole('button', { name: 'Global Admin' }).click();
    expect(await browser.page.getByRole('menuitem').allInnerTexts()).toEqual(['Manage Schools', 'Manage Global Resources']);
    await browser.page.getByRole('menuitem', { name: 'Manage Schools' }).click();
    await browser.page.getByRole('heading', { level: 1, name: 'Manage Schools' }).waitFor();
  });

  it('logs a home user in with a blank school username and names no school', async () => {
    await loginAs(browser.page, server.url, HOME_USER);
    const header = await headerText();
    expect(header).toContain('Logged in as Holly Home');
    expect(header).not.toContain(' at ');
  });

  it('logs the Riverside head into Riverside Primary, not Demo Academy', async () => {
    await loginAs(browser.page, server.url, RIVERSIDE_HEAD);
    expect(await headerText()).toContain('Logged in as Rita River at Riverside Primary');
  });

  it('shows Incorrect Login for a wrong password and stays on the login page', async () => {
    await fillLogin(browser.page, server.url, { ...PUPIL, password: 'wrong-password' });
    await browser.page.getByLabel('Password').press('Enter');
    await browser.page.getByText('Incorrect Login').waitFor();
    expect(browser.page.url()).toContain('/app/public/login');
  });

  it('does not let a user whose login is switched off log in', async () => {
    await fillLogin(browser.page, server.url, { username: 'locked', school: 'demoacademy', password: 'demo-password' });
    await browser.page.getByRole('button', { name: 'Login', exact: true }).click();
    await browser.page.getByText('Incorrect Login').waitFor();
  });

  it('submits with the Enter key', async () => {
    await fillLogin(browser.page, server.url, GLOBAL_ADMIN);
    await browser.page.getByLabel('Password').press('Enter');
    await browser.page.waitForURL('**/app/dashboard');
  });

  it('goes back to the choice of login mode with Change', async () => {
    await browser.page.goto(`${server.url}/app/public/login`);
    await browser.page.getByRole('button', { name: 'Log in with username' }).click();
    await browser.page.getByLabel('School username').waitFor();
    await browser.page.getByRole('button', { name: 'Change' }).click();
    await browser.page.getByRole('button', { name: 'Log in with email address' }).waitFor();
  });
});

describe('logging out', () => {
  it('asks Are you sure, goes back on Cancel, and logs out on Logout', async () => {
    await loginAs(browser.page, server.url, PUPIL);
    await browser.page.getByRole('link', { name: 'Logout' }).click();
    await browser.page.getByRole('heading', { name: 'Are you sure?' }).waitFor();
    await browser.page.getByRole('button', { name: 'Cancel' }).click();
    await browser.page.waitForURL('**/app/dashboard');

    await browser.page.getByRole('link', { name: 'Logout' }).click();
    await browser.page.getByRole('button', { name: 'Logout' }).click();
    await browser.page.getByRole('link', { name: 'Login' }).waitFor();
    expect(browser.page.url()).toMatch(new RegExp(`^${server.url}/app/?$`));
    expect(await headerText()).not.toContain('Logged in as');

    // The session is gone on the server too: a signed-in screen sends the visitor to log in.
    await browser.page.goto(`${server.url}/app/selfassessment`);
    await browser.page.waitForURL('**/app/public/login**');
  });
});
