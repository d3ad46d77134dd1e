/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { switchLanguage, useSession } from '@skillfolio/shared';
import { SCHOOL_EXIT_TEXT, SCHOOL_REFUSAL } from '@skillfolio/shared/wire';
import { ManageSchoolsPage } from './ManageSchoolsPage';

jest.setTimeout(30_000);

const URL = '/globaladmin/';

realServerForThisFile();

function rowOf(name: string): HTMLElement {
  const row = screen.getAllByRole('row').find((r) => within(r).queryByRole('rowheader', { name }));
  if (!row) throw new Error(`No row for ${name}`);
  return row;
}

function cellsOf(name: string): string[] {
  return [...rowOf(name).querySelectorAll('td')].map((cell) => cell.textContent ?? '');
}

async function openModal(button: string, title: string): Promise<HTMLElement> {
  fireEvent.click(await screen.findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
}

/** Picks an action from the row's Actions menu (React Aria's Menu). */
async function chooseRowAction(school: string, action: string): Promise<void> {
  fireEvent.click(await screen.findByRole('button', { name: `Actions for ${school}` }));
  const menu = await screen.findByRole('menu', { name: `Actions for ${school}` });
  fireEvent.click(within(menu).getByRole('menuitem', { name: action }));
}

function fill(dialog: HTMLElement, label: string, value: string): void {
  fireEvent.change(within(dialog).getByLabelText(label, { exact: false }), { target: { value } });
}

describe('the Manage Schools screen on the real server', () => {
  it('lists each school with the SPEC columns, its peer reviews as a read-only checkbox and its users against its limit', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    await screen.findByRole('grid', { name: 'Schools' });
    expect(
      screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼]/g, '').trim()),
    ).toEqual([
      'School name',
      'Town',
      'County',
      'Contact name',
      'Tel',
      'DfE number',
      'Project type',
      'Notes',
      'School username',
      'Allow peer reviews',
      'User limit',
      'Actions',
    ]);
    expect(cellsOf('Demo Academy')).toEqual(
      expect.arrayContaining(['Dartford', 'Kent', 'demoacademy', '4 of 200']),
    );
    const peer = within(rowOf('Demo Academy')).getByRole('checkbox', {
      name: 'Demo Academy allows peer reviews',
    }) as HTMLInputElement;
    expect([peer.checked, peer.disabled]).toEqual([true, true]);
    const riversidePeer = within(rowOf('Riverside Primary')).getByRole(
      'checkbox',
    ) as HTMLInputElement;
    expect(riversidePeer.checked).toBe(false);
  });

  it('adds a school from the 800 wide modal, refusing a user limit that is not a whole number', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    const dialog = await openModal('Add School', 'Add School');
    expect(dialog.closest('.sf-modal')?.getAttribute('style')).toContain('800px');
    fill(dialog, 'School name', 'Hilltop High');
    fill(dialog, 'School username', 'hilltop');
    fill(dialog, 'Town', 'Hilltown');
    fill(dialog, 'Postcode', 'GU1 1HH');
    fill(dialog, 'DfE number', '936/4000');
    fill(dialog, 'User limit', '12abc');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(SCHOOL_REFUSAL.licenceNotWhole)).toBeTruthy();

    fill(dialog, 'User limit', '120');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(cellsOf('Hilltop High')).toEqual(
        expect.arrayContaining(['Hilltown', '936/4000', 'hilltop', '0 of 120']),
      ),
    );
  });

  it('names every field to fix when Add School is saved with all of them empty, and sends nothing', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    await screen.findByRole('grid', { name: 'Schools' });
    const before = screen.getAllByRole('row').length;
    const dialog = await openModal('Add School', 'Add School');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    for (const [label, text] of [
      ['School name', SCHOOL_REFUSAL.nameRequired],
      ['School username', SCHOOL_REFUSAL.usernameRequired],
      ['User limit', SCHOOL_REFUSAL.licenceNotWhole],
    ] as const) {
      const field = within(dialog).getByLabelText(label, { exact: false });
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    expect(document.activeElement).toBe(
      within(dialog).getByLabelText('School name', { exact: false }),
    );
    // Typing in a field clears its own message only.
    fill(dialog, 'School name', 'Hilltop Two');
    expect(within(dialog).queryByText(SCHOOL_REFUSAL.nameRequired)).toBeNull();
    expect(within(dialog).getByText(SCHOOL_REFUSAL.usernameRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getAllByRole('row')).toHaveLength(before);
  });

  it('tells the admin when the school username is taken, whatever its case, and keeps the modal open', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    const dialog = await openModal('Add School', 'Add School');
    fill(dialog, 'School name', 'Copycat');
    fill(dialog, 'School username', 'Riverside');
    fill(dialog, 'User limit', '10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      SCHOOL_REFUSAL.usernameTaken,
    );
    expect(screen.getByRole('dialog', { name: 'Add School' })).toBeTruthy();
  });

  it('edits a school with every field filled in from the list', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    const dialog = await openModal('Edit Riverside Primary', 'Edit School');
    expect((within(dialog).getByLabelText('Town') as HTMLInputElement).value).toBe('Reading');
    expect(
      (within(dialog).getByLabelText('User limit', { exact: false }) as HTMLInputElement).value,
    ).toBe('50');
    fill(dialog, 'User limit', '75');
    fill(dialog, 'Notes', 'Renewed for 2027');
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Allow peer reviews' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(cellsOf('Riverside Primary')).toEqual(
        expect.arrayContaining(['Renewed for 2027', '2 of 75']),
      ),
    );
    const peer = within(rowOf('Riverside Primary')).getByRole('checkbox') as HTMLInputElement;
    expect(peer.checked).toBe(true);
  });

  it('renames the school the session works in, and the session follows', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    const dialog = await openModal('Edit Demo Academy', 'Edit School');
    fill(dialog, 'School name', 'Demo Academy Trust');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(useSession.getState().currentSchool?.school_name).toBe('Demo Academy Trust'),
    );
    expect(useSession.getState().toast?.message).toBe('Saved');
  });

  it('deletes a school only once its username is typed again, and offers its data for download', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    await screen.findByRole('grid', { name: 'Schools' });
    // jsdom follows no link: the download's address is what the browser would fetch.
    const followed: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      followed.push({ href: this.href, download: this.download });
    });
    try {
      await chooseRowAction('Hilltop High', 'Export data');
    } finally {
      click.mockRestore();
    }
    expect(followed).toEqual([
      {
        href: expect.stringMatching(/\/siteadmin\/ExportSchoolData\?school_id=\d+$/),
        download: 'hilltop-data.json',
      },
    ]);

    await chooseRowAction('Hilltop High', 'Delete school');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure' });
    fill(dialog, 'Type the school username', 'riverside');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete school' }));
    expect(await within(dialog).findByText(SCHOOL_EXIT_TEXT.confirmMismatch)).toBeTruthy();
    // The modal hides the table from the accessibility tree: what the server kept shows below.
    expect(screen.getByRole('dialog', { name: 'Are you sure' })).toBe(dialog);

    fill(dialog, 'Type the school username', 'hilltop');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete school' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list is read again: the other schools come back, the deleted one does not.
    expect(await screen.findByRole('rowheader', { name: 'Riverside Primary' })).toBeTruthy();
    expect(screen.queryByRole('rowheader', { name: 'Hilltop High' })).toBeNull();
  });

  it('refuses to delete the school the admin is working in, saying why', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    await screen.findByRole('grid', { name: 'Schools' });
    const current = useSession.getState().currentSchool;
    if (!current) throw new Error('no current school');
    await chooseRowAction(current.school_name, 'Delete school');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure' });
    fill(dialog, 'Type the school username', current.school_username);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete school' }));
    expect(await within(dialog).findByText(SCHOOL_EXIT_TEXT.currentSchool)).toBeTruthy();
  });
});

describe('the Manage Schools screen in Welsh', () => {
  afterEach(() => act(() => switchLanguage('en')));

  it('names the columns, the peer-review checkbox and the user limit in Welsh', async () => {
    await renderLoggedIn(<ManageSchoolsPage />, DEMO_LOGINS.globalAdmin, URL);
    await screen.findByRole('grid', { name: 'Schools' });
    await act(() => switchLanguage('cy'));
    expect(screen.getByRole('grid', { name: 'Ysgolion' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ychwanegu Ysgol' })).toBeTruthy();
    const headers = screen
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[▲▼]/g, '').trim());
    expect(headers).toEqual(expect.arrayContaining(["Enw'r ysgol", 'Terfyn defnyddwyr']));
    // Riverside Primary: the tests above rename Demo Academy.
    expect(
      within(rowOf('Riverside Primary')).getByRole('checkbox', {
        name: 'Mae Riverside Primary yn caniatáu adolygiadau gan gyfoedion',
      }),
    ).toBeTruthy();
    expect(cellsOf('Riverside Primary')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\d+ o \d+$/)]),
    );
  });
});
