/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, screen, within } from '@testing-library/react';
import { call, switchLanguage } from '@skillfolio/shared';
import { SelfAssessment } from '@skillfolio/shared/contract';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderLoggedIn,
  renderWithShell,
  sessionOf,
} from '@skillfolio/shared/testing';
import { DashboardPage } from './DashboardPage';

jest.setTimeout(30_000);

const server = realServerForThisFile();

/** Opens the dashboard on one of the pupil's projects, as `who`. */
async function openProject(who: typeof DEMO_LOGINS.pupil, name: string): Promise<void> {
  const reply = await logInAs(who);
  const projects = await call(SelfAssessment.GetProjectsForUser, {
    user_id: reply.currentUser.user_id,
  });
  const project = projects.find((p) => p.project_name === name);
  if (!project) throw new Error(`No ${name} project`);
  renderWithShell(<DashboardPage />, {
    url: '/dashboard',
    session: { ...sessionOf(reply), selectedProjectId: project.project_id },
  });
}

const openYear10 = (who: typeof DEMO_LOGINS.pupil) => openProject(who, 'Year 10 Skills');

describe('the Dashboard on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows every assessment in the chart and in the table a screen reader reads', async () => {
    await openYear10(DEMO_LOGINS.pupil);
    const table = await screen.findByRole('table', { name: /Grades per skill/ });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Skill', 'Autumn 2026', 'Spring 2027']);
    const listening = within(table).getByRole('rowheader', { name: /Listening/ });
    expect(within(listening.closest('tr') as HTMLElement).getAllByRole('cell')).toHaveLength(2);

    const chart = await screen.findByRole('figure');
    expect(
      within(chart)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Autumn 2026', 'Spring 2027']);
    expect(chart.querySelectorAll('svg')).toHaveLength(8);
  });

  it('shows the open next steps and the latest notes', async () => {
    await openYear10(DEMO_LOGINS.pupil);
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    await within(steps).findByRole('heading', { level: 3, name: 'Speaking' });
    expect(within(steps).getByText('Ask one question in every lesson')).toBeTruthy();
    expect(within(steps).queryByText('Practised my talk with a friend')).toBeNull();
    const notes = screen.getByRole('region', { name: 'Recent notes' });
    await within(notes).findByText(/Presentation feedback/);
  });

  it('works for a parent, with nothing to change', async () => {
    await openYear10(DEMO_LOGINS.parent);
    await screen.findByRole('table', { name: /Grades per skill/ });
    expect(screen.queryByRole('button', { name: /Add|Save|Edit|Delete/ })).toBeNull();
    expect(server.visits).toEqual([]);
  });

  it('says so when the project has no assessments yet', async () => {
    await openProject(DEMO_LOGINS.pupil, 'Work Experience');
    await screen.findByText('There are no assessments in this project yet.');
    expect(screen.queryByRole('figure')).toBeNull();
    const steps = screen.getByRole('region', { name: 'Next steps' });
    await within(steps).findByText(/No next steps yet/);
  });

  it('gives a user with no projects sensible empty states', async () => {
    await renderLoggedIn(<DashboardPage />, DEMO_LOGINS.head, '/dashboard');
    await screen.findByText(/You are not in a project yet/);
    const notes = screen.getByRole('region', { name: 'Recent notes' });
    await within(notes).findByText('No notes yet.');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await openYear10(DEMO_LOGINS.pupil);
    const table = await screen.findByRole('table', { name: /^Graddau pob sgil/ });
    expect(within(table).getAllByRole('columnheader')[0]?.textContent).toBe('Sgil');
    expect(screen.getByRole('heading', { level: 1, name: 'Dangosfwrdd' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Cynnydd dros amser' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Camau nesaf' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fy holl nodiadau' })).toBeTruthy();
  });
});
