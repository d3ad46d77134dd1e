/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { switchLanguage } from '@skillfolio/shared';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { ResourcesPage } from './ResourcesPage';

jest.setTimeout(30_000);

// The screens talk to a real server, started for this file.
realServerForThisFile();

const DEMO_ACADEMY_AND_GLOBAL = [
  'Careers websites',
  'Getting started with Skillfolio',
  'Interview skills video',
  'Skills audit worksheet',
];

function shownNames(): string[] {
  return screen
    .queryAllByRole('rowheader')
    .map((cell) => cell.textContent ?? '')
    .sort();
}

async function chooseTag(label: string): Promise<void> {
  const select = screen.getByText('Tag', { selector: '.sf-field__label' }).closest('.sf-select');
  if (!(select instanceof HTMLElement)) throw new Error('No Tag select');
  fireEvent.click(within(select).getByRole('button'));
  fireEvent.click(await screen.findByRole('option', { name: label }));
}

describe('the Resources screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it("lists the school's active resources and the global ones, each with its file's link", async () => {
    await renderLoggedIn(<ResourcesPage />, DEMO_LOGINS.pupil, '/resources');
    await screen.findByRole('rowheader', { name: 'Careers websites' });
    expect(shownNames()).toEqual(DEMO_ACADEMY_AND_GLOBAL);
    expect(screen.queryByText('Old timetable (archived)')).toBeNull();
    const link = screen.getByRole('link', { name: /careers-websites\.txt/ });
    expect(link.getAttribute('href')).toMatch(/\/api\/File\/ResourceFile\?id=\d+$/);
    const row = screen.getByRole('rowheader', { name: 'Skills audit worksheet' }).closest('tr');
    expect(within(row as HTMLElement).getByText('before').tagName).toBe('STRONG');
  });

  it('filters by tag, then by keyword, which clears the tag while the switch is on', async () => {
    await renderLoggedIn(<ResourcesPage />, DEMO_LOGINS.pupil, '/resources');
    await screen.findByRole('rowheader', { name: 'Careers websites' });
    expect(screen.getByRole('switch', { name: 'One filter at a time' })).toHaveProperty(
      'checked',
      true,
    );

    await chooseTag('Worksheet');
    await waitFor(() =>
      expect(shownNames()).toEqual(['Getting started with Skillfolio', 'Skills audit worksheet']),
    );

    // "VIDEO" matches the Interview skills video's name and tag, whatever the case.
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'VIDEO' } });
    await waitFor(() => expect(shownNames()).toEqual(['Interview skills video']));
    expect(screen.getByText('All tags', { selector: '.sf-select__value' })).toBeTruthy();

    // The detail's text counts, its markup does not.
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'apprenticeships' } });
    await waitFor(() => expect(shownNames()).toEqual(['Careers websites']));
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'strong' } });
    await screen.findByText('No resources match the filter.');
  });

  it('combines the filters when the switch is off', async () => {
    await renderLoggedIn(<ResourcesPage />, DEMO_LOGINS.pupil, '/resources');
    await screen.findByRole('rowheader', { name: 'Careers websites' });
    fireEvent.click(screen.getByRole('switch', { name: 'One filter at a time' }));
    await chooseTag('Worksheet');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: 'getting' } });
    await waitFor(() => expect(shownNames()).toEqual(['Getting started with Skillfolio']));
    expect(screen.getByText('Worksheet', { selector: '.sf-select__value' })).toBeTruthy();
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(<ResourcesPage />, DEMO_LOGINS.pupil, '/resources');
    await screen.findByRole('rowheader', { name: 'Careers websites' });
    expect(screen.getByRole('heading', { level: 1, name: 'Adnoddau' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Un hidlydd ar y tro' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Lawrlwytho .*careers-websites\.txt/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Allweddair'), { target: { value: 'strong' } });
    await screen.findByText("Does dim adnoddau'n cyfateb i'r hidlydd.");
  });
});
