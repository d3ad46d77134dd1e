import { dayOf, parseYearGroup, yearGroupLabel } from './yearGroupTexts';

describe('year groups as a school writes them', () => {
  it.each([
    ['Reception', 0],
    ['R', 0],
    ['rec', 0],
    ['Year 7', 7],
    ['year7', 7],
    ['Y7', 7],
    ['y 13', 13],
    ['7', 7],
    [' 1 ', 1],
    ['', null],
    ['   ', null],
  ])('reads %j as %j', (text, year) => {
    expect(parseYearGroup(text)).toBe(year);
  });

  it.each(['Year 14', '0', 'Y0', '14', 'Upper sixth', '7.5', '-1', 'Year 7b'])(
    'refuses %j',
    (text) => {
      expect(parseYearGroup(text)).toBeUndefined();
    },
  );

  it('labels every year, and reads back each label', () => {
    expect(yearGroupLabel(null)).toBe('Not set');
    for (let year = 0; year <= 13; year += 1) {
      expect(parseYearGroup(yearGroupLabel(year))).toBe(year);
    }
  });

  it('writes a day as a school does, in UTC', () => {
    expect(dayOf('2027-09-18T23:30:00.000Z')).toBe('18 September 2027');
  });
});
