/**
 * Recording evidence: the limits, the refusals and the screen's words. Imports only
 * locales/en.json, so a bundle takes these values without TypeBox.
 */
import en from './locales/en.json';
import { fill } from './fill';
import { EVIDENCE_TEXT_MAX, EVIDENCE_LINK_MAX } from './limits';
export { EVIDENCE_TEXT_MAX, EVIDENCE_LINK_MAX } from './limits';

/** The most success criteria one request may tick (a project has far fewer). */
export const EVIDENCE_CRITERIA_MAX = 100;

export const EVIDENCE_REFUSAL: Readonly<typeof en.EVIDENCE_REFUSAL> = /*#__PURE__*/ Object.assign(
  {},
  en.EVIDENCE_REFUSAL,
  {
    textTooLong: /*#__PURE__*/ fill(en.EVIDENCE_REFUSAL.textTooLong, { EVIDENCE_TEXT_MAX }),
    linkTooLong: /*#__PURE__*/ fill(en.EVIDENCE_REFUSAL.linkTooLong, { EVIDENCE_LINK_MAX }),
  },
);

/** The screen's words. */
export const EVIDENCE_TEXTS = /*#__PURE__*/ Object.assign({}, en.EVIDENCE_TEXTS, {
  seen: (by: string, on: string): string => fill(en.EVIDENCE_TEXTS.seen, { by, on }),
});
