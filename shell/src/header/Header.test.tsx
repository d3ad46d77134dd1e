import { act, screen } from '@testing-library/react';
import { demoSchool, demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { Header } from './Header';

const headerText = () => (screen.getByRole('banner').textContent ?? '').replace(/\s+/g, ' ');

describe('the header', () => {
  it('names the user and the school, with Logout', () => {
    renderWithShell(<Header />, {
      session: { currentUser: demoUser(), currentSchool: demoSchool() },
    });
    expect(headerText()).toContain('Logged in as Pat Pupil at Demo Academy');
    expect(screen.getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe('/logout');
    expect(screen.queryByRole('button', { name: 'Change School' })).toBeNull();
  });

  it('marks a read-only session as a Parent Account', () => {
    renderWithShell(<Header />, {
      session: { currentUser: demoUser({ read_only: true }), currentSchool: demoSchool() },
    });
    expect(headerText()).toContain('Logged in as Pat Pupil (Parent Account) at Demo Academy');
  });

  it('uses the username when there is no name, and names no school for a private user', () => {
    renderWithShell(<Header />, {
      session: {
        currentUser: demoUser({ first_name: null, last_name: null, username: 'homeuser' }),
        currentSchool: null,
      },
    });
    expect(headerText()).toContain('Logged in as homeuser');
    expect(headerText()).not.toContain(' at ');
  });

  it('gives the global admin a Change School link', async () => {
    // The modal's code is fetched as the header mounts: wait for it, as a browser would.
    await act(async () => {
      renderWithShell(<Header />, {
        session: { currentUser: demoUser({ is_Admin: true }), currentSchool: demoSchool() },
      });
    });
    expect(screen.getByRole('button', { name: 'Change School' })).toBeTruthy();
  });

  it('shows nobody when logged out', () => {
    renderWithShell(<Header />);
    expect(headerText()).not.toContain('Logged in as');
    expect(screen.queryByRole('link', { name: 'Logout' })).toBeNull();
  });
});
