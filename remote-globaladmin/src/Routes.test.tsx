import { screen } from '@testing-library/react';
import { renderWithShell } from '@skillfolio/shared/testing';
import GlobalAdminRoutes from './Routes';

describe('the global admin area routes', () => {
  it('opens Manage Schools by default', () => {
    renderWithShell(<GlobalAdminRoutes />, { url: '/globaladmin/' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Schools' })).toBeTruthy();
  });

  it('shows Manage Global Resources', () => {
    renderWithShell(<GlobalAdminRoutes />, { url: '/globaladmin/manageResources' });
    expect(screen.getByRole('heading', { level: 1, name: 'Manage Global Resources' })).toBeTruthy();
  });
});
