/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, useSession } from '@skillfolio/shared';
import { Verify } from '@skillfolio/shared/contract';
import {
  demoPupilMakesProfile,
  DEMO_LOGINS,
  realServerForThisFile,
  renderLoggedIn,
  sentRequests,
} from '@skillfolio/shared/testing';
import { ADMIN_AREA } from '../screens';
import { VerifiableProfilesPage } from './VerifiableProfilesPage';

jest.setTimeout(30_000);

realServerForThisFile();
afterEach(() => act(() => switchLanguage('en')));

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

async function openPage(): Promise<void> {
  await renderLoggedIn(
    <VerifiableProfilesPage screen={ADMIN_AREA.screens.verifiableProfiles} />,
    DEMO_LOGINS.head,
    '/admin/verifiableProfiles',
  );
  await screen.findByRole('heading', { level: 1, name: 'Verifiable Profiles' });
}

function table(): HTMLElement {
  return screen.getByRole('region', { name: 'Profiles made at your school' });
}

describe('Verifiable Profiles on the real server', () => {
  it('explains what a verifiable profile is, and says when no pupil has made one', async () => {
    await openPage();
    await screen.findByText('No pupil has made a profile yet.');
    expect(screen.getByText(/Skillfolio records what it states/)).toBeTruthy();
    expect(screen.getByText(/signing key signs each credential/)).toBeTruthy();
    expect(
      screen.getByText('A withdrawn profile shows as withdrawn to anyone with its link.'),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists the school’s profiles, and withdraws one once the admin confirms', async () => {
    await demoPupilMakesProfile('Patricia P.');
    await openPage();
    const row = await within(
      await screen.findByRole('region', {
        name: 'Profiles made at your school',
      }),
    ).findByRole('row', { name: /Patricia P\./ });
    expect(table().getAttribute('tabindex')).toBe('0');
    const { records } = await call(Verify.GetSchoolProfileRecords);
    const [record] = records;
    if (!record) throw new Error('No record');
    expect(within(row).getByText('Year 10 Skills')).toBeTruthy();
    expect(within(row).getByText(longDate(record.issued_at))).toBeTruthy();
    expect(within(row).getByText('Can be checked')).toBeTruthy();
    const link = within(row).getByRole('link', { name: /\(opens in a new tab\)$/ });
    expect(link.getAttribute('href')).toBe(record.verify_url);
    expect(link.getAttribute('target')).toBe('_blank');

    const withdraw = within(row).getByRole('button', {
      name: `Withdraw: Patricia P., Year 10 Skills, made on ${longDate(record.issued_at)}`,
    });
    fireEvent.click(withdraw);
    let dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText(
      'Anyone with the link will see it was withdrawn. This cannot be undone.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((await call(Verify.GetSchoolProfileRecords)).records[0]?.withdrawn_at).toBeNull();

    fireEvent.click(withdraw);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw' }));
    await within(table()).findByText(/^Withdrawn on /);
    const [after] = (await call(Verify.GetSchoolProfileRecords)).records;
    expect(
      within(table()).getByText(`Withdrawn on ${longDate(after?.withdrawn_at ?? '')}`),
    ).toBeTruthy();
    expect(useSession.getState().toast?.message).toBe('Withdrawn: the profile of Patricia P.');
    expect(within(table()).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    const id = new URL(record.verify_url).pathname.split('/').at(-1) ?? '';
    expect((await call(Verify.VerifyProfile, { id })).status).toBe('withdrawn');
  });

  it('makes a new signing key only once the admin confirms, and names it', async () => {
    await openPage();
    const section = screen.getByRole('region', { name: 'Signing key' });
    const make = within(section).getByRole('button', { name: 'Make a new signing key' });
    const rotations = () => sentRequests().filter((r) => r.url.includes('RotateSigningKey'));
    const before = rotations().length;
    fireEvent.click(make);
    let dialog = await screen.findByRole('alertdialog');
    within(dialog).getByText(
      'Credentials made from now on are signed with the new key. Credentials already made still check out: the old keys stay published.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(rotations()).toHaveLength(before);

    fireEvent.click(make);
    dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make a new key' }));
    await waitFor(() =>
      expect(useSession.getState().toast?.message).toMatch(/^New signing key made: \S+$/),
    );
    expect(rotations()).toHaveLength(before + 1);
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await renderLoggedIn(
      <VerifiableProfilesPage screen={ADMIN_AREA.screens.verifiableProfiles} />,
      DEMO_LOGINS.head,
      '/admin/verifiableProfiles',
    );
    await screen.findByRole('heading', { level: 1, name: 'Proffiliau y Gellir eu Gwirio' });
    const region = await screen.findByRole('region', { name: 'Proffiliau a wnaed yn eich ysgol' });
    await within(region).findByText(/^Wedi'i dynnu'n ôl ar /);
    expect(screen.getByRole('heading', { level: 2, name: 'Allwedd lofnodi' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Gwneud allwedd lofnodi newydd' })).toBeTruthy();
  });
});
