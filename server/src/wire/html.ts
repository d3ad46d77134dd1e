/**
 * The little HTML the server builds itself from plain text. With markdown.ts (notes and
 * resource details, written in Markdown) the only places a SanitisedHtml is made. Step
 * texts and reasons are
 * stored as plain text, never as markup: whatever a user typed is escaped here, so it can
 * only ever reach a page as text.
 */
import type { SanitisedHtml } from '@skillfolio/shared/types';

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** `<ul><li>…</li></ul>` of the texts, escaped; '' when there are none. */
export function htmlList(texts: readonly string[]): SanitisedHtml {
  const html =
    texts.length === 0
      ? ''
      : `<ul>${texts.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>`;
  // Every piece of user text above went through escapeHtml.
  return html as SanitisedHtml;
}
