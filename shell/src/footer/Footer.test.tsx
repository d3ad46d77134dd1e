import { screen, within } from '@testing-library/react';
import { demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { Footer } from './Footer';

describe('the footer', () => {
  it.each([
    ['logged out', {}],
    ['logged in', { session: { currentUser: demoUser() } }],
  ])('links to the accessibility statement when %s', (_, options) => {
    renderWithShell(<Footer />, options);
    const footer = screen.getByRole('contentinfo');
    expect(
      within(footer).getByRole('link', { name: 'Accessibility statement' }).getAttribute('href'),
    ).toBe('/public/accessibility');
  });
});
