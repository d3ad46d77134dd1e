/** Numbers and dates in the page's language (Welsh months and separators in Welsh). */
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LOCALES, isLanguage } from '../wire/languages';

export interface Formatters {
  /** 1,200 */
  number: (value: number) => string;
  /** As `Intl.DateTimeFormat` writes it with these options. */
  date: (value: Date | string, options?: Intl.DateTimeFormatOptions) => string;
}

const DEFAULT_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

export function formattersFor(language: string): Formatters {
  const locale = LANGUAGE_LOCALES[isLanguage(language) ? language : 'en'];
  const numbers = new Intl.NumberFormat(locale);
  return {
    number: (value) => numbers.format(value),
    date: (value, options = DEFAULT_DATE) =>
      new Intl.DateTimeFormat(locale, options).format(
        typeof value === 'string' ? new Date(value) : value,
      ),
  };
}

const made = new Map<string, Formatters>();

/**
 * The page's formatters; the screen draws again when the language changes. One object per
 * language, so a screen may list it among a hook's dependencies without looping.
 */
export function useFormat(): Formatters {
  // The kit's namespace, which the shell loads before its first render: never waits.
  const { i18n } = useTranslation('ui');
  let formatters = made.get(i18n.language);
  if (!formatters) {
    formatters = formattersFor(i18n.language);
    made.set(i18n.language, formatters);
  }
  return formatters;
}
