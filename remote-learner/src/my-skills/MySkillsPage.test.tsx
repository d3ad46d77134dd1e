/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { MySkillsPage } from './MySkillsPage';
import { needsSchool } from '../home/NeedsHome';
import { ProjectEvidencePage } from '../project-evidence/ProjectEvidencePage';
import { LEARNER_AREA } from '../screens';

jest.setTimeout(30_000);

realServerForThisFile();

describe('My Skills on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows a home learner the starter set, and adds, renames and retires a skill of their own', async () => {
    await renderLoggedIn(<MySkillsPage />, DEMO_LOGINS.homeUser, '/myskills');
    await screen.findByRole('heading', { level: 3, name: 'Communication' });
    expect(screen.getByRole('heading', { name: 'Your own skills (0 of 200)' })).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Skill name'), { target: { value: 'Gardening' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add skill' }));
    await screen.findByRole('heading', { name: 'Your own skills (1 of 200)' });

    fireEvent.click(screen.getByRole('button', { name: 'Rename Gardening' }));
    fireEvent.change(screen.getByLabelText('New name'), { target: { value: 'Growing food' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'Retire Growing food' });

    fireEvent.click(screen.getByRole('button', { name: 'Retire Growing food' }));
    const restore = await screen.findByRole('button', { name: 'Restore Growing food' });
    expect(within(restore.closest('li')!).getByText(/\(retired\)/)).toBeTruthy();
  });

  it('tells a pupil of a school that their school keeps their skills', async () => {
    await renderLoggedIn(<MySkillsPage />, DEMO_LOGINS.pupil, '/myskills');
    await screen.findByText(/My Skills is for home learners/);
    expect(screen.queryByLabelText('Skill name')).toBeNull();
  });

  it('tells a home learner who opens Project Evidence that it needs a school', async () => {
    const Screen = needsSchool(ProjectEvidencePage);
    await renderLoggedIn(
      <Screen screen={LEARNER_AREA.screens.projectEvidence} />,
      DEMO_LOGINS.homeUser,
      '/projectevidence',
    );
    await screen.findByText(/This page is for pupils of a school/);
    expect(screen.getByRole('link', { name: 'Go to My Notes' })).toBeTruthy();
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<MySkillsPage />, DEMO_LOGINS.homeUser, '/myskills');
    await screen.findByRole('heading', { level: 2, name: 'Set gychwynnol' });
    expect(screen.getByRole('heading', { level: 1, name: 'Fy Sgiliau' })).toBeTruthy();
    expect(
      screen.getByRole('heading', { level: 2, name: /^Eich sgiliau eich hun \(\d+ o 200\)$/ }),
    ).toBeTruthy();
    expect(screen.getByLabelText("Enw'r sgil")).toBeTruthy();
    expect(screen.getByRole('button', { name: "Ychwanegu'r sgil" })).toBeTruthy();
  });
});
