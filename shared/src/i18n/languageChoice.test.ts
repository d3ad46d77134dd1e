import type { CurrentSchool, CurrentUser } from '../types';
import { chosenLanguage } from './languageChoice';

const user = (extra: Partial<CurrentUser> = {}): CurrentUser => ({
  user_id: 1,
  username: 'pupil',
  first_name: 'Pat',
  last_name: 'Pupil',
  email: null,
  is_Admin: false,
  is_schoolAdmin: false,
  is_Staff: false,
  is_User: true,
  read_only: false,
  project_ids: '',
  projects: '',
  ...extra,
});
const school = (default_language: 'en' | 'cy'): CurrentSchool => ({
  school_id: 1,
  school_name: 'Ysgol Demo',
  school_username: 'demo',
  allowPeerReviews: false,
  default_language,
});

describe('the page’s language', () => {
  it('logged out: the choice kept in this browser, else the browser’s first language we speak', () => {
    const facts = { user: null, school: null, stored: null };
    expect(chosenLanguage({ ...facts, browser: ['cy-GB', 'en-GB'] })).toBe('cy');
    expect(chosenLanguage({ ...facts, browser: ['fr-FR', 'cy'] })).toBe('cy');
    expect(chosenLanguage({ ...facts, browser: ['fr-FR'] })).toBe('en');
    expect(chosenLanguage({ ...facts, stored: 'en', browser: ['cy'] })).toBe('en');
  });

  it('logged in: the person’s own choice, else the school’s default, over this browser', () => {
    const browser = ['en-GB'];
    expect(chosenLanguage({ user: user(), school: school('cy'), stored: 'en', browser })).toBe(
      'cy',
    );
    expect(
      chosenLanguage({
        user: user({ language: 'en' }),
        school: school('cy'),
        stored: null,
        browser,
      }),
    ).toBe('en');
    expect(chosenLanguage({ user: user(), school: null, stored: null, browser: ['cy'] })).toBe(
      'cy',
    );
  });

  it('a parent: what they chose in this browser, since the account is the pupil’s', () => {
    const parent = user({ read_only: true, language: 'en' });
    expect(chosenLanguage({ user: parent, school: school('en'), stored: 'cy', browser: [] })).toBe(
      'cy',
    );
    expect(chosenLanguage({ user: parent, school: school('cy'), stored: null, browser: [] })).toBe(
      'en',
    );
  });
});
