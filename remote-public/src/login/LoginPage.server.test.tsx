/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { call, getCurrentUser, login, useSession } from '@skillfolio/shared';
import { SelfAssessment, SignIn } from '@skillfolio/shared/contract';
import { SIGN_IN_REFUSALS } from '@skillfolio/shared/wire';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderWithShell,
} from '@skillfolio/shared/testing';
import { LoginPage } from './LoginPage';

jest.setTimeout(30_000);

// The screens talk to a real server, started for this file.
realServerForThisFile();

describe('the login page on the real server', () => {
  it("starts the new user's session without the previous user's project and assessment", async () => {
    const pupil = await logInAs(DEMO_LOGINS.pupil);
    const [project] = await call(SelfAssessment.GetProjectsForUser, {
      user_id: pupil.currentUser.user_id,
    });
    if (!project) throw new Error('The pupil has no project');
    const [assessment] = await call(SelfAssessment.GetAssessmentsForProject, {
      user_id: pupil.currentUser.user_id,
      project_id: project.project_id,
    });
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

  it('says in place how long to wait when the server refuses a login for too many attempts', async () => {
    // A name of its own, so no other test's attempts count; unknown names are limited too.
    const attempt = {
      loginMode: 'U',
      username: 'page-test-guesser',
      schoolUsername: 'demoacademy',
    } as const;
    const fail = async (): Promise<void> => {
      expect(await login({ ...attempt, password: 'wrong' })).toEqual({ kind: 'incorrect' });
    };
    // Three free failures, then a wait of 1 s, then 2 s, then 4 s before each next attempt.
    for (let i = 0; i < 4; i += 1) await fail();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await fail();
    await new Promise((resolve) => setTimeout(resolve, 2100));
    await fail();

    renderWithShell(<LoginPage />, { url: '/public/login' });
    fireEvent.click(screen.getByRole('button', { name: 'Log in with username' }));
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: attempt.username } });
    fireEvent.change(screen.getByLabelText('School username'), {
      target: { value: attempt.schoolUsername },
    });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'another' } });
    fireEvent.submit(screen.getByRole('form', { name: 'Login' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(
      /^Too many attempts\. Please wait [1-4] seconds? and try again\.$/,
    );
    expect(screen.queryByText('Incorrect Login')).toBeNull();
    expect(useSession.getState().currentUser).toBeNull();
  });

  it("leaves the SPEC's login as it is on a server that offers no sign-in provider", async () => {
    const sent = await call(SignIn.GetSignInProviders);
    expect(sent).toEqual({ providers: [] });
    renderWithShell(<LoginPage />, { url: '/public/login?signIn=noAccount' });
    // A refusal in the address is still said (a provider turned off since); nothing offered.
    expect((await screen.findByRole('alert')).textContent).toBe(SIGN_IN_REFUSALS.noAccount);
    expect(screen.queryByRole('form', { name: 'Or sign in with your school account' })).toBeNull();
    expect(screen.queryByText(/Sign in with/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Log in with username' })).toBeTruthy();
  });
});
