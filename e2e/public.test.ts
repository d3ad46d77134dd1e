import { setUpServerAndBrowser } from './support/harness';

const app = setUpServerAndBrowser();

describe('the public area', () => {
  it('redirects / to the landing page, which links to log in and register', async () => {
    await app.browser.page.goto(`${app.server.url}/`);
    await app.browser.page.waitForURL(`${app.server.url}/app/`);
    await app.browser.page
      .getByRole('heading', { level: 1, name: /see, plan and prove their skills/ })
      .waitFor();
    const main = app.browser.page.locator('main');
    await main.getByRole('link', { name: 'Log in' }).waitFor();
    await main.getByRole('link', { name: 'Register' }).waitFor();
    const menu = await app.browser.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link')
      .allInnerTexts();
    expect(menu).toEqual(['Home', 'Login', 'Register']);
  });

  it('offers the two ways to register', async () => {
    await app.browser.page.goto(`${app.server.url}/app/public/register`);
    await app.browser.page.getByRole('link', { name: /Register your school/ }).click();
    await app.browser.page.waitForURL('**/app/public/register/school');
    await app.browser.page.goto(`${app.server.url}/app/public/register`);
    await app.browser.page.getByRole('link', { name: /Register as a home user/ }).click();
    await app.browser.page
      .getByRole('heading', { level: 1, name: 'Register as a home user' })
      .waitFor();
  });

  it('shows the not-authorised texts', async () => {
    await app.browser.page.goto(`${app.server.url}/app/public/notauthorised`);
    await app.browser.page.getByRole('heading', { level: 1, name: 'Not authorised' }).waitFor();
    await app.browser.page.getByText('Your account does not have access to this page.').waitFor();
  });

  it('shows the landing page for any unknown path', async () => {
    await app.browser.page.goto(`${app.server.url}/app/public/no-such-page`);
    await app.browser.page
      .getByRole('heading', { level: 1, name: /see, plan and prove their skills/ })
      .waitFor();
    await app.browser.page.goto(`${app.server.url}/app/some/other/path`);
    await app.browser.page
      .getByRole('heading', { level: 1, name: /see, plan and prove their skills/ })
      .waitFor();
  });

  it('sends a visitor who opens a signed-in screen to the login page', async () => {
    await app.browser.page.goto(`${app.server.url}/app/personalplan`);
    await app.browser.page.waitForURL('**/app/public/login?returnUrl=**');
    await app.browser.page.getByRole('button', { name: 'Log in with email address' }).waitFor();
  });

  it('logs nothing to the console on the landing page but the 401 of the first user check', async () => {
    const messages: string[] = [];
    app.browser.page.on('console', (message) => {
      // Nobody is logged in, so GetCurrentUser answers 401 Not Authenticated as the SPEC
      // says, and Chromium reports every 4xx resource; that one is expected.
      if (message.location().url.endsWith('/api/User/GetCurrentUser')) return;
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    await app.browser.page.goto(`${app.server.url}/app/`);
    await app.browser.page.getByRole('heading', { level: 1 }).waitFor();
    expect(messages).toEqual([]);
  });
});
