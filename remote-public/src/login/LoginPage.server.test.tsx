/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  getAssessmentsForProject,
  getCurrentUser,
  getProjectsForUser,
  useSession,
} from '@skillfolio/shared';
import {
  DEMO_LOGINS,
  logInAs,
  renderWithShell,
  startRealServer,
  type RealServer,
} from '@skillfolio/shared/testing';
import { LoginPage } from './LoginPage';

jest.setTimeout(30_000);

let server: RealServer;
beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => server.stop());

describe('the login page on the real server', () => {
  it("starts the new user's session without the previous user's project and assessment", async () => {
    const pupil = await logInAs(DEMO_LOGINS.pupil);
    const [project] = await getProjectsForUser(pupil.currentUser.user_id);
    if (!project) throw new Error('The pupil has no project');
    const [assessment] = await getAssessmentsForProject(
      pupil.currentUser.user_id,
      project.project_id,
    );
    renderWithShell(<LoginPage />, {
      url: '/public/login',
      session: {
        currentUser: pupil.currentUser,
        currentSchool: pupil.currentSchool,
        selectedProjectId: project.project_id,
        selectedAssessmentId: assessment?.assessment_id ?? 0,
      },
    });

    const rory = DEMO_LOGINS.riversidePupil;
    fireEvent.click(screen.getByRole('button', { name: 'Log in with username' }));
    fireEvent.change(screen.getByLabelText(/^Username/), {
      target: { value: rory.username },
    });
    fireEvent.change(screen.getByLabelText('School username'), {
      target: { value: rory.schoolUsername },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), {
      target: { value: rory.password },
    });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));

    await waitFor(() =>
      expect(useSession.getState().currentSchool?.school_name).toBe('Riverside Primary'),
    );
    const serverSays = await getCurrentUser();
    expect(useSession.getState()).toMatchObject({
      selectedProjectId: serverSays?.selectedProjectId,
      selectedAssessmentId: serverSays?.selectedAssessmentId,
    });
    expect(useSession.getState().selectedProjectId).not.toBe(project.project_id);
  });
});
