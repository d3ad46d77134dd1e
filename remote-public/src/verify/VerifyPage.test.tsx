/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, screen, waitFor } from '@testing-library/react';
import {
  call,
  logout,
  switchLanguage,
  type ProfileRecord,
  type VerifyReply,
} from '@skillfolio/shared';
import { Verify } from '@skillfolio/shared/contract';
import {
  demoPupilMakesProfile,
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderWithShell,
  sentRequests,
} from '@skillfolio/shared/testing';
import { PUBLIC_AREA } from '../screens';
import { VerifyPage, verifyIdOf } from './VerifyPage';

jest.setTimeout(30_000);

realServerForThisFile();
afterEach(() => act(() => switchLanguage('en')));

const longDate = (iso: string, locale = 'en-GB') =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/** The record's page inside the app: /verify/<id>. */
const pathOf = (record: ProfileRecord) => new URL(record.verify_url).pathname.replace(/^\/app/, '');

function open(url: string): void {
  renderWithShell(<VerifyPage screen={PUBLIC_AREA.screens.verify} />, { url });
}

describe('the public check of a profile on the real server', () => {
  it('reads the id from the path', () => {
    expect(verifyIdOf('/verify/Qx3vT9kLm2pR7sWz4bYc8d')).toBe('Qx3vT9kLm2pR7sWz4bYc8d');
    expect(verifyIdOf('/verify/Qx3vT9kLm2pR7sWz4bYc8d/')).toBe('Qx3vT9kLm2pR7sWz4bYc8d');
    expect(verifyIdOf('/verify')).toBe('');
    expect(verifyIdOf('/verify/')).toBe('');
    expect(verifyIdOf('/verify/a/b')).toBe('');
  });

  it('says it cannot find an unknown link, and nothing about whether it ever existed', async () => {
    open('/verify/Qx3vT9kLm2pR7sWz4bYc8d');
    await screen.findByText(
      'We cannot find a profile with this link. Check the link or the QR code is complete.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Check a profile' })).toBeTruthy();
    expect(
      screen.getByText(
        'Skillfolio keeps a record of every profile a pupil makes, so anyone can check one is genuine.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(document.title).toBe('Check a profile – Skillfolio');
  });

  it('says the same for a path with no id, without asking the server', async () => {
    const before = sentRequests().length;
    open('/verify');
    await screen.findByText(/We cannot find a profile with this link/);
    expect(
      sentRequests()
        .slice(before)
        .filter((r) => r.url.includes('VerifyProfile')),
    ).toEqual([]);
  });

  it('shows a valid profile to someone logged out: who issued it, when, and what it states', async () => {
    const record = await demoPupilMakesProfile('Patricia P.', { evidence: true });
    const id = verifyIdOf(pathOf(record));
    const reply: VerifyReply = await call(Verify.VerifyProfile, { id });
    await logout();
    open(`/verify/${id}`);
    await screen.findByRole('heading', {
      level: 2,
      name: `Issued by Demo Academy on ${longDate(record.issued_at)}`,
    });
    expect(screen.getByText('Patricia P.')).toBeTruthy();
    expect(screen.queryByText('Pat Pupil')).toBeNull();
    expect(screen.getByText('Year 10 Skills')).toBeTruthy();
    const statement = reply.statement;
    if (!statement) throw new Error('A valid reply without its statement');
    expect(statement.skills.length).toBeGreaterThan(0);
    for (const skill of statement.skills) {
      const line =
        skill.rating === null ? skill.skill : `${skill.skill}: ${skill.rating} out of 10`;
      expect(screen.getByText(line)).toBeTruthy();
      if (skill.area !== null) {
        expect(screen.getAllByRole('heading', { level: 4, name: skill.area }).length).toBe(1);
      }
    }
    expect(screen.getByText('Listening: 6 out of 10')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 4, name: 'Communication' })).toBeTruthy();
    expect(statement.evidence.length).toBeGreaterThan(0);
    expect(screen.getByRole('heading', { level: 3, name: 'Evidence' })).toBeTruthy();
    for (const title of statement.evidence) expect(screen.getAllByText(title).length).toBe(1);
  });

  it('lists the skills without ratings when the pupil left them out', async () => {
    const record = await demoPupilMakesProfile('Pat', { grades: false, evidence: true });
    await logout();
    open(pathOf(record));
    await screen.findByRole('heading', { level: 2, name: /^Issued by Demo Academy on / });
    expect(screen.getByText('Listening')).toBeTruthy();
    expect(screen.queryByText(/out of 10/)).toBeNull();
  });

  it('says a withdrawn profile was withdrawn, when, and by whom it was issued, and no more', async () => {
    const record = await demoPupilMakesProfile('Withdrawn Pat', { evidence: true });
    await call(Verify.WithdrawProfileRecord, { record_id: record.record_id });
    const pupil = await logInAs(DEMO_LOGINS.pupil);
    const { records } = await call(Verify.GetProfileRecords, {
      user_id: pupil.currentUser.user_id,
    });
    const withdrawn = records.find((r) => r.record_id === record.record_id);
    if (!withdrawn?.withdrawn_at) throw new Error('The record was not withdrawn');
    await logout();
    open(pathOf(record));
    await screen.findByRole('heading', { level: 2, name: 'Withdrawn' });
    expect(
      screen.getByText(
        `This profile was withdrawn on ${longDate(withdrawn.withdrawn_at)}. It was issued by Demo Academy on ${longDate(record.issued_at)}.`,
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Withdrawn Pat')).toBeNull();
    expect(screen.queryByText('Year 10 Skills')).toBeNull();
    expect(screen.queryByText(/out of 10/)).toBeNull();
  });

  it('speaks Welsh', async () => {
    const record = await demoPupilMakesProfile('Pat', { evidence: true });
    await act(() => switchLanguage('cy'));
    open(pathOf(record));
    await screen.findByRole('heading', {
      level: 2,
      name: `Wedi'i gyhoeddi gan Demo Academy ar ${longDate(record.issued_at, 'cy-GB')}`,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Gwirio proffil' })).toBeTruthy();
    expect(screen.getByText('Listening: 6 allan o 10')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Sgiliau' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Gwirio proffil – Skillfolio'));
  });

  it('speaks Welsh to an unknown link', async () => {
    await act(() => switchLanguage('cy'));
    open('/verify/nothing-here');
    await screen.findByText(
      "Allwn ni ddim dod o hyd i broffil gyda'r ddolen hon. Gwiriwch fod y ddolen neu'r cod QR yn gyflawn.",
    );
  });
});
