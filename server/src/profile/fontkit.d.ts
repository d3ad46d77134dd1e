// fontkit 2 ships no types; the profile only asks a font which characters it can draw.
declare module 'fontkit' {
  interface Font {
    postscriptName: string;
    hasGlyphForCodePoint(codePoint: number): boolean;
    /** What pdfkit checks to take a font object as a font source. */
    layout(text: string): unknown;
  }
  export function create(buffer: Buffer): Font;
}
