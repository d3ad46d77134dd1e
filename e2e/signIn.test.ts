/**
 * Sign-in with the school's Google account in Chromium, through a real local OpenID provider
 * (the `oidc-provider` package, server/test/support/oidcProvider.ts) standing in for Google:
 * the head turns it on in Sign-in Settings; a pupil and a teacher sign in through the
 * provider's own pages; then the refusals: an address outside the school's domains, an
 * unverified one, a school that has not turned it on, a tampered state, a replayed code.
 */
import type { Page } from 'playwright-core';
import { SIGN_IN_REFUSALS } from '../shared/src/wire/signInTexts';
import { startOidcProvider, type TestProvider } from '../server/test/support/oidcProvider';
import { neverAudit } from './support/accessibility';
import { setUpServerAndBrowser } from './support/harness';
import { HEAD, loginAs } from './support/login';
import { freePort } from './support/server';

let provider: TestProvider | undefined;

const app = setUpServerAndBrowser(async () => {
  // The provider must know where to send the browser back, so the port is chosen first.
  const port = await freePort();
  provider = await startOidcProvider(
    {
      pupil: { email: 'pupil@demoacademy.test', email_verified: true },
      teacher: { email: 'Teacher@DemoAcademy.test', email_verified: true },
      stranger: { email: 'pupil@elsewhere.test', email_verified: true },
      unverified: { email: 'pupil@demoacademy.test', email_verified: false },
    },
    [`http://127.0.0.1:${port}/api/public/signin/return`],
  );
  // Google's pages are not ours to audit; nor are these, which stand in for them.
  neverAudit(provider.issuer);
  return {
    port,
    env: {
      SSO_GOOGLE_CLIENT_ID: provider.clientId,
      SSO_GOOGLE_CLIENT_SECRET: provider.clientSecret,
      SSO_GOOGLE_ISSUER: provider.issuer,
    },
  };
});
afterAll(async () => {
  await provider?.stop();
});

function issuer(): string {
  if (provider === undefined) throw new Error('The provider starts in beforeAll');
  return provider.issuer;
}

/** The stand-in's pages ask for a web font; nothing here reaches the internet, so say no at once. */
async function noWebFonts(page: Page): Promise<void> {
  await page.route('https://fonts.googleapis.com/**', (route) => route.abort());
}

beforeEach(() => noWebFonts(app.browser.page));

async function openLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`${app.server.url}/app/public/login${query}`);
  await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
}

/** From the login page: the school's username, Sign in with Google, and on to the provider. */
async function startAtGoogle(page: Page, school: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Or sign in with your school account' });
  await form.getByRole('textbox', { name: 'School username' }).fill(school);
  await form.getByRole('button', { name: 'Sign in with Google' }).click();
}

/** At the provider's development pages: its login (any password) and its consent. */
async function signInAtProvider(page: Page, account: string): Promise<void> {
  await page.waitForURL((url) => url.href.startsWith(issuer()));
  await page.locator('input[name="login"]').fill(account);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function headerText(page: Page): Promise<string> {
  return (await page.locator('header').innerText()).replace(/\s+/g, ' ');
}

async function refusalSaid(page: Page, text: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Or sign in with your school account' });
  await form.getByRole('alert').filter({ hasText: text }).waitFor();
  expect(await headerText(page)).not.toContain('Logged in as');
}

describe("signing in with the school's Google account", () => {
  it('the head turns Google on for the school in Sign-in Settings', async () => {
    const { page } = app.browser;
    await loginAs(page, app.server.url, HEAD);
    await page.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign-in Settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign-in Settings' }).waitFor();
    const google = page.getByRole('form', { name: 'Google' });
    await google.getByText('Sign in with Google', { exact: true }).click();
    await google.getByRole('textbox', { name: 'School e-mail domains' }).fill('demoacademy.test');
    await google.getByRole('button', { name: 'Save Google settings' }).click();
    await page.getByText('Saved', { exact: true }).waitFor();
    expect(await google.getByRole('switch', { name: 'Sign in with Google' }).isChecked()).toBe(
      true,
    );
  });

  it('signs the pupil in through Google and lands on their dashboard', async () => {
    const { page } = app.browser;
    await openLogin(page);
    await startAtGoogle(page, 'demoacademy');
    await signInAtProvider(page, 'pupil');
    await page.waitForURL(`${app.server.url}/app/dashboard`);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    expect(await headerText(page)).toContain('Logged in as Pat Pupil at Demo Academy');
  });

  it('signs the teacher in (e-mail matched whatever its case) and back to the page that sent them', async () => {
    const { page } = app.browser;
    // The class view sends a visitor to log in, with itself to come back to.
    await page.goto(`${app.server.url}/app/class`);
    await page.waitForURL(/\/app\/public\/login\?returnUrl=/);
    await startAtGoogle(page, 'demoacademy');
    await signInAtProvider(page, 'teacher');
    await page.waitForURL(`${app.server.url}/app/class`);
    await page.getByRole('heading', { level: 1, name: 'Class View' }).waitFor();
    expect(await headerText(page)).toContain('Logged in as Tom Teacher at Demo Academy');
  });

  it("refuses an address outside the school's domains, and an unverified one", async () => {
    const { page } = app.browser;
    await openLogin(page);
    await startAtGoogle(page, 'demoacademy');
    await signInAtProvider(page, 'stranger');
    await page.waitForURL(/\/app\/public\/login\?signIn=noAccount$/);
    await refusalSaid(page, SIGN_IN_REFUSALS.noAccount);

    // Another person at the same computer: the provider's session of the last one is gone
    // (Google would show its account chooser; this stand-in would sign the last one in again).
    await app.browser.context.clearCookies();
    await startAtGoogle(page, 'demoacademy');
    await signInAtProvider(page, 'unverified');
    await page.waitForURL(/\/app\/public\/login\?signIn=unverified$/);
    await refusalSaid(page, SIGN_IN_REFUSALS.unverified);
  });

  it('refuses a school that has not turned Google on, before going to Google', async () => {
    const { page } = app.browser;
    await openLogin(page);
    await startAtGoogle(page, 'riverside');
    await page.waitForURL(/\/app\/public\/login\?signIn=offForSchool$/);
    await refusalSaid(page, SIGN_IN_REFUSALS.offForSchool);
    expect(app.browser.requests.some((url) => url.startsWith(issuer()))).toBe(false);
  });

  it('refuses a tampered state and a code used twice', async () => {
    const { page } = app.browser;
    // Keeps the provider's answer (code and state) as the browser brings it back.
    const returns: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/public/signin/return?')) returns.push(request.url());
    });
    await openLogin(page);
    await startAtGoogle(page, 'demoacademy');
    await signInAtProvider(page, 'pupil');
    await page.waitForURL(`${app.server.url}/app/dashboard`);
    const [answer] = returns;
    if (answer === undefined) throw new Error('The provider sent the browser nowhere');

    // Another browser session replays the same answer: the code is spent, the state taken.
    await page.goto('about:blank');
    await app.browser.context.clearCookies();
    await page.goto(answer);
    await page.waitForURL(/\/app\/public\/login\?signIn=failed$/);
    await refusalSaid(page, SIGN_IN_REFUSALS.failed);

    // A state of someone's making, with the code of the answer.
    const tampered = new URL(answer);
    tampered.searchParams.set('state', `${tampered.searchParams.get('state') ?? ''}x`);
    await page.goto(tampered.href);
    await page.waitForURL(/\/app\/public\/login\?signIn=failed$/);
    await refusalSaid(page, SIGN_IN_REFUSALS.failed);
  });
});
