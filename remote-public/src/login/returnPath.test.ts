import { returnPath } from './returnPath';

describe('returnPath', () => {
  it('goes to the dashboard by default', () => {
    expect(returnPath('')).toBe('/dashboard');
  });

  it('returns to the page of our app that sent the user to log in', () => {
    expect(returnPath(`?returnUrl=${encodeURIComponent('/app/personalplan?x=1')}`)).toBe(
      '/personalplan?x=1',
    );
  });

  it.each([
    'https://evil.test/app/x',
    '//evil.test/app/',
    '/app//evil.test',
    '/app/public/login',
    '/elsewhere',
  ])('never follows %s', (target) => {
    expect(returnPath(`?returnUrl=${encodeURIComponent(target)}`)).toBe('/dashboard');
  });
});
