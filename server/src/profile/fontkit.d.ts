// fontkit 2 ships no types; the profile only asks a font which characters it can draw.
declare module 'fontkit' {
  interface Font {
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function create(buffer: Buffer): Font;
}
