/**
 * Is a text on screen one of the app's messages in a language? Every catalogue of every
 * package (areas, shell, shared, the server's wire and own texts) is read from disk, and each
 * message becomes a pattern: its words literally, each `{{value}}` anything. A text passes
 * when it is a whole message, a piece of one (a `<Trans>` sentence is split around its link),
 * or made only of what the school typed (names of people, skills, projects, schools…).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { REPO } from './server';

type Catalogue = { [key: string]: string | Catalogue };

const PACKAGES = [
  'shell',
  'shared',
  'remote-public',
  'remote-learner',
  'remote-admin',
  'remote-globaladmin',
  'server',
];

function catalogueFiles(dir: string, language: string, found: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) catalogueFiles(full, language, found);
    else if (name === `${language}.json` && path.basename(dir) === 'locales') found.push(full);
  }
  return found;
}

function messagesOf(catalogue: Catalogue, into: string[] = []): string[] {
  for (const value of Object.values(catalogue)) {
    if (typeof value === 'string') into.push(value);
    else messagesOf(value, into);
  }
  return into;
}

/** Every message of every catalogue in `language`. */
export function allMessages(language: 'en' | 'cy'): string[] {
  return PACKAGES.flatMap((pkg) =>
    catalogueFiles(path.join(REPO, pkg, 'src'), language).flatMap((file) =>
      messagesOf(JSON.parse(readFileSync(file, 'utf8')) as Catalogue),
    ),
  );
}

const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HAS_LETTER = /\p{L}/u;
const PLACEHOLDER = /\{\{[^}]+\}\}/g;
// <Trans> markup: <0>…</0>, <link>…</link>, <br/>; what the tags wrap shows as text.
const TAG = /<\/?[a-zA-Z0-9]+\s*\/?>/g;

const NEVER_TRANSLATED = ['Skillfolio', 'English', 'Cymraeg', 'Google', 'Microsoft'];
// An event's code in the audit log (login.success): an identifier, the same in every language.
const CODE = /^[a-z]+(\.[a-z_-]+)+$/;

const LETTER = /\p{L}/u;

/** `text` with each whole-word occurrence of `whole` replaced by a NUL (a cut). */
function cutOut(text: string, whole: string): string {
  let out = '';
  let from = 0;
  for (let at = text.indexOf(whole); at !== -1; at = text.indexOf(whole, at + 1)) {
    const before = text[at - 1];
    const after = text[at + whole.length];
    if ((before && LETTER.test(before)) || (after && LETTER.test(after))) continue;
    out += `${text.slice(from, at)}\u0000`;
    from = at + whole.length;
    at = from - 1;
  }
  return out + text.slice(from);
}

export class TextCheck {
  private readonly exact = new Set<string>();
  private readonly patterns: RegExp[] = [];

  constructor(messages: readonly string[], schoolTyped: readonly string[]) {
    for (const message of messages) {
      const shown = normalise(message.replace(TAG, ' '));
      const parts = shown.split(PLACEHOLDER);
      for (const part of parts) if (HAS_LETTER.test(part)) this.exact.add(normalise(part));
      // Pieces around a tag show as texts of their own too.
      for (const piece of message.split(TAG)) {
        for (const part of piece.split(PLACEHOLDER)) {
          if (HAS_LETTER.test(part)) this.exact.add(normalise(part));
        }
      }
      // A message of values alone ("{{name}}", "{{a}}, {{b}}") would pass any text at all.
      if (parts.length > 1 && parts.some((part) => HAS_LETTER.test(part))) {
        // Spaces stay where the message has them: "{{from}} i {{to}}" is not "…i…" mid-word.
        const body = parts.map((part) => escape(part).replace(/\s+/g, '\\s+')).join('(.+?)');
        this.patterns.push(new RegExp(`^\\s*${body}\\s*$`, 'su'));
      }
    }
    for (const typed of schoolTyped) this.exact.add(normalise(typed));
    // Named in themselves, never translated: the product, and the languages on the switch.
    for (const name of NEVER_TRANSLATED) this.exact.add(name);
    // What a text may be put together from: the school's words and whole messages of ours.
    this.wholes = [
      ...new Set(
        [...schoolTyped, ...messages.filter((m) => !m.includes('{{') && !/<\/?\w+\s*\/?>/.test(m))]
          .map(normalise)
          .filter((t) => t.length >= 3 && HAS_LETTER.test(t)),
      ),
    ].sort((a, b) => b.length - a.length);
  }

  private readonly wholes: string[];

  /** True when `text` is the app's words in this language, or the school's own. */
  accepts(raw: string): boolean {
    const text = normalise(raw);
    if (this.acceptsWhole(text)) return true;
    // Put together: the school's words or whole messages, with our words between them.
    let rest = text;
    for (const whole of this.wholes) if (rest.includes(whole)) rest = cutOut(rest, whole);
    if (rest === text) return false;
    return rest.split('\u0000').every((piece) => this.acceptsWhole(normalise(piece)));
  }

  private acceptsWhole(text: string): boolean {
    if (!HAS_LETTER.test(text) || CODE.test(text)) return true;
    if (this.exact.has(text)) return true;
    return this.patterns.some((pattern) => pattern.test(text));
  }
}
