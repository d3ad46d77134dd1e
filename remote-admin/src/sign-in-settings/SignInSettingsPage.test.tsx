/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, useSession } from '@skillfolio/shared';
import { SignIn } from '@skillfolio/shared/contract';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ADMIN_AREA } from '../screens';
import { SignInSettingsPage } from './SignInSettingsPage';

jest.setTimeout(30_000);

// This server offers Google only: Microsoft's card says so. No provider is reached here (the
// settings are the school's own); e2e/signIn.test.ts signs in through a real one.
realServerForThisFile({
  config: {
    ssoProviders: [
      {
        name: 'google',
        label: 'Google',
        issuer: new URL('https://google.provider.test'),
        clientId: 'google-client',
        clientSecret: 'google-secret',
      },
    ],
  },
});

async function openPage(): Promise<{ google: HTMLElement; microsoft: HTMLElement }> {
  await renderLoggedIn(
    <SignInSettingsPage screen={ADMIN_AREA.screens.signInSettings} />,
    DEMO_LOGINS.head,
    '/admin/signInSettings',
  );
  return {
    google: await screen.findByRole('form', { name: 'Google' }),
    microsoft: screen.getByRole('form', { name: 'Microsoft' }),
  };
}

const field = (form: HTMLElement, name: RegExp) => within(form).getByRole('textbox', { name });
const toggle = (form: HTMLElement, name: string) => within(form).getByRole('switch', { name });

describe('Sign-in Settings on the real server', () => {
  it("shows each provider as the school has it, and says which this server doesn't offer", async () => {
    const { google, microsoft } = await openPage();
    expect((toggle(google, 'Sign in with Google') as HTMLInputElement).checked).toBe(false);
    expect(within(google).queryByText(/does not offer/)).toBeNull();
    expect(within(microsoft).getByText(/does not offer sign-in with Microsoft yet/)).toBeTruthy();
    expect(field(microsoft, /Microsoft tenant id/)).toBeTruthy();
    expect(within(google).queryByRole('textbox', { name: /tenant/ })).toBeNull();
  });

  it("says the server's refusal in place and saves nothing", async () => {
    const { google } = await openPage();
    fireEvent.click(toggle(google, 'Sign in with Google'));
    fireEvent.click(within(google).getByRole('button', { name: 'Save Google settings' }));
    expect((await within(google).findByRole('alert')).textContent).toBe(
      'Name at least one e-mail domain of the school.',
    );
    const saved = await call(SignIn.GetSchoolSignIn);
    expect(saved.settings.find((s) => s.provider === 'google')?.enabled).toBe(false);
  });

  it('saves a provider turned on, with its domains and second factor, as the server keeps them', async () => {
    const { google } = await openPage();
    fireEvent.click(toggle(google, 'Sign in with Google'));
    fireEvent.change(field(google, /School e-mail domains/), {
      target: { value: 'DemoAcademy.test, @pupils.demoacademy.test' },
    });
    fireEvent.click(toggle(google, 'Our Google accounts must use two-step verification'));
    expect(within(google).getByText(/skip Skillfolio's authenticator code/)).toBeTruthy();
    fireEvent.click(within(google).getByRole('button', { name: 'Save Google settings' }));
    await waitFor(() => expect(useSession.getState().toast?.message).toBe('Saved'));
    expect(within(google).queryByRole('alert')).toBeNull();

    // Opened again: as the server keeps them (its own spelling of the domains).
    document.body.innerHTML = '';
    const again = await openPage();
    expect((toggle(again.google, 'Sign in with Google') as HTMLInputElement).checked).toBe(true);
    expect((field(again.google, /School e-mail domains/) as HTMLInputElement).value).toBe(
      'demoacademy.test pupils.demoacademy.test',
    );
    expect(
      (
        toggle(
          again.google,
          'Our Google accounts must use two-step verification',
        ) as HTMLInputElement
      ).checked,
    ).toBe(true);
  });

  it("asks for Microsoft's tenant id, and refuses one that is not", async () => {
    const { microsoft } = await openPage();
    fireEvent.click(toggle(microsoft, 'Sign in with Microsoft'));
    fireEvent.change(field(microsoft, /School e-mail domains/), {
      target: { value: 'demoacademy.test' },
    });
    const save = within(microsoft).getByRole('button', { name: 'Save Microsoft settings' });
    fireEvent.click(save);
    expect((await within(microsoft).findByRole('alert')).textContent).toBe(
      'Give the school’s Microsoft tenant id.',
    );
    fireEvent.change(field(microsoft, /Microsoft tenant id/), {
      target: { value: 'not a tenant!' },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(within(microsoft).getByRole('alert').textContent).toBe(
        'not a tenant! is not a Microsoft tenant id.',
      ),
    );
    fireEvent.change(field(microsoft, /Microsoft tenant id/), {
      target: { value: '72f988bf-86f1-41af-91ab-2d7cd011db47' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(within(microsoft).queryByRole('alert')).toBeNull());
    const saved = await call(SignIn.GetSchoolSignIn);
    expect(saved.settings.find((s) => s.provider === 'microsoft')).toMatchObject({
      offered: false,
      enabled: true,
      tenantId: '72f988bf-86f1-41af-91ab-2d7cd011db47',
    });
  });
});

describe('Sign-in Settings in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says each provider’s settings in Welsh, with the provider’s own name', async () => {
    const { google, microsoft } = await openPage();
    await act(() => switchLanguage('cy'));
    await within(google).findByRole('switch', { name: 'Mewngofnodi gyda Google' });
    within(google).getByRole('button', { name: 'Cadw gosodiadau Google' });
    expect(field(microsoft, /ID tenant Microsoft/)).toBeTruthy();
    within(microsoft).getByText(
      /Dydy'r gweinydd Skillfolio hwn ddim yn cynnig mewngofnodi gyda Microsoft eto/,
    );
  });
});
