/**
 * A reply's English texts in another language. The server's code writes its refusals and
 * problems in English, from the catalogues (the wire texts and the `server` namespace); to
 * answer a Welsh reader, each text is found among the English catalogue values and replaced
 * by the same key's Welsh. Fixed texts are looked up in a Map; a template ("The file is larger
 * than {{mb}} MB…") is matched by an anchored regular expression built once, and its Welsh is
 * filled with the values captured. A text found nowhere (a name someone typed, a technical
 * message) is left as it is.
 */
import {
  TEXT_VARIABLES,
  WIRE_CATALOGUES,
  type Language,
  type WireCatalogue,
} from '@skillfolio/shared/wire';
import { SERVER_CATALOGUES } from './serverTexts';

/** Longer texts are left alone: no reply text of ours comes near, and matching stays cheap. */
export const TRANSLATED_TEXT_MAX = 2000;

/**
 * Texts never looked for in a reply: SPEC §8's reply texts, which the browser compares to
 * navigate (`Not Authenticated` → the login page), and the server's words that never travel
 * in a reply (mails, the PDF: their short fragments would match too much).
 */
const NEVER: readonly string[] = ['server:mail.', 'server:profile.'];

/**
 * Values that are catalogue texts themselves ("This file is {{what}}", what = "a Windows
 * program"), put into the same language. `problem` must be one: "{{username}}: {{problem}}"
 * matches nothing else.
 */
const TEXT_VALUES: ReadonlySet<string> = new Set(['what', 'field', 'problem', 'header', 'columns']);
const MUST_BE_TEXT: ReadonlySet<string> = new Set(['problem']);

/**
 * Texts only ever inside another (a list's "a, b and c"): looked for in a value, never as a
 * reply text of their own, which they would match too freely.
 */
const VALUE_ONLY: readonly string[] = ['server:roster.columnList'];

const PLURAL = /_(zero|one|two|few|many|other)$/;
/** `{{name}}`, or `{{name, format}}` (i18next's formats: `{{count, number}}` → 1,000). */
const VARIABLE = /\{\{\s*(\w+)(?:\s*,[^}]*)?\}\}/g;

interface Template {
  /** The literal start and end, checked before the expression runs. */
  prefix: string;
  suffix: string;
  pattern: RegExp;
  names: readonly string[];
  /** The text in the other language for the values captured (by name), or undefined. */
  say: (values: Readonly<Record<string, string>>) => string | undefined;
  /** Literal characters: the more, the more specific (tried first). */
  weight: number;
  valueOnly: boolean;
}

type Flat = Map<string, string>;

function flatten(
  catalogue: WireCatalogue | readonly string[],
  prefix = '',
  into: Flat = new Map(),
): Flat {
  for (const [key, value] of Object.entries(catalogue)) {
    const full = prefix === '' ? key : `${prefix}.${key}`;
    if (typeof value === 'string') into.set(full, value);
    else flatten(value as WireCatalogue | readonly string[], full, into);
  }
  return into;
}

/** Fills `{{names}}` that are limits (TEXT_VARIABLES), leaving the others. */
function withLimits(text: string): string {
  return text.replace(VARIABLE, (whole, name: string) => {
    const value = TEXT_VARIABLES[name];
    return value === undefined ? whole : String(value);
  });
}

function fillIn(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(VARIABLE, (whole, name: string) => values[name] ?? whole);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The English months, as dayOf writes a day ("18 September 2027"), to the other language's. */
function dayTranslator(language: Language): (value: string) => string {
  const english = WIRE_CATALOGUES.en.dayOf;
  const other = WIRE_CATALOGUES[language].dayOf;
  const months = (c: unknown): readonly string[] =>
    typeof c === 'object' && c !== null && Array.isArray((c as { months?: unknown }).months)
      ? (c as { months: readonly string[] }).months
      : [];
  const from = months(english);
  const to = months(other);
  const day = new RegExp(`^(\\d{1,2}) (${from.map(escapeRegExp).join('|')}) (\\d{4})$`);
  return (value) => {
    const match = day.exec(value);
    if (match === null) return value;
    const month = to[from.indexOf(match[2] ?? '')];
    return month === undefined ? value : `${match[1]} ${month} ${match[3]}`;
  };
}

export class ReplyTranslator {
  private readonly exact = new Map<string, string>();
  private readonly templates: Template[] = [];
  private readonly day: (value: string) => string;

  constructor(readonly language: Language) {
    this.day = dayTranslator(language);
    const pairs: Array<[string, WireCatalogue, WireCatalogue]> = [
      ['wire', WIRE_CATALOGUES.en, WIRE_CATALOGUES[language]],
      ['server', SERVER_CATALOGUES.en, SERVER_CATALOGUES[language]],
    ];
    for (const [namespace, english, other] of pairs) {
      this.add(namespace, flatten(english), flatten(other));
    }
    this.templates.sort((a, b) => b.weight - a.weight);
  }

  private add(namespace: string, english: Flat, other: Flat): void {
    const rules = new Intl.PluralRules(this.language);
    for (const [key, source] of english) {
      if (NEVER.some((start) => `${namespace}:${key}`.startsWith(start))) continue;
      const base = key.replace(PLURAL, '');
      const plural = base !== key;
      /** The other language's text for these values (a plural's form chosen by `count`). */
      const sayOther = (values: Readonly<Record<string, string>>): string | undefined => {
        let target = other.get(key);
        if (plural && values.count !== undefined) {
          const count = Number(values.count.replace(/,/g, ''));
          if (!Number.isFinite(count)) return undefined;
          target =
            (count === 0 ? other.get(`${base}_zero`) : undefined) ??
            other.get(`${base}_${rules.select(count)}`) ??
            other.get(`${base}_other`);
        } else if (plural) {
          // The number is not in the text: the English form found says which (one, other).
          target ??= other.get(`${base}_other`);
        }
        return target === undefined ? undefined : fillIn(withLimits(target), values);
      };
      const text = withLimits(source);
      const names = [...text.matchAll(VARIABLE)].map((m) => m[1] ?? '');
      if (names.length === 0) {
        const said = sayOther({});
        if (said !== undefined && !this.exact.has(text)) this.exact.set(text, said);
        continue;
      }
      const parts = text.split(VARIABLE).filter((_, i) => i % 2 === 0);
      const pattern = new RegExp(
        `^${parts
          .map((part, i) => {
            const name = names[i];
            if (name === undefined) return escapeRegExp(part);
            return escapeRegExp(part) + (name === 'count' ? '(\\d[\\d,]*)' : '([\\s\\S]*?)');
          })
          .join('')}$`,
      );
      this.templates.push({
        prefix: parts[0] ?? '',
        suffix: parts[parts.length - 1] ?? '',
        pattern,
        names,
        say: sayOther,
        weight: parts.join('').length,
        valueOnly: VALUE_ONLY.some((start) => `${namespace}:${key}`.startsWith(start)),
      });
    }
  }

  /** `text` in this translator's language, or as it is when it is not one of ours. */
  translate(text: string): string {
    return this.find(text, 0) ?? text;
  }

  private find(text: string, depth: number): string | undefined {
    const exact = this.exact.get(text);
    if (exact !== undefined) return exact;
    if (text.length > TRANSLATED_TEXT_MAX || depth > 2) return undefined;
    for (const template of this.templates) {
      if (template.valueOnly && depth === 0) continue;
      if (!text.startsWith(template.prefix) || !text.endsWith(template.suffix)) continue;
      if (text.length < template.prefix.length + template.suffix.length) continue;
      const match = template.pattern.exec(text);
      if (match === null) continue;
      const values: Record<string, string> = {};
      let consistent = true;
      template.names.forEach((name, i) => {
        const captured = match[i + 1] ?? '';
        const value = this.value(name, captured, depth);
        if (value === undefined || (name in values && values[name] !== value)) consistent = false;
        else values[name] = value;
      });
      if (!consistent) continue;
      const said = template.say(values);
      if (said !== undefined) return said;
    }
    return undefined;
  }

  private value(name: string, captured: string, depth: number): string | undefined {
    if (TEXT_VALUES.has(name)) {
      const said = this.find(captured, depth + 1);
      if (said !== undefined) return said;
      if (MUST_BE_TEXT.has(name)) return undefined;
    }
    return this.day(captured);
  }
}

const translators = new Map<Language, ReplyTranslator>();

/** The translator into `language`, built on first use (English needs none). */
export function translatorInto(language: Language): ReplyTranslator {
  let translator = translators.get(language);
  if (translator === undefined) {
    translator = new ReplyTranslator(language);
    translators.set(language, translator);
  }
  return translator;
}

/**
 * The fields of a JSON reply a screen shows as the server wrote them: `error` and `message`,
 * a roster pull's outcome, and the problems of an import's rows or a roster file (`*`: each
 * item of a list).
 */
const SHOWN_FIELDS: ReadonlyArray<readonly string[]> = [
  ['error'],
  ['message'],
  ['lastOutcome'],
  ['problems', '*'],
  ['problems', '*', 'reason'],
  ['problems', '*', 'file'],
  ['rows', '*', 'problems', '*'],
];

/**
 * A copy of `payload` with its shown texts in the translator's language; the handler's own
 * objects (often shared constants) are never changed. Anything not an object goes as it is.
 */
export function translatePayload(payload: unknown, translator: ReplyTranslator): unknown {
  let result = payload;
  for (const path of SHOWN_FIELDS) result = translateAt(result, path, translator);
  return result;
}

function translateAt(
  value: unknown,
  path: readonly string[],
  translator: ReplyTranslator,
): unknown {
  if (path.length === 0) return typeof value === 'string' ? translator.translate(value) : value;
  const [step, ...rest] = path as [string, ...string[]];
  if (step === '*') {
    if (!Array.isArray(value)) return value;
    let changed = false;
    const items = value.map((item: unknown) => {
      const translated = translateAt(item, rest, translator);
      if (translated !== item) changed = true;
      return translated;
    });
    return changed ? items : value;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  if (!Object.hasOwn(value, step)) return value;
  const record = value as Record<string, unknown>;
  const translated = translateAt(record[step], rest, translator);
  return translated === record[step] ? value : { ...record, [step]: translated };
}
