/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { configureApiClient, useLocation, useSession } from '@skillfolio/shared';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderWithShell,
} from '@skillfolio/shared/testing';
import { freePort } from '../../scripts/testing/freePort.cjs';
import { Shell } from './Shell';

jest.setTimeout(30_000);

const server = realServerForThisFile();
beforeEach(() => configureApiClient({ prefixUrl: `${server.url}/api` }));

function Where() {
  return <output aria-label="Current path">{useLocation().pathname}</output>;
}

const currentPath = () => screen.getByRole('status', { name: 'Current path' }).textContent;

describe('the shell on the real server', () => {
  it('shows the banner and a Retry, not the login page, when the server cannot be reached at start', async () => {
    configureApiClient({ prefixUrl: `http://127.0.0.1:${await freePort()}/api` });
    renderWithShell(
      <>
        <Shell />
        <Where />
      </>,
      { url: '/dashboard' },
    );
    await screen.findByText('Skillfolio could not reach the server. Please try again.');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Skillfolio could not reach the server',
    );
    expect(currentPath()).toBe('/dashboard');

    configureApiClient({ prefixUrl: `${server.url}/api` });
    const pupil = await logInAs(DEMO_LOGINS.pupil);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByRole('banner').textContent).toContain('Logged in as Pat Pupil'),
    );
    expect(currentPath()).toBe('/dashboard');
    expect(useSession.getState().selectedProjectId).toBe(pupil.selectedProjectId);
  });

  it("replaces a previous user's choices with the server's at start", async () => {
    const pupil = await logInAs(DEMO_LOGINS.pupil);
    renderWithShell(
      <>
        <Shell />
        <Where />
      </>,
      { url: '/dashboard', session: { selectedProjectId: 999, selectedAssessmentId: 999 } },
    );
    await waitFor(() => expect(useSession.getState().currentUser?.username).toBe('pupil'));
    expect(useSession.getState()).toMatchObject({
      selectedProjectId: pupil.selectedProjectId,
      selectedAssessmentId: pupil.selectedAssessmentId,
    });
  });
});
