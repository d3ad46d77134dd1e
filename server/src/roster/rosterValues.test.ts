import {
  isoDatePart,
  isPlausibleEmail,
  parseFlag,
  parseStatus,
  personKind,
  shown,
  splitList,
} from './rosterValues';

describe('a OneRoster role', () => {
  it("is a pupil's, staff's or someone else's, in any case, and nothing else is one", () => {
    expect(personKind('student')).toBe('pupil');
    for (const role of [
      'teacher',
      'aide',
      'counselor',
      'proctor',
      'administrator',
      'principal',
      'siteAdministrator',
      'districtAdministrator',
      'systemAdministrator',
      'TEACHER',
    ]) {
      expect({ role, kind: personKind(role) }).toEqual({ role, kind: 'staff' });
    }
    for (const role of ['guardian', 'parent', 'relative']) {
      expect({ role, kind: personKind(role) }).toEqual({ role, kind: 'other' });
    }
    for (const role of ['', 'pupil', 'learner', 'teacher ', 'toString', 'constructor']) {
      expect({ role, kind: personKind(role) }).toEqual({ role, kind: undefined });
    }
  });
});

describe('an e-mail address', () => {
  it('is plausible with one @, something before it, a dot inside its domain, no spaces', () => {
    for (const address of ['a@b.co', 'zoe.obrien+1@pupils.demoacademy.sch.uk', "o'brien@x.org"]) {
      expect({ address, plausible: isPlausibleEmail(address) }).toEqual({
        address,
        plausible: true,
      });
    }
    for (const address of [
      'x@',
      '@x.org',
      'a@b@c.org',
      'a@localhost',
      'a@.org',
      'a@org.',
      'a@b..org',
      'a b@c.org',
      'a@c.org\n',
      `${'a'.repeat(250)}@b.org`,
    ]) {
      expect({ address, plausible: isPlausibleEmail(address) }).toEqual({
        address,
        plausible: false,
      });
    }
  });

  it('is judged in time proportional to its length, however it is made', () => {
    const started = performance.now();
    for (const hostile of [
      '@'.repeat(100_000),
      `a@${'.'.repeat(100_000)}`,
      `a@${'b.'.repeat(50_000)}`,
    ]) {
      expect(isPlausibleEmail(hostile)).toBe(false);
    }
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('a date', () => {
  it('is YYYY-MM-DD, or the date part of an ISO date-time, on the calendar', () => {
    expect(isoDatePart('2026-09-01')).toBe('2026-09-01');
    expect(isoDatePart('2026-09-01T00:00:00Z')).toBe('2026-09-01');
    expect(isoDatePart('2026-09-01T08:30:00.123+01:00')).toBe('2026-09-01');
    expect(isoDatePart('2028-02-29')).toBe('2028-02-29');
    for (const text of [
      '',
      '2027-02-29',
      '2026-13-01',
      '2026-9-1',
      '01/09/2026',
      '2026-09-01 08:00',
      '2026-09-01T',
      '2026-09-01Tnoon',
      ' 2026-09-01',
    ]) {
      expect({ text, date: isoDatePart(text) }).toEqual({ text, date: undefined });
    }
  });
});

describe('the small values', () => {
  it('a status: blank is active, and only the two the standard has', () => {
    expect(['', 'active', 'Active', 'tobedeleted', 'ToBeDeleted'].map(parseStatus)).toEqual([
      'active',
      'active',
      'active',
      'tobedeleted',
      'tobedeleted',
    ]);
    expect(['inactive', 'deleted', 'yes'].map(parseStatus)).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('a flag: true or false in any case, blank the default', () => {
    expect([parseFlag('', true), parseFlag('', false), parseFlag('TRUE', false)]).toEqual([
      true,
      false,
      true,
    ]);
    expect([parseFlag('False', true), parseFlag('yes', true), parseFlag('1', true)]).toEqual([
      false,
      undefined,
      undefined,
    ]);
  });

  it('a list: split at commas, trimmed, blanks dropped', () => {
    expect(splitList(' 07, 08 ,,09, ')).toEqual(['07', '08', '09']);
    expect(splitList('')).toEqual([]);
  });

  it('a value in a message: quoted, and cut short when long', () => {
    expect(shown('x@')).toBe('"x@"');
    expect(shown('x'.repeat(100))).toBe(`"${'x'.repeat(57)}…"`);
  });
});
