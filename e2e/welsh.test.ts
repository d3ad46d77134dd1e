/**
 * The whole app in Welsh. Every screen of every role is opened in Welsh, and every text a
 * person meets there (drawn, read out, or in a label or hint) must be one of the Welsh
 * catalogue's messages or something the school typed: an English word left on a Welsh
 * screen, a hard-coded text, or a missing key (i18next shows the key) fails, and the page's
 * `lang` must be cy. The same check in English (and each heading the SPEC's) runs in
 * reflow.test.ts, which opens every screen already. Logged out, the page follows the
 * browser's language; the header's switch carries a person's choice to their next login.
 */
import { chromium, type Page } from 'playwright-core';
import type { TextCheck } from './support/catalogueText';
import { setUpServerAndBrowser } from './support/harness';
import { loginAs } from './support/login';
import { languageProblems, textCheck } from './support/screenLanguage';
import { allScreens, LOGINS, ROLES_FOR, type Role, type ScreenEntry } from './support/screenTables';

const app = setUpServerAndBrowser();

const ROLE_ORDER: Role[] = ['visitor', 'pupil', 'parent', 'teacher', 'head', 'globalAdmin'];
const SWITCH_TO = { en: 'English', cy: 'Cymraeg' } as const;

function screensOf(role: Role): ScreenEntry[] {
  const screens = allScreens();
  const own = screens.filter((screen) => ROLES_FOR[screen.access].includes(role));
  const dashboard = screens.find((screen) => screen.path === '/dashboard');
  return role === 'visitor' || own.some((screen) => screen.path === '/dashboard') || !dashboard
    ? own
    : [dashboard, ...own];
}

async function open(page: Page, path: string): Promise<void> {
  await page.goto(`${app.server.url}/app${path}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Read once nothing is loading: every load shows the kit's spinner until its data is in.
  // (The network's half-second of quiet, on each of ~55 screens, cost the suite ~15 s.)
  await page.waitForFunction(() => document.querySelector('.sf-spinner') === null);
}

/** Presses the header's switch to `language` unless the page is in it already. */
async function switchTo(page: Page, language: 'en' | 'cy'): Promise<void> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang === language) return;
  await page.getByRole('button', { name: SWITCH_TO[language], exact: true }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
  await page.waitForLoadState('networkidle');
}

let welsh: TextCheck;
let visited = 0;
beforeAll(() => {
  welsh = textCheck('cy', app.server.dataDir);
});
afterAll(() => console.log(`Welsh: ${visited} screen × role combinations read.`));

describe('every screen of every role in Welsh', () => {
  it.each(ROLE_ORDER)('as %s', async (role) => {
    const { page } = app.browser;
    // A choice kept in this browser by the last walk is forgotten first (on our origin).
    await open(page, '/');
    await page.evaluate(() => localStorage.clear());
    if (role === 'visitor') await open(page, '/');
    else await loginAs(page, app.server.url, LOGINS[role]);
    await switchTo(page, 'cy');
    const problems: string[] = [];
    for (const { path } of screensOf(role)) {
      await open(page, path);
      visited += 1;
      problems.push(...(await languageProblems(page, welsh, 'cy', path)));
    }
    // Back to the school's default for the next walk.
    if (role !== 'visitor') await switchTo(page, 'en');
    expect([...new Set(problems)]).toEqual([]);
  });
});

describe('choosing the language', () => {
  it('logged out, follows the browser’s language; the switch is kept for the next visit', async () => {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
    });
    try {
      const context = await browser.newContext({ locale: 'cy-GB' });
      const page = await context.newPage();
      await open(page, '/public/login');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
      await switchTo(page, 'en');
      await open(page, '/public/login');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
      await context.close();
    } finally {
      await browser.close();
    }
  });

  it('a pupil’s choice is theirs at the next login, on any computer', async () => {
    const { page, context } = app.browser;
    await loginAs(page, app.server.url, LOGINS.pupil);
    await switchTo(page, 'cy');
    // Another computer: nothing kept in this browser. Leave the page first, or its calls,
    // answered Not Authenticated once the cookie is gone, race the next login's navigation.
    await page.evaluate(() => localStorage.clear());
    await page.goto('about:blank');
    await context.clearCookies();
    await loginAs(page, app.server.url, LOGINS.pupil);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    await switchTo(page, 'en');
  });
});
