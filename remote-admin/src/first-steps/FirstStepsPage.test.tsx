/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, screen } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { AUTHENTICATOR_NEEDED_TEXT } from '@skillfolio/shared/wire';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ADMIN_AREA } from '../screens';
import { FirstStepsPage } from './FirstStepsPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
realServerForThisFile();

describe('First steps on the real server', () => {
  it('says why an authenticator app is needed and links every step to its screen', async () => {
    await renderLoggedIn(
      <FirstStepsPage screen={ADMIN_AREA.screens.firstSteps} />,
      DEMO_LOGINS.head,
      '/admin/firststeps',
    );
    await screen.findByText('demoacademy');
    expect(screen.getByText(AUTHENTICATOR_NEEDED_TEXT, { exact: false })).toBeTruthy();
    expect(screen.getByText(/Google Authenticator, Microsoft Authenticator or any TOTP app/));
    const links = screen
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Set up two-factor authentication', '/security?next=%2Fadmin%2Ffirststeps'],
      ['Add users', '/admin/manageUsers'],
      ['Add a project', '/admin/manageProjects'],
      ['Check the skills', '/admin/manageSkills'],
      ['Set success criteria', '/admin/manageSuccessCriteria'],
      ['Share resources', '/admin/manageResources'],
    ]);
    // The demo head has not set it up: the step says so, from the server's status.
    expect(await screen.findByText('(to do)')).toBeTruthy();
  });
});

describe('First steps in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says each step in Welsh, its links still to their screens', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(
      <FirstStepsPage screen={ADMIN_AREA.screens.firstSteps} />,
      DEMO_LOGINS.head,
      '/admin/firststeps',
    );
    await screen.findByText('demoacademy');
    expect(screen.getByText(/^Croeso i Skillfolio\. Enw defnyddiwr eich ysgol yw/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ychwanegwch ddefnyddwyr' }).getAttribute('href')).toBe(
      '/admin/manageUsers',
    );
    expect(await screen.findByText("(i'w wneud)")).toBeTruthy();
  });
});
