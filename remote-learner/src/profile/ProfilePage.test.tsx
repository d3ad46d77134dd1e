/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { call, switchLanguage } from '@skillfolio/shared';
import { PROFILE_NO_TEACHER_RATINGS } from '@skillfolio/shared/wire';
import { SelfAssessment } from '@skillfolio/shared/contract';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderLoggedIn,
  renderWithShell,
  sessionOf,
} from '@skillfolio/shared/testing';
import { ProfilePage } from './ProfilePage';

jest.setTimeout(30_000);

realServerForThisFile();

async function openYear10(): Promise<void> {
  const reply = await logInAs(DEMO_LOGINS.pupil);
  const projects = await call(SelfAssessment.GetProjectsForUser, {
    user_id: reply.currentUser.user_id,
  });
  const project = projects.find((p) => p.project_name === 'Year 10 Skills');
  if (!project) throw new Error('No Year 10 Skills project');
  renderWithShell(<ProfilePage />, {
    url: '/profile',
    session: { ...sessionOf(reply), selectedProjectId: project.project_id },
  });
}

function preview(): HTMLElement {
  return screen.getByRole('region', { name: 'Preview' });
}

describe('the Future-ready Profile screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('previews every skill with its latest grade and statement by default', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    const sheet = preview();
    expect(within(sheet).getByText('Pat Pupil')).toBeTruthy();
    expect(within(sheet).getByText('Demo Academy')).toBeTruthy();
    const skills = within(sheet)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(skills).toHaveLength(8);
    const listening = within(sheet).getByRole('heading', { level: 4, name: 'Listening' });
    expect(listening.nextElementSibling?.textContent).toBe('Grade 6 out of 10 · Spring 2027');
    expect(
      within(sheet).getByRole('table', { name: /Grades out of 10 in each round/ }),
    ).toBeTruthy();
  });

  it('leaves out what the pupil switches off, and adds the notes they pick', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    fireEvent.click(screen.getByRole('switch', { name: 'Creativity' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Progress across rounds' }));
    fireEvent.click(screen.getByRole('switch', { name: /Careers fair/ }));
    const sheet = preview();
    expect(within(sheet).queryByRole('heading', { level: 4, name: 'Creativity' })).toBeNull();
    expect(within(sheet).queryByRole('table')).toBeNull();
    expect(within(sheet).getByRole('heading', { level: 3, name: 'Notes' })).toBeTruthy();
    expect(within(sheet).getByRole('heading', { level: 4, name: 'Careers fair' })).toBeTruthy();
    expect(screen.getByText('1 of 5 chosen')).toBeTruthy();
  });

  it('asks for a skill before making a PDF with none', async () => {
    await openYear10();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear skills' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one skill');
    // Choosing a skill answers it: the message goes at once, before any new download.
    fireEvent.click(screen.getByRole('switch', { name: 'Listening' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the teacher’s rating of a latest grade, and no longer says ratings will join later', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    const collaboration = within(preview()).getByRole('heading', {
      level: 4,
      name: 'Collaboration',
    });
    expect(collaboration.parentElement?.textContent).toContain('Teacher’s rating: 7 out of 10');
    const listening = within(preview()).getByRole('heading', { level: 4, name: 'Listening' });
    expect(listening.parentElement?.textContent).not.toContain('Teacher’s rating');
    expect(screen.queryByText(PROFILE_NO_TEACHER_RATINGS)).toBeNull();
  });

  it('tells a user in no project that there is no profile to make yet', async () => {
    await renderLoggedIn(<ProfilePage />, DEMO_LOGINS.head, '/profile');
    await screen.findByText(/You are not in a project yet/);
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Rhagolwg' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Proffil Barod am y Dyfodol' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: "Lawrlwytho'r PDF" })).toBeTruthy();
    const sheet = screen.getByRole('region', { name: 'Rhagolwg' });
    const listening = within(sheet).getByRole('heading', { level: 4, name: 'Listening' });
    expect(listening.nextElementSibling?.textContent).toBe('Gradd 6 allan o 10 · Spring 2027');
    expect(screen.getByText("0 o 5 wedi'u dewis")).toBeTruthy();
  });
});
