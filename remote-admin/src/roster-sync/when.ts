import type { Formatters } from '@skillfolio/shared';

/**
 * When a roster was applied or pulled, as the screen says it in the page's language
 * ("28 Nov 2026, 10:45"); `f` is `useFormat()`.
 */
export function whenText(iso: string, f: Formatters): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return f.date(date, { dateStyle: 'medium', timeStyle: 'short' });
}

/** An ISO timestamp as the day a school writes, in UTC: "18 September 2027". */
export function dayText(iso: string, f: Formatters): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return f.date(date, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}
