/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, useSession } from '@skillfolio/shared';
import { ENVIRONMENT_TEXT } from '@skillfolio/shared/wire';
import { Notes } from '@skillfolio/shared/contract';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { MyNotesPage } from './MyNotesPage';

jest.setTimeout(30_000);

const server = realServerForThisFile();

function noteNamed(title: string): HTMLElement {
  return screen.getByRole('article', { name: title });
}

describe('the My Notes screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it("lists the pupil's notes with their dates and formatted text, under a hint on formatting", async () => {
    await renderLoggedIn(<MyNotesPage />, DEMO_LOGINS.pupil, '/mynotes');
    await screen.findByRole('heading', { level: 3, name: 'Careers fair' });
    const note = noteNamed('Careers fair');
    expect(within(note).getByText(/^\d\d\/\d\d\/\d{4}$/)).toBeTruthy();
    expect(within(noteNamed('Presentation feedback')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText(/\*\*bold\*\*/)).toBeTruthy();
  });

  it('saves a new note, shows it formatted, edits it and deletes it after Are you sure', async () => {
    const reply = await renderLoggedIn(<MyNotesPage />, DEMO_LOGINS.pupil, '/mynotes');
    const userId = reply.currentUser.user_id;
    await screen.findByRole('heading', { level: 3, name: 'Careers fair' });

    fireEvent.change(screen.getByLabelText('Title/Subject'), { target: { value: 'Work week' } });
    fireEvent.change(screen.getByLabelText('Note text'), {
      target: { value: 'It was **great**.\n\n- filing\n- phones' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 3, name: 'Work week' });
    const saved = noteNamed('Work week');
    expect(within(saved).getByText('great').tagName).toBe('STRONG');
    expect(
      within(saved)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['filing', 'phones']);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Work week' }));
    const title = screen.getByLabelText('Title/Subject') as HTMLInputElement;
    expect(title.value).toBe('Work week');
    expect((screen.getByLabelText('Note text') as HTMLTextAreaElement).value).toBe(
      'It was **great**.\n\n- filing\n- phones',
    );
    fireEvent.change(title, { target: { value: 'Work experience week' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 3, name: 'Work experience week' });
    expect(screen.queryByRole('heading', { level: 3, name: 'Work week' })).toBeNull();
    expect(
      (await call(Notes.GetMyNotes, { user_id: userId })).filter((n) =>
        n.notes_title.startsWith('Work'),
      ),
    ).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Work experience week' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { level: 3, name: 'Work experience week' })).toBeNull(),
    );
    expect(
      (await call(Notes.GetMyNotes, { user_id: userId })).map((n) => n.notes_title),
    ).not.toContain('Work experience week');
  });

  it('shows a parent the notes with no form, Edit or Delete', async () => {
    await renderLoggedIn(<MyNotesPage />, DEMO_LOGINS.parent, '/mynotes');
    await screen.findByRole('heading', { level: 3, name: 'Careers fair' });
    expect(screen.queryByLabelText('Title/Subject')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete)/ })).toBeNull();
    expect(server.visits).toEqual([]);
  });

  it('says "try again in a moment" when the disk is full, keeps what was typed, and saves it once there is room', async () => {
    await renderLoggedIn(<MyNotesPage />, DEMO_LOGINS.pupil, '/mynotes');
    await screen.findByRole('heading', { level: 3, name: 'Careers fair' });
    // A real full disk: the file loses its free pages and may grow no more, so SQLite refuses
    // the pages a long note needs (SQLITE_FULL).
    await server.sql('vacuum');
    const [pages] = (await server.sql('pragma page_count')) as Array<{ page_count: number }>;
    await server.sql(`pragma max_page_count = ${pages?.page_count ?? 0}`);
    try {
      fireEvent.change(screen.getByLabelText('Title/Subject'), { target: { value: 'Full disk' } });
      fireEvent.change(screen.getByLabelText('Note text'), {
        target: { value: 'A long reflection. '.repeat(1_000) },
      });
      fireEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect((await screen.findByRole('alert')).textContent).toBe(
        'The note was not saved. Please try again.',
      );
      expect(useSession.getState().banner).toBe(ENVIRONMENT_TEXT.diskFull);
      expect((screen.getByLabelText('Title/Subject') as HTMLInputElement).value).toBe('Full disk');
    } finally {
      await server.sql('pragma max_page_count = 1073741823');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('heading', { level: 3, name: 'Full disk' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<MyNotesPage />, DEMO_LOGINS.pupil, '/mynotes');
    await screen.findByRole('heading', { level: 3, name: 'Careers fair' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fy Nodiadau' })).toBeTruthy();
    expect(screen.getByLabelText('Teitl/Pwnc')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Golygu Careers fair' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cadw' })).toBeTruthy();
  });
});
