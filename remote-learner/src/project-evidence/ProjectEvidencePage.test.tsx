/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ProjectEvidencePage } from './ProjectEvidencePage';

jest.setTimeout(30_000);

/** SPEC §8: the school project list is empty. */
const NO_PROJECTS = 'No projects. Please add a project';

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

describe('the Project Evidence screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('lists the evidence of the chosen project with the success criteria it meets', async () => {
    await renderLoggedIn(<ProjectEvidencePage />, DEMO_LOGINS.pupil, '/projectevidence');
    await screen.findByText('School project', { selector: '.sf-field__label' });
    await chooseProject('Year 10 Skills');
    await screen.findByRole('heading', { level: 2, name: 'Year 10 Skills' });
    const table = await screen.findByRole('table', { name: 'Evidence for Year 10 Skills' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Evidence', 'Success Criteria']);
    const row = within(table)
      .getByText('Led the group presentation on renewable energy')
      .closest('tr') as HTMLElement;
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Works well with others in a team', 'Communicates ideas clearly']);
  });

  it('says No projects. Please add a project to a user in no project', async () => {
    await renderLoggedIn(<ProjectEvidencePage />, DEMO_LOGINS.homeUser, '/projectevidence');
    await screen.findByText(NO_PROJECTS);
    expect(NO_PROJECTS).toBe('No projects. Please add a project');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('chooses the only project of a pupil with one, and shows no picker', async () => {
    await renderLoggedIn(<ProjectEvidencePage />, DEMO_LOGINS.riversidePupil, '/projectevidence');
    await screen.findByRole('heading', { level: 2, name: 'Reading Stars' });
    expect(screen.queryByText('School project', { selector: '.sf-field__label' })).toBeNull();
    await screen.findByRole('table', { name: 'Evidence for Reading Stars' });
  });

  it('lets the pupil add evidence with a link and a criterion, and refuses a link that is not a web address', async () => {
    await renderLoggedIn(<ProjectEvidencePage />, DEMO_LOGINS.pupil, '/projectevidence');
    await screen.findByText('School project', { selector: '.sf-field__label' });
    await chooseProject('Year 10 Skills');
    fireEvent.click(await screen.findByRole('button', { name: 'Add evidence' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add evidence' });
    fireEvent.change(within(dialog).getByLabelText(/What does it show/), {
      target: { value: 'I chaired the class council' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'A link' }));
    fireEvent.change(within(dialog).getByLabelText(/Link address/), {
      target: { value: 'javascript:alert(1)' },
    });
    fireEvent.click(
      await within(dialog).findByRole('checkbox', { name: 'Sets and reviews personal targets' }),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Please enter a link that starts with http:// or https://.',
    );
    fireEvent.change(within(dialog).getByLabelText(/Link address/), {
      target: { value: 'https://example.org/council' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add evidence' })).toBeNull());
    const table = await screen.findByRole('table', { name: 'Evidence for Year 10 Skills' });
    const row = (await within(table).findByText('I chaired the class council')).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByRole('link', { name: 'https://example.org/council' })).toBeTruthy();
    expect(
      within(row)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Sets and reviews personal targets']);
    expect(within(row).getByText('Not seen yet')).toBeTruthy();
  });

  it('shows a parent the evidence with no Add, Edit or Remove', async () => {
    await renderLoggedIn(<ProjectEvidencePage />, DEMO_LOGINS.parent, '/projectevidence');
    await screen.findByText('School project', { selector: '.sf-field__label' });
    await chooseProject('Year 10 Skills');
    await screen.findByText('Led the group presentation on renewable energy');
    expect(screen.queryByRole('button', { name: 'Add evidence' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Edit|Remove):/ })).toBeNull();
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<ProjectEvidencePage />, DEMO_LOGINS.riversidePupil, '/projectevidence');
    const table = await screen.findByRole('table', { name: 'Tystiolaeth ar gyfer Reading Stars' });
    expect(screen.getByRole('heading', { level: 1, name: 'Tystiolaeth Prosiect' })).toBeTruthy();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tystiolaeth', 'Meini Prawf Llwyddiant']);
  });
});
