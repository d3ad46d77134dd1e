/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { call, switchLanguage, useSession } from '@skillfolio/shared';
import { Session } from '@skillfolio/shared/contract';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ADMIN_AREA } from '../screens';
import { SchoolLanguagePage } from './SchoolLanguagePage';

jest.setTimeout(30_000);

realServerForThisFile();
afterEach(() => act(() => switchLanguage('en')));

async function openPage(): Promise<void> {
  await renderLoggedIn(
    <SchoolLanguagePage screen={ADMIN_AREA.screens.schoolLanguage} />,
    DEMO_LOGINS.head,
    '/admin/schoolLanguage',
  );
  await screen.findByRole('heading', { name: 'School Language' });
}

async function choose(name: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: /Default language/ }));
  fireEvent.click(await screen.findByRole('option', { name }));
}

describe('School Language on the real server', () => {
  it('saves the school’s default, which the school’s people then read in', async () => {
    await openPage();
    expect(
      screen.getByText(/Everyone at Demo Academy reads Skillfolio in this language/),
    ).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save.hasAttribute('disabled') || save.getAttribute('aria-disabled') === 'true').toBe(
      true,
    );

    await choose('Cymraeg');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useSession.getState().currentSchool?.default_language).toBe('cy'));
    const reply = await call(Session.GetCurrentUser);
    expect(reply?.currentSchool?.default_language).toBe('cy');

    // The head has not chosen their own language, so the page now speaks Welsh.
    await act(() => switchLanguage('cy'));
    expect(await screen.findByRole('heading', { name: 'Iaith yr Ysgol' })).toBeTruthy();
    await act(() => switchLanguage('en'));
    await choose('English');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(useSession.getState().currentSchool?.default_language).toBe('en'));
  });
});
