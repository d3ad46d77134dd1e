import { act, fireEvent, screen } from '@testing-library/react';
import { i18n, switchLanguage } from '@skillfolio/shared';
import { SIGN_IN_REFUSALS } from '@skillfolio/shared/wire';
import { demoUser, renderWithShell, type ShellRenderOptions } from '@skillfolio/shared/testing';
import { LoginPage } from './LoginPage';

/**
 * The login page with no server: its question of which sign-in providers the server offers
 * fails (and offers none, as LoginPage.server.test.tsx shows a server saying) before the test
 * goes on.
 */
async function renderLogin(options: ShellRenderOptions = {}): Promise<void> {
  renderWithShell(<LoginPage />, { url: '/public/login', ...options });
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
}

describe('the login page', () => {
  it('starts with the choice of email or username', async () => {
    await renderLogin();
    expect(screen.getByRole('button', { name: 'Log in with email address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with username' })).toBeTruthy();
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('asks for email and password in email mode, with an email-type field', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with email address' }));
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.queryByLabelText('School username')).toBeNull();
  });

  it('asks for username, optional school username and password in username mode; Change goes back', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with username' }));
    expect(screen.getByLabelText('Username', { exact: true })).toBeTruthy();
    expect(screen.getByLabelText('School username')).toBeTruthy();
    expect(screen.getByText(/Leave blank if you are a private/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Change' }));
    expect(screen.getByRole('button', { name: 'Log in with username' })).toBeTruthy();
  });

  it('shows Logged in as when a user is already set', async () => {
    await renderLogin({ session: { currentUser: demoUser() } });
    expect(screen.getByText(/Logged in as/).textContent).toContain('Logged in as Pat Pupil');
  });
});

describe('a login with a blank field', () => {
  const sent: string[] = [];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    sent.length = 0;
    // Counts what would reach the server; a login stopped on the page sends nothing.
    globalThis.fetch = ((input: RequestInfo | URL) => {
      sent.push(input instanceof Request ? input.url : String(input));
      return Promise.reject(new Error('not sent in this test'));
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('says the email and the password are missing, and asks the server nothing', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with email address' }));
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    expect(screen.getByText('Please enter your email address')).toBeTruthy();
    expect(screen.getByText('Please enter your password')).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(screen.getByLabelText(/^Email/));
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((url) => !url.includes('/signin/providers'))).toEqual([]);
  });

  it('says only the username is missing when the password is typed, and clears it on typing', async () => {
    await renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Log in with username' }));
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'demo-password' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));
    expect(screen.getByText('Please enter your username')).toBeTruthy();
    expect(screen.queryByText('Please enter your password')).toBeNull();
    // Not "Logging in…": no login was started.
    expect(screen.getByRole('button', { name: 'Login' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((url) => !url.includes('/signin/providers'))).toEqual([]);
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'pupil' } });
    expect(screen.queryByText('Please enter your username')).toBeNull();
  });
});

describe('the login page in Welsh', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('asks how to log in, labels the fields and says why a sign-in did not happen, in Welsh', async () => {
    await renderLogin({ url: '/public/login?signIn=cancelled' });
    await act(() => switchLanguage('cy'));
    expect(screen.getByRole('heading', { level: 1, name: 'Mewngofnodi' })).toBeTruthy();
    expect(screen.getByText('Sut hoffech chi fewngofnodi?')).toBeTruthy();
    const refusal = screen.getByRole('alert').textContent;
    expect(refusal).toBe(i18n.t('wire:SIGN_IN_REFUSALS.cancelled'));
    expect(refusal).not.toBe(SIGN_IN_REFUSALS.cancelled);
    fireEvent.click(screen.getByRole('button', { name: 'Mewngofnodi gydag enw defnyddiwr' }));
    expect(screen.getByLabelText('Enw defnyddiwr yr ysgol')).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Mewngofnodi' }));
    expect(screen.getByText('Rhowch eich enw defnyddiwr')).toBeTruthy();
    expect(screen.getByText('Rhowch eich cyfrinair')).toBeTruthy();
  });
});
