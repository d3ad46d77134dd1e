/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen } from '@testing-library/react';
import { SECOND_FACTOR_TEXT } from '@skillfolio/shared/wire';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { SecurityPage } from './SecurityPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
realServerForThisFile();

describe('the security page on the real server', () => {
  it('sets up two-factor authentication and says in place when the first code is wrong', async () => {
    await renderLoggedIn(<SecurityPage />, DEMO_LOGINS.teacher, '/learner/security');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Set up two-factor authentication' }),
    );
    const form = await screen.findByRole('form', { name: 'Confirm set-up' });
    fireEvent.change(screen.getByLabelText(/^2\. Enter the 6-digit code/), {
      target: { value: '000000' },
    });
    fireEvent.submit(form);
    expect(await screen.findByText(SECOND_FACTOR_TEXT.wrongCode)).toBeTruthy();
  });
});
