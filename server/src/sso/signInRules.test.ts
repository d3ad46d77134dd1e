import { parseDomains, safeReturnPath } from './signInRules';

describe('where a sign-in may send the browser', () => {
  it('keeps a path of the app, and sends anything else home', () => {
    expect(safeReturnPath('/app/selfassessment?x=1')).toBe('/app/selfassessment?x=1');
    expect(safeReturnPath('/app')).toBe('/app');
    for (const elsewhere of [
      undefined,
      '',
      '//evil.example/app/',
      'https://evil.example/app/',
      '/\\evil.example',
      '/app//evil.example',
      '/application',
      '/app/\u0000',
      '/api/public/logout',
    ]) {
      expect({ elsewhere, to: safeReturnPath(elsewhere) }).toEqual({ elsewhere, to: '/app/' });
    }
  });
});

describe("a school's e-mail domains", () => {
  it('takes them as typed, separated by spaces or commas, lower case, once each', () => {
    expect(
      parseDomains(' DemoAcademy.sch.uk, @pupils.demoacademy.sch.uk demoacademy.sch.uk '),
    ).toEqual({
      domains: ['demoacademy.sch.uk', 'pupils.demoacademy.sch.uk'],
    });
    expect(parseDomains('')).toEqual({ domains: [] });
  });

  it('refuses what is no domain, and too many', () => {
    expect(parseDomains('school')).toEqual({
      problem: 'school is not an e-mail domain (like school.org.uk).',
    });
    expect(parseDomains('a@b.org')).toHaveProperty('problem');
    const many = Array.from({ length: 21 }, (_, i) => `s${i}.org.uk`).join(' ');
    expect(parseDomains(many)).toEqual({ problem: 'Name at most 20 domains.' });
  });
});
