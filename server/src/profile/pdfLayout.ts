/**
 * What Skillfolio's tagged A4 PDFs (the pupil's profile, the inspection pack) draw alike: the
 * page's measures and colours, a paragraph as a structure element, a page break that keeps
 * marked content whole, and the footer with "Page n of m" on every page as an artifact.
 */
import { BOLD_NAME, drawable, REGULAR_NAME } from './profileFonts';

export type Doc = PDFKit.PDFDocument;
export type Struct = PDFKit.PDFStructureElement;
export type FontName = 'regular' | 'bold';

export const FONT_NAMES: Readonly<Record<FontName, string>> = {
  regular: REGULAR_NAME,
  bold: BOLD_NAME,
};

export const MARGIN = 56;
export const INK = '#1a1a1a';
export const MUTED = '#555555';
export const ACCENT = '#1f4e79';
export const RULE = '#c8c8c8';

export function contentWidth(doc: Doc): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

export function bottom(doc: Doc): number {
  return doc.page.height - doc.page.margins.bottom;
}

/**
 * Starts a new page unless `height` points still fit on this one. continueOnNewPage, not
 * addPage: inside a structure element it closes the element's marked content on this page
 * and reopens it on the next, where addPage would leave it open here and close it there.
 */
export function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > bottom(doc)) doc.continueOnNewPage();
}

/** A paragraph or heading (`type`) of `value`, added to `parent`. */
export function text(
  doc: Doc,
  parent: Struct,
  type: string,
  value: string,
  style: { font?: FontName; size?: number; colour?: string; gap?: number; width?: number } = {},
): void {
  const shown = drawable(value);
  // A substituted character keeps its real text for screen readers and copying.
  const options = shown === value ? {} : { actual: value };
  parent.add(
    doc.struct(type, options, () => {
      doc
        .font(FONT_NAMES[style.font ?? 'regular'])
        .fontSize(style.size ?? 10.5)
        .fillColor(style.colour ?? INK)
        .text(shown, doc.page.margins.left, doc.y, { width: style.width ?? contentWidth(doc) });
    }),
  );
  if (style.gap) doc.moveDown(style.gap);
}

/** The footer of every page: `footer` on the left, `pageText(n, m)` on the right. */
export function drawPageNumbers(
  doc: Doc,
  footer: string,
  pageText: (page: number, pages: number) => string,
): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i += 1) {
    doc.switchToPage(i);
    const savedBottom = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - MARGIN / 2 - 8;
    const left = doc.page.margins.left;
    doc.markContent('Artifact', { type: 'Pagination' });
    doc.font(REGULAR_NAME).fontSize(8.5).fillColor(MUTED);
    doc.text(drawable(footer), left, y, { lineBreak: false });
    doc.text(pageText(i - range.start + 1, range.count), left, y, {
      width: contentWidth(doc),
      align: 'right',
      lineBreak: false,
    });
    doc.endMarkedContent();
    doc.page.margins.bottom = savedBottom;
  }
}
