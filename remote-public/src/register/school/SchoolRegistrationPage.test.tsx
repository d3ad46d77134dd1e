/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { realServerForThisFile, renderWithShell, sentRequests } from '@skillfolio/shared/testing';
import PublicRoutes from '../../Routes';

jest.setTimeout(30_000);

realServerForThisFile();

describe('school registration on the real server', () => {
  it('says the session has expired at step 3 when no e-mail is confirmed', async () => {
    renderWithShell(<PublicRoutes />, { url: '/public/register/school/3' });
    await screen.findByText('Your session has expired. Please start again');
    expect(screen.getByRole('link', { name: 'Start again' }).getAttribute('href')).toBe(
      '/public/register/school',
    );
    expect(screen.queryByRole('textbox', { name: 'School name' })).toBeNull();
  });

  it("shows the server's refusal of an address at step 1 and stays there", async () => {
    renderWithShell(<PublicRoutes />, { url: '/public/register/school' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'not-an-address' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Email address' }));
    await screen.findByText('Please enter a valid email address');
    expect(screen.getByRole('heading', { name: /Step 1 of 4/ })).toBeTruthy();
    expect(sentRequests().some((r) => r.url.endsWith('/api/public/sendmail'))).toBe(true);
  });

  it('shows an answer other than Confirmed at step 2 as a message, and stays there', async () => {
    renderWithShell(<PublicRoutes />, { url: '/public/register/school/2' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), {
      target: { value: '123456' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Confirmation code' }));
    const message = await screen.findByRole('status');
    expect(message.textContent).toBe('Your session has expired. Please start again');
    expect(message.className).toContain('sf-register__message');
    expect(screen.getByRole('heading', { name: /Step 2 of 4/ })).toBeTruthy();
  });
});

describe('Forgot password on the real server', () => {
  it('gives the same answer for an address nobody uses', async () => {
    renderWithShell(<PublicRoutes />, { url: '/public/forgotpassword' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), {
      target: { value: 'nobody@nowhere.test' },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Forgot password' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(
        /^If a Skillfolio account uses that address, we have sent it a link/,
      ),
    );
  });
});

describe('school registration in Welsh', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('shows step 1 and its blank-address message in Welsh', async () => {
    renderWithShell(<PublicRoutes />, { url: '/public/register/school' });
    await act(() => switchLanguage('cy'));
    expect(screen.getByRole('heading', { name: 'Cam 1 o 4: Eich cyfeiriad e-bost' })).toBeTruthy();
    fireEvent.submit(screen.getByRole('form', { name: 'Cyfeiriad e-bost' }));
    expect(screen.getByRole('alert').textContent).toBe('Rhowch eich cyfeiriad e-bost');
    expect(screen.getByRole('button', { name: 'Nesaf' })).toBeTruthy();
  });
});
