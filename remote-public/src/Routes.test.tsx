import { screen } from '@testing-library/react';
import { renderWithShell } from '@skillfolio/shared/testing';
import PublicRoutes from './Routes';

describe('the public area routes', () => {
  it('shows the not-authorised texts', () => {
    renderWithShell(<PublicRoutes />, { url: '/public/notauthorised' });
    expect(screen.getByRole('heading', { level: 1, name: 'Not authorised' })).toBeTruthy();
    expect(screen.getByText('Your account does not have access to this page.')).toBeTruthy();
  });

  it('offers both ways to register', () => {
    renderWithShell(<PublicRoutes />, { url: '/public/register' });
    expect(screen.getByRole('link', { name: /Register your school/ }).getAttribute('href')).toBe(
      '/public/register/school',
    );
    expect(screen.getByRole('link', { name: /Register as a home user/ }).getAttribute('href')).toBe(
      '/public/register/home',
    );
  });

  it('gives the home registration page its heading', () => {
    renderWithShell(<PublicRoutes />, { url: '/public/register/home' });
    expect(screen.getByRole('heading', { level: 1, name: 'Register as a home user' })).toBeTruthy();
  });

  it('shows the accessibility statement in the GOV.UK model shape, saying how it was tested', () => {
    renderWithShell(<PublicRoutes />, { url: '/public/accessibility' });
    expect(screen.getByRole('heading', { level: 1, name: 'Accessibility statement' })).toBeTruthy();
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([
      'How accessible this app is',
      'Feedback and contact information',
      'Reporting accessibility problems with this app',
      'Enforcement procedure',
      "Technical information about this app's accessibility",
      'How we tested this app',
      'Preparation of this accessibility statement',
    ]);
    expect(screen.getByText(/WCAG\) version 2\.2/)).toBeTruthy();
  });

  it.each(['/', '/public/anything', '/not/a/route'])('shows the landing page at %s', (url) => {
    renderWithShell(<PublicRoutes />, { url });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain(
      'see, plan and prove their skills',
    );
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/public/login');
  });
});
