/**
 * Recording evidence: the limits, the refusals and the screen's words. Imports only
 * locales/en.json, so a bundle takes these values without TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';

/** The most characters of evidence text. */
export const EVIDENCE_TEXT_MAX = 2000;
/** The longest link, in characters. */
export const EVIDENCE_LINK_MAX = 500;
/** The most success criteria one request may tick (a project has far fewer). */
export const EVIDENCE_CRITERIA_MAX = 100;

export const EVIDENCE_REFUSAL: Readonly<typeof en.EVIDENCE_REFUSAL> = {
  ...en.EVIDENCE_REFUSAL,
  textTooLong: fill(en.EVIDENCE_REFUSAL.textTooLong, { EVIDENCE_TEXT_MAX }),
  linkTooLong: fill(en.EVIDENCE_REFUSAL.linkTooLong, { EVIDENCE_LINK_MAX }),
};

/** The screen's words. */
export const EVIDENCE_TEXTS = {
  ...en.EVIDENCE_TEXTS,
  seen: (by: string, on: string): string => fill(en.EVIDENCE_TEXTS.seen, { by, on }),
} as const;
