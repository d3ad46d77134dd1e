/**
 * An uploaded file's name cannot pretend to be another: characters that reorder or hide
 * text are taken out before the name is kept, shown or offered as a download name.
 */
import { safeFileName } from '../../src/files/fileName';

describe('safeFileName takes out what changes how a name reads', () => {
  it.each([
    ['right-to-left override', 'invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['left-to-right override', 'a\u202Db.pdf', 'ab.pdf'],
    ['right-to-left embedding and pop', 'a\u202Bb\u202C.pdf', 'ab.pdf'],
    ['isolates', '\u2066a\u2067b\u2068c\u2069.pdf', 'abc.pdf'],
    ['right-to-left and left-to-right marks', 'a\u200Fb\u200E.pdf', 'ab.pdf'],
    ['Arabic letter mark', 'a\u061Cb.pdf', 'ab.pdf'],
    ['zero-width space, joiner, non-joiner', 'a\u200Bb\u200Cc\u200D.pdf', 'abc.pdf'],
    ['word joiner and byte-order mark', '\uFEFFa\u2060b.pdf', 'ab.pdf'],
    ['soft hyphen', 'pass\u00ADwords.txt', 'passwords.txt'],
    ['line and paragraph separators', 'a\u2028b\u2029c.txt', 'abc.txt'],
    ['private use', 'a\uE000b.txt', 'ab.txt'],
    ['Hangul filler', 'a\u3164b.txt', 'ab.txt'],
    ['C1 control', 'a\u0085b.txt', 'a_b.txt'],
  ])('%s', (_name, raw, kept) => {
    expect(safeFileName(raw)).toBe(kept);
  });

  it('keeps letters of every script, accents and emoji', () => {
    expect(safeFileName('Łódź – ŵŷ ΑΒΓ 日本 😀.pdf')).toBe('Łódź – ŵŷ ΑΒΓ 日本 😀.pdf');
  });

  it('never leaves a name that is empty once the invisible characters are gone', () => {
    expect(safeFileName('\u202E\u200B')).toBe('file');
  });
});
