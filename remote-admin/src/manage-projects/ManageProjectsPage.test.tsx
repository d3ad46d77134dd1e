/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import {
  DEMO_LOGINS,
  realServerForThisFile,
  renderLoggedIn,
  sentRequests,
} from '@skillfolio/shared/testing';
import { ManageProjectsPage } from './ManageProjectsPage';

jest.setTimeout(30_000);

// The screens talk to a real server, started for this file.
realServerForThisFile();

function projectNames(): string[] {
  return within(screen.getByRole('grid', { name: 'Projects' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

async function saveInModal(title: string, name: string): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.change(within(dialog).getByLabelText('Project name'), { target: { value: name } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
}

describe('the Manage Projects screen on the real server', () => {
  it('lists only the current school’s projects', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, '/admin/manageProjects');
    await screen.findByRole('grid', { name: 'Projects' });
    expect(projectNames()).toEqual(['Work Experience', 'Year 10 Skills']);
  });

  it('adds a project: saving closes the modal and the list shows it', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, '/admin/manageProjects');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Project' }));
    await saveInModal('Add Project', '  Science Fair ');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(projectNames()).toContain('Science Fair'));
  });

  it('renames a project from its Edit Project modal', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, '/admin/manageProjects');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Work Experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Project' });
    expect(within(dialog).getByLabelText('Project name')).toHaveProperty(
      'value',
      'Work Experience',
    );
    await saveInModal('Edit Project', 'Work Placement');
    await waitFor(() => expect(projectNames()).toContain('Work Placement'));
    expect(projectNames()).not.toContain('Work Experience');
  });

  it('sends nothing for a blank name and says what is missing', async () => {
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, '/admin/manageProjects');
    fireEvent.click(await screen.findByRole('button', { name: 'Add Project' }));
    const before = sentRequests().length;
    await saveInModal('Add Project', '   ');
    const dialog = screen.getByRole('dialog', { name: 'Add Project' });
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a project name');
    expect(
      sentRequests()
        .slice(before)
        .filter((r) => r.url.includes('SaveProject')),
    ).toEqual([]);
  });
});

describe('Manage Projects in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('names the screen, its table and its modal in Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<ManageProjectsPage />, DEMO_LOGINS.head, '/admin/manageProjects');
    expect(await screen.findByRole('heading', { name: 'Rheoli Prosiectau' })).toBeTruthy();
    await screen.findByRole('grid', { name: 'Prosiectau' });
    expect(screen.getByRole('button', { name: 'Golygu Year 10 Skills' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ychwanegu Prosiect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ychwanegu Prosiect' });
    expect(within(dialog).getByLabelText("Enw'r prosiect")).toBeTruthy();
  });
});
