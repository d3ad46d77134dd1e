import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { demoSchool, demoUser, renderWithShell } from '@skillfolio/shared/testing';
import { Route, Routes, useLocation } from '@skillfolio/shared';
import { CompactMenu } from './CompactMenu';

function Where() {
  return <output aria-label="where">{useLocation().pathname}</output>;
}

function renderMenu(user = demoUser(), onChangeSchool = jest.fn()) {
  renderWithShell(
    <>
      <CompactMenu onChangeSchool={onChangeSchool} />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </>,
    { url: '/dashboard', session: { currentUser: user, currentSchool: demoSchool() } },
  );
  return onChangeSchool;
}

async function openMenu(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe("the phone's Menu button", () => {
  it('holds who is logged in, Logout and the learner menu', async () => {
    renderMenu(demoUser({ read_only: true }));
    const panel = await openMenu();
    expect((panel.textContent ?? '').replace(/\s+/g, ' ')).toContain(
      'Logged in as Pat Pupil (Parent Account) at Demo Academy',
    );
    expect(within(panel).getByRole('link', { name: 'Logout' }).getAttribute('href')).toBe(
      '/logout',
    );
    const nav = within(panel).getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Dashboard',
      'Self Assessment',
      'Personal Plan',
      'My Evidence',
      'My Notes',
      'Project Evidence',
      'Resources',
      'Profile',
    ]);
    expect(within(panel).queryByRole('button', { name: 'Change School' })).toBeNull();
  });

  it("gives the global admin every menu, each under its dropdown's name, and Change School", async () => {
    const onChangeSchool = renderMenu(demoUser({ is_Admin: true }));
    const panel = await openMenu();
    for (const [group, first] of [
      ['Staff', 'Class View'],
      ['Admin', 'Manage Users'],
      ['Global Admin', 'Manage Schools'],
    ] as const) {
      const list = within(panel).getByRole('list', { name: group });
      expect(within(list).getAllByRole('link')[0]?.textContent).toBe(first);
    }
    fireEvent.click(within(panel).getByRole('button', { name: 'Change School' }));
    expect(onChangeSchool).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  });

  it('closes when a link is followed, and on Escape gives focus back to the button', async () => {
    renderMenu();
    let panel = await openMenu();
    fireEvent.click(within(panel).getByRole('link', { name: 'My Notes' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(screen.getByLabelText('where').textContent).toBe('/mynotes');

    const button = screen.getByRole('button', { name: 'Menu' });
    act(() => button.focus());
    panel = await openMenu();
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // React Aria gives focus back a frame after the panel closes.
    await waitFor(() => expect(document.activeElement).toBe(button));
  });
});
