/**
 * The profile's fonts: DejaVu Sans, embedded (subset by pdfkit) so names and texts schools
 * have render the same everywhere (accented Latin, Welsh ŵ ŷ, Polish ł, Greek, Cyrillic). A
 * character the font cannot draw (CJK, emoji) is printed as U+FFFD, which it can, so the page
 * shows a visible mark rather than nothing, and the file stays sound.
 */
import fs from 'node:fs';
import path from 'node:path';
import { create } from 'fontkit';

const FONT_DIR = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');

/**
 * Parsed once per process and shared by every profile: parsing the two TrueType files
 * (1.4 MB) for each PDF was most of its time. pdfkit 0.20 takes a parsed fontkit font as a
 * font source and makes each document its own subset of it; its types only know file
 * sources, hence the cast.
 */
const regular = create(fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')));
const bold = create(fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')));
export const REGULAR_FONT = regular as unknown as PDFKit.Mixins.PDFFontSource;
export const BOLD_FONT = bold as unknown as PDFKit.Mixins.PDFFontSource;

/**
 * The names to register them under: their own PostScript names, which is how pdfkit keys a
 * font it has opened. Under any other name it opens the font afresh (and compares it with
 * the one it has) at every switch between regular and bold, which took a third of the time.
 */
export const REGULAR_NAME = regular.postscriptName;
export const BOLD_NAME = bold.postscriptName;

export const SUBSTITUTE = '\uFFFD';

/** The text with every character either font cannot draw replaced by SUBSTITUTE. */
export function drawable(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const isControl = code < 0x20 && char !== '\n';
    if (isControl) out += ' ';
    else if (
      char === '\n' ||
      (regular.hasGlyphForCodePoint(code) && bold.hasGlyphForCodePoint(code))
    ) {
      out += char;
    } else if (code === 0xfe0f || code === 0x200d) {
      // Emoji variation selectors and joiners draw nothing: no mark of their own.
    } else out += SUBSTITUTE;
  }
  return out;
}
