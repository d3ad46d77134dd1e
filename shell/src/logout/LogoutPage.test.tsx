import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from '@skillfolio/shared';
import { demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { LogoutPage } from './LogoutPage';

describe('the logout page', () => {
  it('asks Are you sure? and goes back on Cancel, still logged in', () => {
    renderWithShell(
      <Routes>
        <Route path="/dashboard" element={<p>Dashboard page</p>} />
        <Route path="/logout" element={<LogoutPage />} />
      </Routes>,
      { url: '/logout', history: ['/dashboard'], session: { currentUser: demoUser() } },
    );
    expect(screen.getByRole('heading', { name: 'Are you sure?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Dashboard page')).toBeTruthy();
  });
});
