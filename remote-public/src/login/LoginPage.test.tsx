import { fireEvent, screen } from '@testing-library/react';
import { demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { LoginPage } from './LoginPage';

describe('the login page', () => {
  it('starts with the choice of email or username', () => {
    renderWithShell(<LoginPage />, { url: '/public/login' });
    expect(screen.getByRole('button', { name: 'Log in with email address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with username' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('asks for email and password in email mode, with an email-type field', () => {
    renderWithShell(<LoginPage />, { url: '/public/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in with email address' }));
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.queryByLabelText('School username')).toBeNull();
  });

  it('asks for username, optional school username and password in username mode; Change goes back', () => {
    renderWithShell(<LoginPage />, { url: '/public/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in with username' }));
    expect(screen.getByLabelText('Username', { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('School username')).toBeTruthy();
    expect(screen.getByText(/Leave blank if you are a private/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: 'Log in with username' })).toBeTruthy();
  });

  it('shows Logged in as when a user is already set', () => {
    renderWithShell(<LoginPage />, { url: '/public/login', session: { currentUser: demoUser() } });
    expect(screen.getByText(/Logged in as/).textContent).toContain('Logged in as Pat Pupil');
  });
});
