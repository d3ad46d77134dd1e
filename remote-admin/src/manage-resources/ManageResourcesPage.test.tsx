/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ManageResourcesPage } from './ManageResourcesPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
realServerForThisFile();

function resourceNames(): string[] {
  return within(screen.getByRole('grid', { name: 'Resources' }))
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '');
}

describe('the Manage Resources screen on the real server', () => {
  it('lists the current school’s resources, inactive ones included, and no other school’s or global ones', async () => {
    await renderLoggedIn(<ManageResourcesPage />, DEMO_LOGINS.head, '/admin/manageResources');
    await screen.findByRole('grid', { name: 'Resources' });
    expect(resourceNames()).toEqual([
      'Careers websites',
      'Interview skills video',
      'Old timetable (archived)',
      'Skills audit worksheet',
    ]);
    const archived = screen.getByRole('row', { name: /Old timetable/ });
    expect(within(archived).getByText('No')).toBeTruthy();
  });

  it('edits a resource: its Markdown detail is offered, a tag added in the modal is chosen and saved', async () => {
    await renderLoggedIn(<ManageResourcesPage />, DEMO_LOGINS.head, '/admin/manageResources');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Skills audit worksheet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Resource' });
    expect(within(dialog).getByLabelText('Detail')).toHaveProperty(
      'value',
      'Print this and fill it in **before** your self assessment.',
    );
    expect(within(dialog).getByText('Upload status: Uploaded')).toBeTruthy();
    expect(within(dialog).getByText('skills-audit-worksheet.pdf')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('New tag'), { target: { value: 'Exams' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add tag' }));
    const exams = await within(dialog).findByLabelText('Exams');
    expect(exams).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        within(screen.getByRole('row', { name: /Skills audit worksheet/ })).getByText(
          'Exams, Worksheet',
        ),
      ).toBeTruthy(),
    );
  });

  it('shows the server’s refusal of a blank name and keeps the modal open', async () => {
    await renderLoggedIn(<ManageResourcesPage />, DEMO_LOGINS.head, '/admin/manageResources');
    fireEvent.click(await screen.findByRole('button', { name: 'Upload New Resource' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Resource' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Please enter a name for the resource');
    expect(screen.getByRole('dialog', { name: 'Upload New Resource' })).toBeTruthy();
  });
});
