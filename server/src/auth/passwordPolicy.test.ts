import { PASSWORD_REFUSAL, USER_REFUSAL } from '@skillfolio/shared/wire';
import { ESTIMATE_MAX, isCommonPassword, passwordProblem } from './passwordPolicy';

const pupil = {
  username: 'pat.pupil',
  firstName: 'Patricia',
  lastName: 'Pupil',
  email: 'patricia@demoacademy.test',
  schoolName: 'Riverside Primary',
  schoolUsername: 'demoacademy',
};

describe('the password policy', () => {
  it('refuses a password under 8 characters with the SPEC message', () => {
    expect(passwordProblem('Ab3$xyz', {})).toBe(USER_REFUSAL.passwordTooShort);
  });

  it('refuses common passwords whatever their case', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(passwordProblem('PassWord', {})).toBe(PASSWORD_REFUSAL.common);
    expect(passwordProblem('iloveyou', {})).toBe(PASSWORD_REFUSAL.common);
    expect(passwordProblem('1qaz2wsx', {})).toBe(PASSWORD_REFUSAL.common);
  });

  it('refuses what an attacker tries early: dates, walks, repeats, l33t and reversed words', () => {
    for (const guessable of ['20011980', 'qwertyuiop', 'aaaaaaaa', 'P@ssw0rd', 'drowssap']) {
      expect([guessable, passwordProblem(guessable, {})]).toEqual([
        guessable,
        PASSWORD_REFUSAL.common,
      ]);
    }
  });

  it('reads only the first ESTIMATE_MAX characters, so a long password costs no more', () => {
    expect(isCommonPassword(`Zq8#vL2!mW${'a'.repeat(ESTIMATE_MAX)}`)).toBe(false);
    expect(isCommonPassword(`${'a'.repeat(ESTIMATE_MAX)}Zq8#vL2!mW`)).toBe(true);
  });

  it('names the context word a password is built on', () => {
    expect(passwordProblem('my-Skillfolio-1', pupil)).toBe(PASSWORD_REFUSAL.appName);
    expect(passwordProblem('xx PUPIL 2026 xx', pupil)).toBe(PASSWORD_REFUSAL.username);
    expect(passwordProblem('patricia!2026', pupil)).toBe(PASSWORD_REFUSAL.personName);
    expect(passwordProblem('riverside-2026', pupil)).toBe(PASSWORD_REFUSAL.schoolName);
    expect(passwordProblem('Demo.Academy.77', pupil)).toBe(PASSWORD_REFUSAL.schoolUsername);
  });

  it('accepts a long uncommon password, and ignores context words too short to matter', () => {
    expect(passwordProblem('correct horse battery staple', pupil)).toBeUndefined();
    expect(passwordProblem('jovial-lantern-91', { firstName: 'Jo' })).toBeUndefined();
  });
});
