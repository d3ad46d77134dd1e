/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  call,
  switchLanguage,
  useSession,
  type AssessmentSkill,
  type SessionReply,
} from '@skillfolio/shared';
import { SelfAssessment } from '@skillfolio/shared/contract';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderWithShell,
  sentRequests,
  sessionOf,
} from '@skillfolio/shared/testing';
import { SelfAssessmentPage } from './SelfAssessmentPage';

jest.setTimeout(30_000);

const server = realServerForThisFile();

/** The pupil's Year 10 Skills assessment of that name, and its skills as the server has them. */
async function assessmentNamed(reply: SessionReply, name: string) {
  const userId = reply.currentUser.user_id;
  const projects = await call(SelfAssessment.GetProjectsForUser, { user_id: userId });
  const project = projects.find((p) => p.project_name === 'Year 10 Skills');
  if (!project) throw new Error('No Year 10 Skills project');
  const assessments = await call(SelfAssessment.GetAssessmentsForProject, {
    user_id: userId,
    project_id: project.project_id,
  });
  const assessment = assessments.find((a) => a.assessment_name === name);
  if (!assessment) throw new Error(`No assessment ${name}`);
  const skills = () =>
    call(SelfAssessment.GetSkillsForAssessment, {
      user_id: userId,
      assessment_id: assessment.assessment_id,
    });
  return { projectId: project.project_id, assessmentId: assessment.assessment_id, skills };
}

async function skillOnServer(
  skills: () => Promise<AssessmentSkill[]>,
  descriptor: string,
): Promise<AssessmentSkill> {
  const skill = (await skills()).find((s) => s.skill_descriptor === descriptor);
  if (!skill) throw new Error(`No skill ${descriptor}`);
  return skill;
}

describe('the Self Assessment screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('saves a slider move so that the server has the new grade', async () => {
    const reply = await logInAs(DEMO_LOGINS.pupil);
    const autumn = await assessmentNamed(reply, 'Autumn 2026');
    renderWithShell(<SelfAssessmentPage />, {
      url: '/selfassessment',
      session: {
        ...sessionOf(reply),
        selectedProjectId: autumn.projectId,
        selectedAssessmentId: autumn.assessmentId,
      },
    });
    const slider = (await screen.findByRole('slider', { name: 'Listening' })) as HTMLInputElement;
    const before = Number(slider.value);
    const target = before === 10 ? 9 : before + 1;
    const key = before === 10 ? 'ArrowLeft' : 'ArrowRight';
    fireEvent.keyDown(slider, { key });
    fireEvent.keyUp(slider, { key });

    await waitFor(async () =>
      expect((await skillOnServer(autumn.skills, 'Listening')).grade).toBe(target),
    );
  });

  it('keeps an unrated skill unrated when only its statement is written', async () => {
    const reply = await logInAs(DEMO_LOGINS.pupil);
    const spring = await assessmentNamed(reply, 'Spring 2027');
    const unrated = (await spring.skills()).find(
      (s) => s.grade === null && s.assessment_grade_id > 0,
    );
    if (!unrated) throw new Error('Spring 2027 has no unrated skill');
    renderWithShell(<SelfAssessmentPage />, {
      url: '/selfassessment',
      session: {
        ...sessionOf(reply),
        selectedProjectId: spring.projectId,
        selectedAssessmentId: spring.assessmentId,
      },
    });
    const statement = await screen.findByLabelText(`${unrated.skill_descriptor}: statement`);
    fireEvent.change(statement, { target: { value: 'I have not tried this yet.' } });
    fireEvent.blur(statement);

    await waitFor(async () =>
      expect((await skillOnServer(spring.skills, unrated.skill_descriptor)).statement).toBe(
        'I have not tried this yet.',
      ),
    );
    expect((await skillOnServer(spring.skills, unrated.skill_descriptor)).grade).toBeNull();
    const card = screen.getByRole('group', { name: unrated.skill_descriptor });
    expect(within(card).getByText('Not rated yet')).toBeTruthy();
  });

  it('remembers a project the pupil chooses on the server', async () => {
    const reply = await logInAs(DEMO_LOGINS.pupil);
    renderWithShell(<SelfAssessmentPage />, { url: '/selfassessment', session: sessionOf(reply) });
    const picker = await screen.findByRole('button', { name: /Project/ });
    const projects = await call(SelfAssessment.GetProjectsForUser, {
      user_id: reply.currentUser.user_id,
    });
    await waitFor(() => expect(useSession.getState().selectedProjectId).toBeGreaterThan(0));
    const other = projects.find((p) => p.project_id !== useSession.getState().selectedProjectId);
    if (!other) throw new Error('The pupil has one project');
    const before = sentRequests().length;

    fireEvent.click(picker);
    fireEvent.click(await screen.findByRole('option', { name: other.project_name }));

    await waitFor(() => {
      const remembered = sentRequests()
        .slice(before)
        .filter((r) => /\/api\/user\/RememberSelection$/i.test(r.url));
      expect(remembered.map((r) => JSON.parse(r.body) as unknown)).toEqual([
        { project_id: other.project_id, assessment_id: 0 },
      ]);
    });
    expect(useSession.getState().selectedProjectId).toBe(other.project_id);
  });

  it("shows each skill's grade in the assessment before, on the track and in words", async () => {
    const reply = await logInAs(DEMO_LOGINS.pupil);
    const autumn = await assessmentNamed(reply, 'Autumn 2026');
    const spring = await assessmentNamed(reply, 'Spring 2027');
    const listening = await skillOnServer(autumn.skills, 'Listening');
    const { container } = renderWithShell(<SelfAssessmentPage />, {
      url: '/selfassessment',
      session: {
        ...sessionOf(reply),
        selectedProjectId: spring.projectId,
        selectedAssessmentId: spring.assessmentId,
      },
    });
    const card = (await screen.findByRole('group', { name: 'Listening' })).closest(
      '.sf-skill',
    ) as HTMLElement;
    expect(within(card).getByText(`was ${listening.grade} in Autumn 2026`)).toBeTruthy();
    const marker = card.querySelector('.sf-slider__marker') as HTMLElement;
    expect(marker.style.left).toBe(`${(listening.grade ?? 0) * 10}%`);
    expect(container.querySelectorAll('.sf-slider__marker')).toHaveLength(8);
  });

  it('lets a parent see the grades but not move them', async () => {
    const reply = await logInAs(DEMO_LOGINS.parent);
    const autumn = await assessmentNamed(reply, 'Autumn 2026');
    renderWithShell(<SelfAssessmentPage />, {
      url: '/selfassessment',
      session: {
        ...sessionOf(reply),
        selectedProjectId: autumn.projectId,
        selectedAssessmentId: autumn.assessmentId,
      },
    });
    const slider = (await screen.findByRole('slider', { name: 'Listening' })) as HTMLInputElement;
    expect(slider.disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Add New' })).toBeNull();
    expect(server.visits).toEqual([]);
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    const reply = await logInAs(DEMO_LOGINS.pupil);
    const autumn = await assessmentNamed(reply, 'Autumn 2026');
    const spring = await assessmentNamed(reply, 'Spring 2027');
    const listening = await skillOnServer(autumn.skills, 'Listening');
    renderWithShell(<SelfAssessmentPage />, {
      url: '/selfassessment',
      session: {
        ...sessionOf(reply),
        selectedProjectId: spring.projectId,
        selectedAssessmentId: spring.assessmentId,
      },
    });
    const card = (await screen.findByRole('group', { name: 'Listening' })).closest(
      '.sf-skill',
    ) as HTMLElement;
    expect(screen.getByRole('heading', { level: 1, name: 'Hunanasesu' })).toBeTruthy();
    expect(within(card).getByText(`roedd yn ${listening.grade} yn Autumn 2026`)).toBeTruthy();
    expect(within(card).getByLabelText('Listening: datganiad')).toBeTruthy();
  });
});
