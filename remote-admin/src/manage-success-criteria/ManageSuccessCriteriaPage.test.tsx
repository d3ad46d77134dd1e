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
import { ManageSuccessCriteriaPage } from './ManageSuccessCriteriaPage';

jest.setTimeout(30_000);

const URL = '/admin/manageSuccessCriteria';

// The screens talk to a real server, started for this file.
realServerForThisFile();

async function chooseProject(name: string): Promise<void> {
  const select = screen
    .getByText('School project', { selector: '.sf-field__label' })
    .closest('.sf-select');
  if (!(select instanceof HTMLElement)) throw new Error('No School project select');
  fireEvent.click(within(select).getByRole('button'));
  fireEvent.click(await screen.findByRole('option', { name }));
}

/** The criteria table's rows as "order description". */
function rowsOf(project: string): string[] {
  const grid = screen.getByRole('grid', { name: `Success criteria of ${project}` });
  return within(grid)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [...row.querySelectorAll('[role="gridcell"], [role="rowheader"]')]
        .slice(0, 2)
        .map((cell) => cell.textContent)
        .join(' '),
    );
}

async function saveCriterion(title: string, description: string, order: string): Promise<void> {
  const dialog = await screen.findByRole('dialog', { name: title });
  fireEvent.change(within(dialog).getByLabelText('Description'), {
    target: { value: description },
  });
  fireEvent.change(within(dialog).getByLabelText('Order'), { target: { value: order } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

describe('the Manage Success Criteria screen on the real server', () => {
  it('shows the chosen project’s criteria in order', async () => {
    await renderLoggedIn(<ManageSuccessCriteriaPage />, DEMO_LOGINS.head, URL);
    await screen.findByText('School project', { selector: '.sf-field__label' });
    await chooseProject('Year 10 Skills');
    await screen.findByRole('grid', { name: 'Success criteria of Year 10 Skills' });
    expect(rowsOf('Year 10 Skills')).toEqual([
      '1 Works well with others in a team',
      '2 Communicates ideas clearly',
      '3 Sets and reviews personal targets',
    ]);
  });

  it('names each criterion row by its description, not its order', async () => {
    await renderLoggedIn(<ManageSuccessCriteriaPage />, DEMO_LOGINS.head, URL);
    await screen.findByText('School project', { selector: '.sf-field__label' });
    await chooseProject('Year 10 Skills');
    const grid = await screen.findByRole('grid', { name: 'Success criteria of Year 10 Skills' });
    expect(
      within(grid)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Works well with others in a team',
      'Communicates ideas clearly',
      'Sets and reviews personal targets',
    ]);
  });

  it('fills a new criterion’s order with the highest order plus one, and 1 in a project with none', async () => {
    await renderLoggedIn(<ManageSuccessCriteriaPage />, DEMO_LOGINS.head, URL);
    await screen.findByText('School project', { selector: '.sf-field__label' });
    await chooseProject('Year 10 Skills');
    await screen.findByRole('grid', { name: 'Success criteria of Year 10 Skills' });
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add Success Criterion' });
    expect((within(dialog).getByLabelText('Order') as HTMLInputElement).value).toBe('4');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await chooseProject('Work Experience');
    await screen.findByText(/No success criteria yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Success Criterion' });
    expect((within(dialog).getByLabelText('Order') as HTMLInputElement).value).toBe('1');
  });

  it('adds at the end, reorders by editing the order, and deletes after Are you sure', async () => {
    await renderLoggedIn(<ManageSuccessCriteriaPage />, DEMO_LOGINS.head, URL);
    await screen.findByText('School project', { selector: '.sf-field__label' });
    await chooseProject('Year 10 Skills');
    await screen.findByRole('grid', { name: 'Success criteria of Year 10 Skills' });

    fireEvent.click(screen.getByRole('button', { name: 'Add New' }));
    await saveCriterion('Add Success Criterion', 'Arrives ready to learn', 'first');
    await waitFor(() => expect(rowsOf('Year 10 Skills')).toContain('4 Arrives ready to learn'));

    fireEvent.click(screen.getByRole('button', { name: 'Edit Arrives ready to learn' }));
    await saveCriterion('Edit Success Criterion', 'Arrives ready to learn', '0');
    await waitFor(() => expect(rowsOf('Year 10 Skills')[0]).toBe('0 Arrives ready to learn'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete Communicates ideas clearly' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(rowsOf('Year 10 Skills')).toEqual([
        '0 Arrives ready to learn',
        '1 Works well with others in a team',
        '3 Sets and reviews personal targets',
      ]),
    );
  });

  it('sends nothing for a blank description', async () => {
    await renderLoggedIn(<ManageSuccessCriteriaPage />, DEMO_LOGINS.head, URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Add New' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Success Criterion' });
    const before = sentRequests().length;
    fireEvent.change(within(dialog).getByLabelText('Description'), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Please enter a description');
    expect(
      sentRequests()
        .slice(before)
        .filter((r) => r.url.includes('saveCriteria')),
    ).toEqual([]);
  });

  it('chooses the only project of a school with one', async () => {
    await renderLoggedIn(<ManageSuccessCriteriaPage />, DEMO_LOGINS.riversideHead, URL);
    await screen.findByRole('grid', { name: 'Success criteria of Reading Stars' });
    expect(screen.queryByText('Year 10 Skills')).toBeNull();
  });
});

describe('Manage Success Criteria in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('names the screen, its table and its modal in Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<ManageSuccessCriteriaPage />, DEMO_LOGINS.riversideHead, URL);
    expect(
      await screen.findByRole('heading', { name: 'Rheoli Meini Prawf Llwyddiant' }),
    ).toBeTruthy();
    await screen.findByRole('grid', { name: 'Meini prawf llwyddiant Reading Stars' });
    fireEvent.click(screen.getByRole('button', { name: 'Ychwanegu Newydd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ychwanegu Maen Prawf Llwyddiant' });
    expect(within(dialog).getByLabelText('Trefn')).toBeTruthy();
  });
});
