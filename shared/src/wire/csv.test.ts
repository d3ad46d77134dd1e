import { csvText } from './csv';

/** One cell as it stands in its line. */
function csvCell(value: string): string {
  return csvText([[value]]).slice(1, -2);
}

describe('the one CSV writer', () => {
  it.each([
    ['=', '=HYPERLINK("http://evil")', '"\'=HYPERLINK(""http://evil"")"'],
    ['+', '+1', '"\'+1"'],
    ['-', '-2', '"\'-2"'],
    ['@', '@SUM(A1)', '"\'@SUM(A1)"'],
    ['a tab', '\t=1', '"\'\t=1"'],
    ['a carriage return', '\r=1', '"\'\r=1"'],
    ['a line feed', '\n=1', '"\'\n=1"'],
    ['full-width =', '\uFF1D1+1', '"\'\uFF1D1+1"'],
  ])('keeps a cell starting with %s as text', (_name, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['a semicolon', ';=1+1'],
    ['a comma', ',=1+1'],
    ['a pipe', '|calc'],
    ['a tab inside', 'a\t=1'],
  ])('quotes a cell starting with or holding %s, so no separator splits it', (_name, value) => {
    expect(csvCell(value)).toBe(`"${value}"`);
  });

  it('quotes every cell the same way, numbers and blanks too', () => {
    expect(csvText([['Pat', 4, null, 'say "hi"']])).toBe('\uFEFF"Pat","4","","say ""hi"""\r\n');
  });
});
