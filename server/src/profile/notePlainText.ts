/**
 * A note's Markdown as the plain text a PDF prints: the words the pupil wrote, paragraphs and
 * list items on their own lines, without the marks (`**`, `#`, `-`) that make the formatting.
 */
import { parseMarkdown, type MarkdownToken as Token } from '../wire/markdown';

function inlineText(children: readonly Token[]): string {
  return children
    .map((child) => {
      if (child.type === 'softbreak' || child.type === 'hardbreak') return '\n';
      if (child.type === 'text' || child.type === 'code_inline') return child.content;
      if (child.type === 'image') return child.content;
      return '';
    })
    .join('');
}

export function notePlainText(source: string): string {
  const blocks: string[] = [];
  let bullet = '';
  for (const token of parseMarkdown(source)) {
    if (token.type === 'list_item_open') bullet = token.info === '' ? '• ' : `${token.info}. `;
    if (token.type === 'inline') {
      blocks.push(bullet + inlineText(token.children ?? []));
      bullet = '';
    }
    if (token.type === 'fence' || token.type === 'code_block') blocks.push(token.content.trimEnd());
  }
  return blocks.join('\n');
}
