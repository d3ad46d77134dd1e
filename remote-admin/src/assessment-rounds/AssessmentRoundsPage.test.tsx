/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { AssessmentRoundsPage } from './AssessmentRoundsPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
realServerForThisFile();

describe('the Assessment Rounds screen on the real server', () => {
  it('explains rounds, and a teacher opens one, sees it listed, and closes it after confirming', async () => {
    await renderLoggedIn(<AssessmentRoundsPage />, DEMO_LOGINS.teacher, '/class/rounds');
    await screen.findByText(/Year 10 Skills has no rounds yet/);
    screen.getByText(/A round is one time your pupils assess themselves/);

    fireEvent.click(screen.getByRole('button', { name: 'Open Round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Round' });
    fireEvent.change(within(dialog).getByLabelText('Round name'), {
      target: { value: 'Summer 2027' },
    });
    fireEvent.change(within(dialog).getByLabelText('Opens on'), {
      target: { value: '2027-06-01' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Round' }));

    const table = await screen.findByRole('grid', { name: 'Rounds' });
    const row = await within(table).findByRole('row', { name: /Summer 2027/ });
    within(row).getByText('Open');
    within(row).getByText('From 1 Jun 2027');
    // One open round at a time: no second Open Round until this one closes.
    expect(screen.queryByRole('button', { name: 'Open Round' })).toBeNull();
    screen.getByText('Summer 2027 is open. Close it before opening the next round.');

    fireEvent.click(within(row).getByRole('button', { name: 'Close Summer 2027' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Are you sure' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Close Round' }));
    // The list reloads: the closed round stays listed, and the next may be opened.
    await screen.findByRole('button', { name: 'Open Round' });
    const closed = within(await screen.findByRole('grid', { name: 'Rounds' })).getByRole('row', {
      name: /Summer 2027/,
    });
    within(closed).getByText('Closed');
    expect(within(closed).queryByRole('button', { name: 'Close Summer 2027' })).toBeNull();
  });

  it('shows the server’s reason when a name is taken', async () => {
    await renderLoggedIn(<AssessmentRoundsPage />, DEMO_LOGINS.teacher, '/class/rounds');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Round' });
    fireEvent.change(within(dialog).getByLabelText('Round name'), {
      target: { value: 'summer 2027' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Round' }));
    await within(dialog).findByText('This project already has a round of that name');
  });
});

describe('the Assessment Rounds screen in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says the rounds, their dates and their state in Welsh', async () => {
    await renderLoggedIn(<AssessmentRoundsPage />, DEMO_LOGINS.teacher, '/class/rounds');
    fireEvent.click(await screen.findByRole('button', { name: 'Open Round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open Round' });
    fireEvent.change(within(dialog).getByLabelText('Round name'), {
      target: { value: 'Hydref 2027' },
    });
    fireEvent.change(within(dialog).getByLabelText('Opens on'), {
      target: { value: '2027-09-01' },
    });
    fireEvent.change(within(dialog).getByLabelText('Closes on'), {
      target: { value: '2027-12-20' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Open Round' }));
    await within(await screen.findByRole('grid', { name: 'Rounds' })).findByRole('row', {
      name: /Hydref 2027/,
    });

    await act(() => switchLanguage('cy'));
    const table = await screen.findByRole('grid', { name: 'Cylchoedd' });
    const row = within(table).getByRole('row', { name: /Hydref 2027/ });
    within(row).getByText('1 Medi 2027 i 20 Rhag 2027');
    within(row).getByText('Ar agor');
    within(row).getByRole('button', { name: 'Cau Hydref 2027' });
    screen.getByText('Mae Hydref 2027 ar agor. Caewch y cylch hwnnw cyn agor y cylch nesaf.');
  });
});
