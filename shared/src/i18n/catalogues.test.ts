/**
 * The catalogues of every package against each other and against the code: Welsh has every
 * English message (and English every Welsh one), each plural in all the forms its language
 * counts in, the same `{{values}}` in both, and every key the code asks for exists.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../../..');
const PACKAGES = [
  'shell',
  'shared',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
];

type Catalogue = { [key: string]: string | Catalogue };

function walk(dir: string, visit: (file: string) => void): void {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, visit);
    else visit(full);
  }
}

/** Each locales folder of the browser packages: its namespace, and its two catalogues. */
function localeFolders(): { namespace: string; dir: string }[] {
  const found: { namespace: string; dir: string }[] = [];
  for (const pkg of PACKAGES) {
    walk(path.join(REPO, pkg, 'src'), (file) => {
      if (path.basename(file) !== 'en.json' || path.basename(path.dirname(file)) !== 'locales') {
        return;
      }
      const dir = path.dirname(file);
      const owner = path.basename(path.dirname(dir));
      found.push({ namespace: owner === 'src' ? pkg : owner, dir });
    });
  }
  return found;
}

function flatten(catalogue: Catalogue, prefix = '', into = new Map<string, string>()) {
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.set(full, value);
    else flatten(value, full, into);
  }
  return into;
}

const read = (file: string) => flatten(JSON.parse(readFileSync(file, 'utf8')) as Catalogue);
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, '');
const variables = (text: string) =>
  [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const FORMS = {
  en: new Intl.PluralRules('en').resolvedOptions().pluralCategories,
  cy: new Intl.PluralRules('cy').resolvedOptions().pluralCategories,
};

const folders = localeFolders();

describe('the catalogues', () => {
  it('are found in every package (one namespace per feature folder)', () => {
    expect(folders.length).toBeGreaterThan(30);
    const names = folders.map((f) => f.namespace);
    expect(new Set(names).size).toBe(names.length);
  });

  it.each(folders.map((f) => [f.namespace, f.dir] as const))(
    '%s: Welsh and English have the same messages, plurals in every form, the same values',
    (_namespace, dir) => {
      const en = read(path.join(dir, 'en.json'));
      const cy = read(path.join(dir, 'cy.json'));
      const problems: string[] = [];
      const bases = (messages: Map<string, string>) => new Set([...messages.keys()].map(base));
      const enBases = bases(en);
      const cyBases = bases(cy);
      for (const key of enBases) if (!cyBases.has(key)) problems.push(`not in Welsh: ${key}`);
      for (const key of cyBases) if (!enBases.has(key)) problems.push(`not in English: ${key}`);
      for (const [language, messages] of [
        ['en', en],
        ['cy', cy],
      ] as const) {
        const plurals = [...messages.keys()].filter((key) => PLURAL.test(key)).map(base);
        for (const key of new Set(plurals)) {
          for (const form of FORMS[language]) {
            if (!messages.has(`${key}_${form}`)) problems.push(`${language} ${key}: no _${form}`);
          }
        }
      }
      for (const key of enBases) {
        const of = (messages: Map<string, string>) =>
          [
            ...new Set(
              [...messages].filter(([k]) => base(k) === key).flatMap(([, v]) => variables(v)),
            ),
          ]
            .sort()
            .join(',');
        if (cyBases.has(key) && of(en) !== of(cy)) {
          problems.push(`${key}: {{${of(en)}}} in English, {{${of(cy)}}} in Welsh`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('hold every key the code asks for', () => {
    const catalogues = new Map(
      folders.map((f) => [f.namespace, read(path.join(f.dir, 'en.json'))]),
    );
    const has = (namespace: string, key: string) => {
      const messages = catalogues.get(namespace);
      if (!messages) return false;
      if (messages.has(key)) return true;
      return [...messages.keys()].some((k) => PLURAL.test(k) && base(k) === key);
    };
    const missing: string[] = [];
    for (const pkg of PACKAGES) {
      walk(path.join(REPO, pkg, 'src'), (file) => {
        if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) return;
        const source = readFileSync(file, 'utf8');
        // Each call in the namespace of the nearest useTranslation above it.
        const hooks = [...source.matchAll(/useTranslation\(\s*(?:\[\s*)?'([\w-]+)'/g)];
        for (const match of source.matchAll(/\bt\(\s*'([^']+)'/g)) {
          const declared = hooks.filter((hook) => hook.index < match.index).at(-1)?.[1];
          const written = match[1] ?? '';
          const [namespace, key] = written.includes(':')
            ? (written.split(':', 2) as [string, string])
            : [declared, written];
          if (namespace === undefined) continue;
          if (!has(namespace, key)) missing.push(`${path.relative(REPO, file)}: ${written}`);
        }
      });
    }
    expect(missing).toEqual([]);
  });
});
