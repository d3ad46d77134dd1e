/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ClassViewPage } from './ClassViewPage';

jest.setTimeout(30_000);

// The screen talks to a real server, started for this file.
realServerForThisFile();

describe('the Class View screen on the real server', () => {
  it('shows the teacher’s class on its newest round, with the step-up and the averages', async () => {
    await renderLoggedIn(<ClassViewPage />, DEMO_LOGINS.teacher, '/class');
    const grid = await screen.findByRole('grid', { name: 'Year 10 Skills, Spring 2027' });
    const pat = within(grid).getByRole('row', { name: /Pat Pupil/ });
    within(pat).getByRole('button', { name: 'Step-up: Pat Pupil, Leadership, up from 2' });
    const averages = screen.getByRole('grid', { name: 'Class average per skill' });
    within(within(averages).getByRole('row', { name: /Leadership/ })).getByText('up 2');
    expect(screen.getByText(/The previous round is Autumn 2026/)).toBeTruthy();
  });

  it('opens a step-up’s evidence in one click', async () => {
    await renderLoggedIn(<ClassViewPage />, DEMO_LOGINS.teacher, '/class');
    fireEvent.click(
      await screen.findByRole('button', { name: 'Step-up: Pat Pupil, Leadership, up from 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Step-up: Pat Pupil, Leadership' });
    within(dialog).getByRole('heading', { name: 'Note: Presentation feedback' });
  });

  it('says where classes come from when the school has none, offering no Class picker', async () => {
    await renderLoggedIn(<ClassViewPage />, DEMO_LOGINS.teacher, '/class');
    await screen.findByRole('grid', { name: 'Year 10 Skills, Spring 2027' });
    screen.getByText('No classes of yours yet — a roster sync brings them.');
    expect(screen.queryByText('Class', { selector: '.sf-field__label' })).toBeNull();
  });

  it('filters the pupils by name', async () => {
    await renderLoggedIn(<ClassViewPage />, DEMO_LOGINS.teacher, '/class');
    const grid = await screen.findByRole('grid', { name: 'Year 10 Skills, Spring 2027' });
    fireEvent.change(screen.getByLabelText('Filter by name'), { target: { value: 'zz' } });
    expect(within(grid).queryByRole('row', { name: /Pat Pupil/ })).toBeNull();
    screen.getByText('No pupil matches the filter.');
  });
});

describe('the Class View in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says the grid, the step-up and the averages in Welsh', async () => {
    await renderLoggedIn(<ClassViewPage />, DEMO_LOGINS.teacher, '/class');
    await screen.findByRole('grid', { name: 'Year 10 Skills, Spring 2027' });
    await act(() => switchLanguage('cy'));
    const averages = await screen.findByRole('grid', {
      name: 'Cyfartaledd y dosbarth ar gyfer pob sgil',
    });
    within(within(averages).getByRole('row', { name: /Leadership/ })).getByText('i fyny 2');
    screen.getByRole('button', { name: 'Cam i fyny: Pat Pupil, Leadership, i fyny o 2' });
    screen.getByText('Dim dosbarthiadau i chi eto — bydd cysoni rhestr yn dod â nhw.');
    expect(screen.getByLabelText('Hidlo yn ôl enw')).toBeTruthy();
  });
});
