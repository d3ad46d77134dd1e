import { screen } from '@testing-library/react';
import { renderWithShell } from '@skillfolio/shared/testing';
import AdminRoutes from './Routes';

describe('the admin area routes', () => {
  it.each([
    ['/admin/manageUsers', 'Manage Users'],
    ['/admin/manageResources', 'Manage Resources'],
    ['/admin/manageProjects', 'Manage Projects'],
    ['/admin/manageSuccessCriteria', 'Manage Success Criteria'],
    ['/admin/manageSkills', 'Manage Skills'],
  ])('shows %s titled %s', (url, title) => {
    renderWithShell(<AdminRoutes />, { url });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('opens Manage Users by default', () => {
    renderWithShell(<AdminRoutes />, { url: '/admin' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Users' })).toBeTruthy();
  });
});
