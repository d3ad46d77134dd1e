import { londonDate } from './dates';

describe('londonDate', () => {
  it('writes the date as dd/mm/yyyy', () => {
    expect(londonDate('2026-11-22T09:30:00.000Z')).toBe('22/11/2026');
  });

  it('takes the date in London: 23:30 UTC in summer is already the next day there', () => {
    expect(londonDate('2026-07-01T23:30:00.000Z')).toBe('02/07/2026');
    expect(londonDate('2026-12-01T23:30:00.000Z')).toBe('01/12/2026');
  });
});
