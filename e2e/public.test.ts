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

  it('logs nothing to the console on an anonymous load: not being logged in is no error', async () => {
    const messages: string[] = [];
    const answers: string[] = [];
    app.browser.page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') {
        messages.push(`${message.text()} (${message.location().url})`);
      }
    });
    app.browser.page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/'))
        answers.push(`${new URL(response.url()).pathname} ${response.status()}`);
    });
    for (const path of ['/app/', '/app/public/login', '/app/public/register']) {
      await app.browser.page.goto(`${app.server.url}${path}`);
      await app.browser.page.getByRole('heading', { level: 1 }).waitFor();
      // The page itself said nobody is logged in: the shell asked no one, and drew no user.
      const boot = await app.browser.page.locator('#sf-boot').textContent();
      expect(JSON.parse(boot ?? '{}')).toMatchObject({ currentUser: null });
    }
    expect(messages).toEqual([]);
    expect(
      answers.filter((answer) => answer.includes('GetCurrentUser') || / 401$/.test(answer)),
    ).toEqual([]);
  });
});
