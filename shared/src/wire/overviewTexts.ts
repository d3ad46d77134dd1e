/**
 * Refusals of the School Overview and its inspection pack, for both sides at run time.
 * Imports only locales/en.json, so no bundle gains TypeBox by it.
 */
import { fill } from './fill';
import en from './locales/en.json';

export const OVERVIEW_REFUSAL = {
  ...en.OVERVIEW_REFUSAL,
  rangeTooLong: (days: number): string => fill(en.OVERVIEW_REFUSAL.rangeTooLong, { days }),
} as const;
