import { screen } from '@testing-library/react';
import { renderWithShell } from '@skillfolio/shared/testing';
import GlobalAdminRoutes from './Routes';

describe('the global admin area routes', () => {
  it('opens Manage Schools by default', async () => {
    renderWithShell(<GlobalAdminRoutes />, { url: '/globaladmin/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Schools' })).toBeTruthy();
    // No server here: the list fails to load, and says so in the SPEC's words.
    expect((await screen.findByRole('alert')).textContent).toContain('unable to load');
  });

  it('shows Manage Global Resources', () => {
    renderWithShell(<GlobalAdminRoutes />, { url: '/globaladmin/manageResources' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Global Resources' })).toBeTruthy();
  });

  it('shows Manage Global Skills', () => {
    renderWithShell(<GlobalAdminRoutes />, { url: '/globaladmin/manageSkills' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Global Skills' })).toBeTruthy();
  });
});
