/**
 * The whole app in Welsh and in English. Every screen of every role is opened in each
 * language, and every text a person meets there (drawn, read out, or in a label or hint)
 * must be one of that language's catalogue messages or something the school typed: an
 * English word left on a Welsh screen, a hard-coded text, or a missing key (i18next shows
 * the key) fails. The page's `lang` must say the language. Logged out, the page follows the
 * browser's language; the header's switch carries a person's choice to their next login.
 */
import { chromium, type Page } from 'playwright-core';
import { allMessages, TextCheck } from './support/catalogueText';
import { setUpServerAndBrowser } from './support/harness';
import { loginAs } from './support/login';
import { collectScreenText } from './support/screenText';
import { schoolTypedTexts } from './support/schoolTyped';
import { allScreens, LOGINS, ROLES_FOR, type Role, type ScreenEntry } from './support/screenTables';

const app = setUpServerAndBrowser();

const ROLE_ORDER: Role[] = ['visitor', 'pupil', 'parent', 'teacher', 'head', 'globalAdmin'];
const SWITCH_TO = { en: 'English', cy: 'Cymraeg' } as const;

/**
 * Words left in English, each with why. React Aria names its drop zone's hidden button
 * "DropZone" in the locales it ships, and it ships no Welsh.
 */
const KNOWN = ['DropZone'];

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
  await page.waitForLoadState('networkidle');
}

/** Presses the header's switch to `language` unless the page is in it already. */
async function switchTo(page: Page, language: 'en' | 'cy'): Promise<void> {
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang === language) return;
  await page.getByRole('button', { name: SWITCH_TO[language], exact: true }).click();
  await page.waitForFunction((l) => document.documentElement.lang === l, language);
  await page.waitForLoadState('networkidle');
}

let checks: Record<'en' | 'cy', TextCheck>;
let visited = 0;
beforeAll(() => {
  const typed = schoolTypedTexts(app.server.dataDir);
  checks = {
    en: new TextCheck(allMessages('en'), typed),
    cy: new TextCheck(allMessages('cy'), typed),
  };
});
afterAll(() => console.log(`Languages: ${visited} screen × role × language combinations read.`));

describe.each(['en', 'cy'] as const)('every screen of every role in %s', (language) => {
  it.each(ROLE_ORDER)('as %s', async (role) => {
    const { page } = app.browser;
    // A choice kept in this browser by the last walk is forgotten first (on our origin).
    await open(page, '/');
    await page.evaluate(() => localStorage.clear());
    if (role === 'visitor') await open(page, '/');
    else await loginAs(page, app.server.url, LOGINS[role]);
    await switchTo(page, language);
    const problems: string[] = [];
    for (const { path, title } of screensOf(role)) {
      await open(page, path);
      visited += 1;
      // In English each screen's heading is the SPEC's (the areas' tables hold its words);
      // the landing page's table title is the product's name, its heading a welcome.
      const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
      if (language === 'en' && path !== '/' && heading !== title) {
        problems.push(`${path}: <h1> “${heading}”`);
      }
      const lang = await page.evaluate(() => document.documentElement.lang);
      if (lang !== language) problems.push(`${path}: <html lang="${lang}">`);
      for (const { text, in: where, marked } of await page.evaluate(collectScreenText)) {
        if (marked) continue;
        if (KNOWN.includes(text.trim())) continue;
        if (!checks[language].accepts(text)) problems.push(`${path}: ${where} “${text.trim()}”`);
      }
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
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await loginAs(page, app.server.url, LOGINS.pupil);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('cy');
    await switchTo(page, 'en');
  });
});
