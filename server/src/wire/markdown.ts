/**
 * Notes and resource details are stored as the Markdown their authors wrote and rendered
 * here, on the server, into a SanitisedHtml. Safety comes from markdown-it's own settings,
 * not from a later clean-up: `html: false` escapes every tag the author typed, and its
 * default `validateLink` refuses javascript:, vbscript:, file: and data: URLs (data: images
 * of the usual types aside), leaving such a link as plain text.
 */
import type { SanitisedHtml } from '@skillfolio/shared/types';
import MarkdownIt from 'markdown-it';

const markdown = new MarkdownIt('default', { html: false, linkify: false, typographer: false });

// A link opened from a pupil's note must not get a handle on (or learn the address of) the page.
markdown.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  tokens[index]?.attrSet('rel', 'noopener noreferrer');
  return self.renderToken(tokens, index, options);
};

export function renderMarkdown(text: string): SanitisedHtml {
  // markdown-it with html: false escapes all author text and validates every URL (see above).
  return markdown.render(text) as SanitisedHtml;
}
