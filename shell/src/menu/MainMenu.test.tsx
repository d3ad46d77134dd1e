import { screen, within } from '@testing-library/react';
import { demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { MainMenu } from './MainMenu';

function menuTexts(): string[] {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  return within(nav)
    .getAllByRole('listitem')
    .map((item) => (item.textContent ?? '').replace('▾', '').trim());
}

const LEARNER = [
  'Dashboard',
  'Self Assessment',
  'Personal Plan',
  'My Evidence',
  'My Notes',
  'Project Evidence',
  'Resources',
  'Profile',
];

describe('the main menu', () => {
  it('offers Home, Login and Register when logged out', () => {
    renderWithShell(<MainMenu />);
    expect(menuTexts()).toEqual(['Home', 'Login', 'Register']);
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('offers the learner entries, without Reflections or Peer Reviews, when logged in', () => {
    renderWithShell(<MainMenu />, { session: { currentUser: demoUser() } });
    expect(menuTexts()).toEqual(LEARNER);
    expect(screen.getByRole('link', { name: 'Project Evidence' }).getAttribute('href')).toBe(
      '/projectevidence',
    );
  });

  it('offers a home learner My Skills, and neither screen that needs a school', () => {
    renderWithShell(<MainMenu />, {
      session: { currentUser: demoUser({ username: 'homeuser' }), currentSchool: null },
    });
    expect(menuTexts()).toEqual([
      'Dashboard',
      'Self Assessment',
      'My Skills',
      'Personal Plan',
      'My Notes',
      'Resources',
      'Profile',
    ]);
  });

  it('adds the Staff and Admin dropdowns for a school admin', () => {
    renderWithShell(<MainMenu />, { session: { currentUser: demoUser({ is_schoolAdmin: true }) } });
    expect(menuTexts()).toEqual([...LEARNER, 'Staff', 'Admin']);
  });

  it('adds the Staff dropdown, and no admin one, for a teacher', () => {
    renderWithShell(<MainMenu />, { session: { currentUser: demoUser({ is_Staff: true }) } });
    expect(menuTexts()).toEqual([...LEARNER, 'Staff']);
  });

  it('adds every dropdown for the global admin', () => {
    renderWithShell(<MainMenu />, { session: { currentUser: demoUser({ is_Admin: true }) } });
    expect(menuTexts()).toEqual([...LEARNER, 'Staff', 'Admin', 'Global Admin']);
  });
});
