/**
 * The languages Skillfolio speaks. Imports only TypeBox, so the server (the user's stored
 * choice, a request's Accept-Language) and the browser read one list.
 */
import { Type, type Static } from 'typebox';

export const LANGUAGES = ['en', 'cy'] as const;
export const Language = Type.Union([Type.Literal('en'), Type.Literal('cy')]);
export type Language = Static<typeof Language>;

/** Each language named in itself, as the switch offers it: never translated. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', cy: 'Cymraeg' };

/** The locale dates and numbers are written in: British English, or Welsh as used in Wales. */
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', cy: 'cy-GB' };

export function isLanguage(value: unknown): value is Language {
  return value === 'en' || value === 'cy';
}

/**
 * The first of the reader's languages that Skillfolio speaks (`cy-GB` → Welsh), or English.
 * Takes `navigator.languages` or the parts of an Accept-Language header, best first.
 */
export function languageFromPreferences(preferences: readonly string[]): Language {
  for (const preference of preferences.slice(0, 20)) {
    const primary = preference.trim().split(/[-_;]/, 1)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return 'en';
}

/** An Accept-Language header's languages, best first (`cy;q=0.9, en;q=0.8` → cy, en). */
export function preferencesOfHeader(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== '' && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/** POST /api/User/SaveLanguage and /api/schooladmin/SaveDefaultLanguage */
export const LanguageRequest = Type.Object({ language: Language });
export type LanguageRequest = Static<typeof LanguageRequest>;
