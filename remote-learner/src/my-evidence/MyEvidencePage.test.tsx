/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, screen, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { MyEvidencePage } from './MyEvidencePage';

jest.setTimeout(30_000);

// The screens talk to a real server, started for this file.
realServerForThisFile();

describe('the My Evidence screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it("shows the pupil's evidence in each of their projects", async () => {
    await renderLoggedIn(<MyEvidencePage />, DEMO_LOGINS.pupil, '/myevidence');
    await screen.findByRole('heading', { level: 2, name: 'Year 10 Skills' });
    expect(screen.getByRole('heading', { level: 2, name: 'Work Experience' })).toBeTruthy();
    const year10 = screen.getByRole('table', { name: 'Evidence for Year 10 Skills' });
    const row = within(year10)
      .getByText('Kept a weekly target log for a whole term')
      .closest('tr') as HTMLElement;
    expect(within(row).getByRole('listitem').textContent).toBe('Sets and reviews personal targets');
    const work = screen.getByRole('table', { name: 'Evidence for Work Experience' });
    expect(within(work).getByText('No evidence yet.')).toBeTruthy();
  });

  it('tells a user in no project that there is nothing to show', async () => {
    await renderLoggedIn(<MyEvidencePage />, DEMO_LOGINS.head, '/myevidence');
    await screen.findByText('You are not in a project yet, so there is no evidence to show.');
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<MyEvidencePage />, DEMO_LOGINS.head, '/myevidence');
    await screen.findByText(
      "Dydych chi ddim mewn prosiect eto, felly does dim tystiolaeth i'w dangos.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Fy Nhystiolaeth' })).toBeTruthy();
  });
});
