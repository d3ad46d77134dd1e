/**
 * What of a screen is not in the language it should be: the page's `lang`, every text a
 * person meets (screenText.ts) against that language's catalogues (catalogueText.ts), and in
 * English the heading the areas' tables give it (the SPEC's words).
 */
import type { Page } from 'playwright-core';
import { allMessages, TextCheck } from './catalogueText';
import { schoolTypedTexts } from './schoolTyped';
import { collectScreenText } from './screenText';
import { allScreens } from './screenTables';

export type Language = 'en' | 'cy';

/**
 * Words left in English, each with why. React Aria names its drop zone's hidden button
 * "DropZone" in the locales it ships, and it ships no Welsh.
 */
const KNOWN = ['DropZone'];

export function textCheck(language: Language, dataDir: string): TextCheck {
  return new TextCheck(allMessages(language), schoolTypedTexts(dataDir));
}

const TITLES = new Map(allScreens().map((screen) => [screen.path, screen.title]));

export async function languageProblems(
  page: Page,
  check: TextCheck,
  language: Language,
  path: string,
): Promise<string[]> {
  const problems: string[] = [];
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) problems.push(`${path}: <html lang="${lang}">`);
  // The landing page's table title is the product's name, its heading a welcome.
  const title = TITLES.get(path);
  if (language === 'en' && path !== '/' && title !== undefined) {
    const heading = await page.getByRole('heading', { level: 1 }).first().textContent();
    if (heading !== title) problems.push(`${path}: <h1> “${heading}”, not “${title}”`);
  }
  for (const { text, in: where, marked } of await page.evaluate(collectScreenText)) {
    if (marked || KNOWN.includes(text.trim())) continue;
    if (!check.accepts(text)) problems.push(`${path}: ${where} “${text.trim()}”`);
  }
  return problems;
}
