/**
 * Which language the page is in. A person's own saved choice wins; then, for someone who
 * has not chosen, their school's default. A parent shares the pupil's account, so what
 * they chose in this browser comes first for them. Logged out, it is what was chosen in
 * this browser, else the browser's own languages.
 */
import type { CurrentSchool, CurrentUser } from '../types';
import { isLanguage, languageFromPreferences, type Language } from '../wire/languages';

/** Where this browser keeps a choice made while logged out or as a parent. */
export const STORED_LANGUAGE_KEY = 'skillfolio.language';

export interface LanguageFacts {
  user: CurrentUser | null;
  school: CurrentSchool | null;
  /** The choice kept in this browser, if any. */
  stored: Language | null;
  /** `navigator.languages`. */
  browser: readonly string[];
}

export function chosenLanguage({ user, school, stored, browser }: LanguageFacts): Language {
  if (user === null) return stored ?? languageFromPreferences(browser);
  if (user.read_only && stored !== null) return stored;
  return user.language ?? school?.default_language ?? stored ?? languageFromPreferences(browser);
}

export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(STORED_LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    // Storage may be refused (a private window's policy): the browser's languages decide.
    return null;
  }
}

export function keepLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(STORED_LANGUAGE_KEY, language);
  } catch {
    // Not kept; the page still switches.
  }
}

export function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : navigator.languages;
}
