/**
 * The server's own words (the `server` namespace: server/src/locales/*.json) and the wire
 * texts, in one i18next instance. `textsFor(language)` gives a `t` fixed to a language: mails
 * in their recipient's, the profile PDF in the request's. Code that only refuses writes its
 * refusal in English (`ENGLISH`); the reply is put into the reader's language on its way
 * out (http/replyLanguage.ts), so the English of those texts must stay as the catalogue has it.
 */
import { createInstance } from 'i18next';
import {
  LANGUAGE_LOCALES,
  LANGUAGES,
  TEXT_VARIABLES,
  WIRE_CATALOGUES,
  type Language,
  type WireCatalogue,
} from '@skillfolio/shared/wire';
import en from '../locales/en.json';
import cy from '../locales/cy.json';

export const SERVER_CATALOGUES: Readonly<Record<Language, WireCatalogue>> = { en, cy };

/** A text by key (`server` keys as they are, wire texts as `wire:HOME_TEXT.needsSchool`). */
export type ServerTexts = (
  key: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

const instance = createInstance();
void instance.init({
  lng: 'en',
  fallbackLng: false,
  supportedLngs: [...LANGUAGES],
  ns: ['server', 'wire'],
  defaultNS: 'server',
  resources: {
    en: { server: SERVER_CATALOGUES.en, wire: WIRE_CATALOGUES.en },
    cy: { server: SERVER_CATALOGUES.cy, wire: WIRE_CATALOGUES.cy },
  },
  // Mail bodies are escaped where they become HTML; a PDF has nothing to escape.
  interpolation: { escapeValue: false, defaultVariables: TEXT_VARIABLES },
  initAsync: false,
});

const fixed = new Map<Language, ServerTexts>();

export function textsFor(language: Language): ServerTexts {
  let texts = fixed.get(language);
  if (texts === undefined) {
    const t = instance.getFixedT(language, 'server');
    texts = (key, values) => {
      const text: unknown = t(key, values ?? {});
      if (typeof text !== 'string') throw new Error(`No text ${language}:${key}`);
      return text;
    };
    fixed.set(language, texts);
  }
  return texts;
}

/** The English words, for refusals the reply translation says in the reader's language. */
export const ENGLISH: ServerTexts = textsFor('en');

/** The locale dates are written in for `language` (en-GB, cy-GB). */
export function localeOf(language: Language): string {
  return LANGUAGE_LOCALES[language];
}

/**
 * The language a person reads mail in: their own choice, else their school's default, else
 * English (SPEC: users.language null = the school's default).
 */
export function languageOfPerson(
  user: { language?: Language | null },
  school?: { default_language?: Language | null } | null,
): Language {
  return user.language ?? school?.default_language ?? 'en';
}
