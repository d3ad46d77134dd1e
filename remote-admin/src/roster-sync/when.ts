/** When a roster was applied or pulled, as the screen says it ("28 Nov 2026, 10:45"). */
const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export const whenText = (iso: string): string => WHEN.format(new Date(iso));
