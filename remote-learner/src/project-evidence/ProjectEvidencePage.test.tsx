/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { NO_PROJECTS, ProjectEvidencePage } from './ProjectEvidencePage';

jest.setTimeout(30_000);

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
});
