/**
 * The one place the page renders HTML. It takes only `SanitisedHtml`, the type of HTML the
 * server made safe, so a string a user typed cannot reach the DOM as markup (a lint rule
 * forbids `dangerouslySetInnerHTML` everywhere else).
 */
import type { SanitisedHtml } from '../types';

export interface SafeHtmlProps {
  html: SanitisedHtml;
  /** The element that holds it: a block by default, a span inside running text. */
  as?: 'div' | 'span';
  className?: string;
}

export function SafeHtml({ html, as: Element = 'div', className }: SafeHtmlProps) {
  return <Element className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
