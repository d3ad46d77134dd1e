/**
 * Each screen's title in both languages: the shared `areas` catalogue, from which every
 * screen takes its heading in the page's language, holds in English exactly the words of the
 * areas' own tables (the SPEC's), and a Welsh title for each. Reads files only; no browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { allScreens } from './support/screenTables';
import { REPO } from './support/server';

const titles = (language: string): Record<string, string> =>
  (
    JSON.parse(
      readFileSync(path.join(REPO, 'shared/src/areas/locales', `${language}.json`), 'utf8'),
    ) as { titles: Record<string, string> }
  ).titles;

it('titles every screen of the areas’ tables, in English with the tables’ words', () => {
  const en = titles('en');
  const cy = titles('cy');
  for (const screen of allScreens()) {
    expect([screen.path, en[screen.path]]).toEqual([screen.path, screen.title]);
    expect([screen.path, Boolean(cy[screen.path])]).toEqual([screen.path, true]);
  }
});
