/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '@skillfolio/shared';
import { SIGN_IN_REFUSALS } from '@skillfolio/shared/wire';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderWithShell,
} from '@skillfolio/shared/testing';
import { LoginPage } from './LoginPage';

jest.setTimeout(30_000);

// A server that offers both providers. The browser never reaches them here (a sign-in's start
// leaves the page, which these tests only record): e2e/signIn.test.ts signs in for real.
const server = realServerForThisFile({
  config: {
    ssoProviders: ['google', 'microsoft'].map((name) => ({
      name,
      label: name === 'google' ? 'Google' : 'Microsoft',
      issuer: new URL(`https://${name}.provider.test`),
      clientId: `${name}-client`,
      clientSecret: `${name}-secret`,
    })),
  },
});

beforeEach(() => {
  window.localStorage.clear();
  server.visits.length = 0;
});

/** Where the router is, for a test to see where the login page sent the user. */
function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

function renderLogin(url: string, session = {}) {
  return renderWithShell(
    <Routes>
      <Route path="/public/login" element={<LoginPage />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { url, session },
  );
}

async function schoolForm() {
  return screen.findByRole('form', { name: 'Or sign in with your school account' });
}

describe("signing in with the school's provider, on the login page", () => {
  it("offers the server's providers beside the SPEC's two ways, and starts at the chosen one", async () => {
    renderLogin('/public/login?returnUrl=%2Fapp%2Fmynotes');
    const form = await schoolForm();
    expect(screen.getByRole('button', { name: 'Log in with email address' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log in with username' })).toBeTruthy();
    expect(
      within(form)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sign in with Google', 'Sign in with Microsoft']);

    // No school typed: said beside the field, and the page stays.
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in with Microsoft' }));
    const field = within(form).getByRole('textbox', { name: /School username/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByText(SIGN_IN_REFUSALS.noSchool)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(server.visits).toEqual([]);

    fireEvent.change(field, { target: { value: ' demoacademy ' } });
    expect(field.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Sign in with Microsoft' }));
    expect(server.visits).toEqual([
      `${server.url}/api/public/signin/start?provider=microsoft&school=demoacademy&returnUrl=%2Fapp%2Fmynotes`,
    ]);
  });

  it('remembers the school on this device, and Enter starts at the first provider', async () => {
    window.localStorage.setItem('skillfolio.signInSchool', 'riverside');
    renderLogin('/public/login');
    const form = await schoolForm();
    const field = within(form).getByRole('textbox', { name: /School username/ });
    expect((field as HTMLInputElement).value).toBe('riverside');
    fireEvent.submit(form);
    expect(server.visits).toEqual([
      `${server.url}/api/public/signin/start?provider=google&school=riverside`,
    ]);
  });

  it.each(Object.entries(SIGN_IN_REFUSALS).filter(([code]) => code !== 'secondFactor'))(
    'says why a sign-in did not happen (%s)',
    async (code, text) => {
      renderLogin(`/public/login?signIn=${code}`);
      const form = await schoolForm();
      expect(within(form).getByRole('alert').textContent).toBe(text);
    },
  );

  it('ignores an outcome it does not know, saying nothing made up', async () => {
    renderLogin('/public/login?signIn=<b>hello</b>');
    const form = await schoolForm();
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('sends a signed-in user on to their landing screen, or to the page that sent them', async () => {
    const teacher = await logInAs(DEMO_LOGINS.teacher);
    const { unmount } = renderLogin('/public/login?signIn=done', {
      currentUser: teacher.currentUser,
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/dashboard'));
    unmount();

    renderLogin('/public/login?signIn=done&returnUrl=%2Fapp%2Fclass', {
      currentUser: teacher.currentUser,
    });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/class'));
  });

  it('says the sign-in did not finish when it came back done but nobody is logged in', async () => {
    renderLogin('/public/login?signIn=done');
    const form = await schoolForm();
    expect(within(form).getByRole('alert').textContent).toBe(SIGN_IN_REFUSALS.failed);
  });

  it("asks for the authenticator's code when the provider's sign-in owes one", async () => {
    renderLogin('/public/login?signIn=secondFactor');
    expect(screen.getByRole('status').textContent).toBe(SIGN_IN_REFUSALS.secondFactor);
    expect(screen.getByRole('form', { name: 'Authentication code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Log in with username' })).toBeNull();
  });
});
