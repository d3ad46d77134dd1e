import { screen } from '@testing-library/react';
import { demoSchool, demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { Header } from './Header';

describe("the header's Change Password link", () => {
  it('is offered to a session that may change things', () => {
    renderWithShell(<Header />, {
      session: { currentUser: demoUser(), currentSchool: demoSchool() },
    });
    // Twice in the page: the wide header's link and the phone menu's (CSS shows one).
    const links = screen.getAllByRole('link', { name: 'Change Password', hidden: true });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/changepassword');
  });

  it('is not offered to a parent, whose session changes nothing', () => {
    renderWithShell(<Header />, {
      session: { currentUser: demoUser({ read_only: true }), currentSchool: demoSchool() },
    });
    expect(screen.queryAllByRole('link', { name: 'Change Password', hidden: true })).toEqual([]);
  });
});
