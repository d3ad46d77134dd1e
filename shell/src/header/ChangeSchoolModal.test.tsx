/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEMO_LOGINS, realServerForThisFile, renderLoggedIn } from '@skillfolio/shared/testing';
import { useSession } from '@skillfolio/shared';
import { Header } from './Header';
import { schoolsMatching } from './ChangeSchoolModal';

jest.setTimeout(30_000);

realServerForThisFile();

const headerText = () => (screen.getByRole('banner').textContent ?? '').replace(/\s+/g, ' ');

async function openChangeSchool(): Promise<HTMLElement> {
  fireEvent.click(screen.getByRole('button', { name: 'Change School' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change School' });
  await within(dialog).findByRole('list', { name: 'Schools' });
  return dialog;
}

function choiceNames(dialog: HTMLElement): string[] {
  return within(dialog)
    .queryAllByRole('button')
    .filter((b) => b.closest('ul') !== null)
    .map((b) => b.textContent ?? '');
}

describe('the Change School modal on the real server', () => {
  it('lists every school with its postcode in brackets, the current one marked', async () => {
    await renderLoggedIn(<Header />, DEMO_LOGINS.globalAdmin, '/dashboard');
    const dialog = await openChangeSchool();
    expect(choiceNames(dialog)).toEqual([
      'Demo Academy (DA1 1AA) (current)',
      'Riverside Primary (RG1 2BB)',
    ]);
    const current = within(dialog).getByRole('button', { name: /Demo Academy/ });
    expect(current.getAttribute('aria-current')).toBe('true');
  });

  it('narrows the list by name, postcode or school username, ignoring case', async () => {
    await renderLoggedIn(<Header />, DEMO_LOGINS.globalAdmin, '/dashboard');
    const dialog = await openChangeSchool();
    const search = within(dialog).getByLabelText('Search schools');
    for (const [typed, expected] of [
      ['rg1', ['Riverside Primary (RG1 2BB)']],
      ['DEMOACADEMY', ['Demo Academy (DA1 1AA) (current)']],
      ['primary', ['Riverside Primary (RG1 2BB)']],
    ] as const) {
      fireEvent.change(search, { target: { value: typed } });
      expect(choiceNames(dialog)).toEqual(expected);
    }
    fireEvent.change(search, { target: { value: 'nowhere' } });
    expect(choiceNames(dialog)).toEqual([]);
    expect(within(dialog).getByRole('status').textContent).toBe('0 of 2 schools match');
  });

  it('switches the session to the chosen school and the header says so', async () => {
    await renderLoggedIn(<Header />, DEMO_LOGINS.globalAdmin, '/dashboard');
    expect(headerText()).toContain('at Demo Academy');
    const dialog = await openChangeSchool();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Riverside Primary (RG1 2BB)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headerText()).toContain('at Riverside Primary');
    expect(useSession.getState().currentSchool?.school_name).toBe('Riverside Primary');
    expect(useSession.getState().toast?.message).toBe('Now working in Riverside Primary');
  });
});

describe('schoolsMatching', () => {
  const school = (school_name: string, postcode: string | null, school_username: string) => ({
    school_id: 1,
    school_name,
    postcode,
    school_username,
    address1: null,
    address2: null,
    town: null,
    county: null,
    contact_name: null,
    telephone: null,
    dfe_number: null,
    project_type: null,
    notes: null,
    allowPeerReviews: false,
    licenceNumber: 1,
    user_count: 0,
  });

  it('keeps every school for a blank search and matches a school without a postcode by name', () => {
    const schools = [school('Oak School', null, 'oak'), school('Elm School', 'EL1 1EL', 'elm')];
    expect(schoolsMatching(schools, '  ')).toHaveLength(2);
    expect(schoolsMatching(schools, 'oak').map((s) => s.school_name)).toEqual(['Oak School']);
  });
});
