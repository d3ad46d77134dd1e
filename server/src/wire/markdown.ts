/**
 * Notes and resource details are stored as the Markdown their authors wrote and rendered
 * here, on the server, into a SanitisedHtml. Safety comes from markdown-it's own settings,
 * not from a later clean-up: `html: false` escapes every tag the author typed, and its
 * default `validateLink` refuses javascript:, vbscript:, file: and data: URLs (data: images
 * of the usual types aside), leaving such a link as plain text.
 *
 * Work is bounded by the text's length. markdown-it looks for the `]` that closes a link or
 * image label by scanning forward from each `[`; text such as `![![![…` makes every one of
 * those scans run to the end (20,000 characters took half a second). Here the scans of one
 * render share a budget proportional to the text's length; once it is spent, no further
 * label is looked for and the rest of the brackets stay text. Real writing never comes near
 * it: a label is scanned about once, so its steps add up to less than the text's length.
 */
import type { SanitisedHtml } from '@skillfolio/shared/types';
import MarkdownIt, { type StateInline, type Token } from 'markdown-it';

export type MarkdownToken = Token;

/** Label-scanning steps one render may take: this many per character of text, plus a floor. */
export const LABEL_STEPS_PER_CHARACTER = 4;
const LABEL_STEPS_FLOOR = 1_000;

/** What one render carries through markdown-it's `env` (a type alias: it fits an index signature). */
type RenderBudget = { labelSteps: number };

function hasBudget(env: unknown): env is RenderBudget {
  return typeof env === 'object' && env !== null && 'labelSteps' in env;
}

/**
 * markdown-it's own parseLinkLabel (lib/helpers/parse_link_label), counting its steps
 * against the render's budget: with none left, there is no label here.
 */
function parseLinkLabelWithinBudget(
  state: StateInline,
  start: number,
  disableNested?: boolean,
): number {
  const env: unknown = state.env;
  if (!hasBudget(env)) throw new Error('markdown rendered without a budget');
  const max = state.posMax;
  const oldPos = state.pos;
  let level = 1;
  let found = false;
  state.pos = start + 1;
  while (state.pos < max) {
    if (env.labelSteps <= 0) {
      state.pos = oldPos;
      return -1;
    }
    env.labelSteps -= 1;
    const marker = state.src.charCodeAt(state.pos);
    if (marker === 0x5d /* ] */) {
      level -= 1;
      if (level === 0) {
        found = true;
        break;
      }
    }
    const prevPos = state.pos;
    state.md.inline.skipToken(state);
    if (marker === 0x5b /* [ */) {
      if (prevPos === state.pos - 1) {
        level += 1;
      } else if (disableNested === true) {
        state.pos = oldPos;
        return -1;
      }
    }
  }
  const labelEnd = found ? state.pos : -1;
  state.pos = oldPos;
  return labelEnd;
}

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false });
markdown.helpers.parseLinkLabel = parseLinkLabelWithinBudget;

// A link opened from a pupil's note must not get a handle on (or learn the address of) the page.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]?.attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

function budgetFor(text: string): RenderBudget {
  return { labelSteps: LABEL_STEPS_FLOOR + LABEL_STEPS_PER_CHARACTER * text.length };
}

export function renderMarkdown(text: string): SanitisedHtml {
  // markdown-it with html: false escapes all author text and validates every URL (see above).
  return markdown.render(text, budgetFor(text)) as SanitisedHtml;
}

/** The tokens of the text, for readers other than HTML (the profile's plain text). */
export function parseMarkdown(text: string): MarkdownToken[] {
  return markdown.parse(text, budgetFor(text));
}
