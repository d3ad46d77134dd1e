/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, type SessionReply } from '@skillfolio/shared';
import { Plan, SelfAssessment } from '@skillfolio/shared/contract';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderWithShell,
} from '@skillfolio/shared/testing';
import { PersonalPlanPage } from './PersonalPlanPage';

jest.setTimeout(30_000);

// The screens talk to a real server, started for this file.
realServerForThisFile();

/** The pupil's session, on Year 10 Skills (where the demo development area is). */
async function onYear10(reply: SessionReply) {
  const projects = await call(SelfAssessment.GetProjectsForUser, {
    user_id: reply.currentUser.user_id,
  });
  const year10 = projects.find((p) => p.project_name === 'Year 10 Skills');
  if (!year10) throw new Error('No Year 10 Skills project');
  return {
    session: {
      currentUser: reply.currentUser,
      currentSchool: reply.currentSchool,
      selectedProjectId: year10.project_id,
      selectedAssessmentId: 0,
    },
    areas: () =>
      call(Plan.GetDevelopmentAreas, {
        user_id: reply.currentUser.user_id,
        project_id: year10.project_id,
      }),
  };
}

describe('the Personal Plan screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('shows what the pupil has done in the What I Have Done column', async () => {
    const reply = await logInAs(DEMO_LOGINS.pupil);
    const year10 = await onYear10(reply);
    const [area] = await year10.areas();
    if (!area) throw new Error('The pupil has no development area');
    const { done } = await call(Plan.GetNextStepsWhatDone, {
      user_id: reply.currentUser.user_id,
      development_area_id: area.development_area_id,
    });
    expect(done.length).toBeGreaterThan(0);

    renderWithShell(<PersonalPlanPage />, { url: '/personalplan', session: year10.session });
    fireEvent.click(await screen.findByRole('switch', { name: 'Show all detail' }));
    const table = await screen.findByRole('table', { name: 'Development areas' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    const doneColumn = headers.indexOf('What I Have Done');
    const row = within(table).getByRole('row', { name: new RegExp(area.skill_descriptor) });
    const doneCell = within(row).getAllByRole('cell')[doneColumn - 1];
    for (const step of done) expect(doneCell?.textContent).toContain(step.step_text);
  });

  it('offers a parent no Add, Edit or Delete', async () => {
    const reply = await logInAs(DEMO_LOGINS.parent);
    const year10 = await onYear10(reply);
    renderWithShell(<PersonalPlanPage />, { url: '/personalplan', session: year10.session });
    await screen.findByRole('table', { name: 'Development areas' });
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('marks a step complete and incomplete again, and the server keeps each', async () => {
    const reply = await logInAs(DEMO_LOGINS.pupil);
    const userId = reply.currentUser.user_id;
    const year10 = await onYear10(reply);
    const [area] = await year10.areas();
    if (!area) throw new Error('The pupil has no development area');
    const areaId = area.development_area_id;
    const stepText = 'Read one chapter aloud to the class';
    const { step_id: stepId } = await call(Plan.AddStep, {
      development_area_id: areaId,
      step_text: stepText,
      user_id: userId,
    });
    const stored = async () => {
      const { steps, done } = await call(Plan.GetNextStepsWhatDone, {
        user_id: userId,
        development_area_id: areaId,
      });
      return {
        next: steps.some((s) => s.step_id === stepId),
        done: done.some((s) => s.step_id === stepId),
      };
    };
    expect(await stored()).toEqual({ next: true, done: false });

    renderWithShell(<PersonalPlanPage />, { url: '/personalplan', session: year10.session });
    fireEvent.click(await screen.findByRole('button', { name: `Edit ${area.skill_descriptor}` }));
    const modal = await screen.findByRole('dialog', { name: 'Development Area' });
    const listed = (heading: string) =>
      within(within(modal).getByRole('list', { name: heading })).queryByText(stepText);

    fireEvent.click(
      await within(modal).findByRole('button', { name: `Mark Complete: ${stepText}` }),
    );
    await within(modal).findByRole('button', { name: `Mark Incomplete: ${stepText}` });
    expect(listed('What I Have Done')).not.toBeNull();
    expect(listed('Next Steps')).toBeNull();
    expect(await stored()).toEqual({ next: false, done: true });

    fireEvent.click(within(modal).getByRole('button', { name: `Mark Incomplete: ${stepText}` }));
    await within(modal).findByRole('button', { name: `Mark Complete: ${stepText}` });
    expect(listed('Next Steps')).not.toBeNull();
    expect(await stored()).toEqual({ next: true, done: false });
  });

  it('deletes a development area after Are you sure, and the table no longer lists it', async () => {
    const reply = await logInAs(DEMO_LOGINS.pupil);
    const year10 = await onYear10(reply);
    const [area] = await year10.areas();
    if (!area) throw new Error('The pupil has no development area');
    renderWithShell(<PersonalPlanPage />, { url: '/personalplan', session: year10.session });

    fireEvent.click(await screen.findByRole('button', { name: `Edit ${area.skill_descriptor}` }));
    const modal = await screen.findByRole('dialog', { name: 'Development Area' });
    fireEvent.click(within(modal).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: `Edit ${area.skill_descriptor}` })).toBeNull(),
    );
    expect((await year10.areas()).map((a) => a.development_area_id)).not.toContain(
      area.development_area_id,
    );
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    const year10 = await onYear10(await logInAs(DEMO_LOGINS.pupil));
    renderWithShell(<PersonalPlanPage />, { url: '/personalplan', session: year10.session });
    const table = await screen.findByRole('table', { name: 'Meysydd datblygu' });
    expect(screen.getByRole('heading', { level: 1, name: 'Cynllun Personol' })).toBeTruthy();
    expect(within(table).getByRole('columnheader', { name: 'Maes Datblygu' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ychwanegu' }));
    const modal = await screen.findByRole('dialog', { name: 'Maes Datblygu' });
    expect(
      within(modal).getByText('Mae angen i chi gadw hwn cyn ychwanegu camau nesaf'),
    ).toBeTruthy();
  });
});
