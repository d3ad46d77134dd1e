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

/** Read once per process: about 1 MB, and every profile needs them. */
export const REGULAR_FONT = fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf'));
export const BOLD_FONT = fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'));

const regular = create(REGULAR_FONT);
const bold = create(BOLD_FONT);

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
