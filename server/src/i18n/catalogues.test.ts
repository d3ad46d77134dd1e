/**
 * The wire and server catalogues against each other: Welsh has every English message (and
 * English every Welsh one), plurals in every form their language counts in, the same
 * `{{values}}` in both; and one English text means one Welsh text, since a reply is put into
 * Welsh by finding its English.
 */
import { WIRE_CATALOGUES, type WireCatalogue } from '@skillfolio/shared/wire';
import { SERVER_CATALOGUES } from './serverTexts';

const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const variables = (text: string) =>
  [...new Set([...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]))].sort().join(',');
const FORMS = {
  en: new Intl.PluralRules('en').resolvedOptions().pluralCategories,
  cy: new Intl.PluralRules('cy').resolvedOptions().pluralCategories,
};

function flatten(
  catalogue: WireCatalogue | readonly string[],
  prefix = '',
  into = new Map<string, string>(),
) {
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') into.set(full, value);
    else flatten(value as WireCatalogue, full, into);
  }
  return into;
}

describe.each([
  ['wire', WIRE_CATALOGUES],
  ['server', SERVER_CATALOGUES],
] as const)('the %s catalogues', (_name, catalogues) => {
  const en = flatten(catalogues.en);
  const cy = flatten(catalogues.cy);

  it('hold the same messages in English and Welsh', () => {
    const bases = (messages: Map<string, string>) => new Set([...messages.keys()].map(base));
    expect([...bases(cy)].sort()).toEqual([...bases(en)].sort());
    expect(en.size).toBeGreaterThan(20);
  });

  it('have every plural form of their language', () => {
    const missing: string[] = [];
    for (const [language, messages] of [
      ['en', en],
      ['cy', cy],
    ] as const) {
      const plurals = new Set([...messages.keys()].filter((k) => PLURAL.test(k)).map(base));
      for (const key of plurals) {
        for (const form of FORMS[language]) {
          if (!messages.has(`${key}_${form}`)) missing.push(`${language} ${key}_${form}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('name the same {{values}} in Welsh as in English', () => {
    const of = (messages: Map<string, string>, key: string) =>
      [...new Set([...messages].filter(([k]) => base(k) === key).map(([, v]) => variables(v)))]
        .sort()
        .join(' | ');
    const differ = [...new Set([...en.keys()].map(base))]
      .filter((key) => of(en, key) !== of(cy, key))
      .map((key) => `${key}: ${of(en, key)} / ${of(cy, key)}`);
    expect(differ).toEqual([]);
  });
});

it('says each English text in one Welsh way, across the wire and server catalogues', () => {
  const welshOf = new Map<string, Set<string>>();
  for (const catalogues of [WIRE_CATALOGUES, SERVER_CATALOGUES]) {
    const cy = flatten(catalogues.cy);
    for (const [key, english] of flatten(catalogues.en)) {
      if (PLURAL.test(key)) continue;
      const welsh = cy.get(key);
      if (welsh === undefined) continue;
      welshOf.set(english, (welshOf.get(english) ?? new Set()).add(welsh));
    }
  }
  const ambiguous = [...welshOf].filter(([, welsh]) => welsh.size > 1).map(([english]) => english);
  expect(ambiguous).toEqual([]);
});
