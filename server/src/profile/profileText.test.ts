import { notePlainText } from './notePlainText';
import { profileFileName } from './profileFileName';
import { drawable, SUBSTITUTE } from './profileFonts';

describe('a note in the profile', () => {
  it('keeps the words, one line per paragraph and list item, without the Markdown marks', () => {
    expect(
      notePlainText('# Work week\n\nI **loved** the `lab`.\n\n- Ask more\n- Listen\n\n1. First'),
    ).toBe('Work week\nI loved the lab.\n• Ask more\n• Listen\n1. First');
  });

  it('prints raw HTML as the text it is', () => {
    expect(notePlainText('<b>hi</b>')).toBe('<b>hi</b>');
  });
});

describe('the characters the profile draws', () => {
  it('keeps Welsh, Polish and Cyrillic letters and marks each it cannot draw', () => {
    expect(drawable('Gwŷn Dŵr Łukasz Иван')).toBe('Gwŷn Dŵr Łukasz Иван');
    expect(drawable('王小明')).toBe(SUBSTITUTE.repeat(3));
    expect(drawable('a\u0007b')).toBe('a b');
  });
});

describe('the name a profile is offered under', () => {
  it('is the pupil’s name in plain letters and the date, with the own letters kept for filename*', () => {
    const name = profileFileName('Siân Łukasz', new Date('2026-11-22T10:00:00Z'));
    expect(name.ascii).toBe('profile-sian-lukasz-2026-11-22.pdf');
    expect(name.own).toBe('profile-siân-łukasz-2026-11-22.pdf');
    expect(profileFileName('王小明', new Date('2026-11-22T10:00:00Z')).ascii).toBe(
      'profile-2026-11-22.pdf',
    );
  });
});
