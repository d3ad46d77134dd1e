/**
 * @jest-environment ../jest.real-server-env.cjs
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { call, switchLanguage, useSession, type LoginRequest } from '@skillfolio/shared';
import { PROFILE_NO_TEACHER_RATINGS } from '@skillfolio/shared/wire';
import { SelfAssessment, Verify } from '@skillfolio/shared/contract';
import {
  DEMO_LOGINS,
  logInAs,
  realServerForThisFile,
  renderLoggedIn,
  renderWithShell,
  sentRequests,
  sessionOf,
} from '@skillfolio/shared/testing';
import { ProfilePage } from './ProfilePage';
import { ProfileRecords } from './ProfileRecords';

jest.setTimeout(30_000);

realServerForThisFile();

async function openYear10(who: LoginRequest = DEMO_LOGINS.pupil): Promise<void> {
  const reply = await logInAs(who);
  const projects = await call(SelfAssessment.GetProjectsForUser, {
    user_id: reply.currentUser.user_id,
  });
  const project = projects.find((p) => p.project_name === 'Year 10 Skills');
  if (!project) throw new Error('No Year 10 Skills project');
  renderWithShell(<ProfilePage />, {
    url: '/profile',
    session: { ...sessionOf(reply), selectedProjectId: project.project_id },
  });
}

function preview(): HTMLElement {
  return screen.getByRole('region', { name: 'Preview' });
}

describe('the Future-ready Profile screen on the real server', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('previews every skill with its latest grade and statement by default', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    const sheet = preview();
    expect(within(sheet).getByText('Pat Pupil')).toBeTruthy();
    expect(within(sheet).getByText('Demo Academy')).toBeTruthy();
    const skills = within(sheet)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(skills).toHaveLength(8);
    const listening = within(sheet).getByRole('heading', { level: 4, name: 'Listening' });
    expect(listening.nextElementSibling?.textContent).toBe('Grade 6 out of 10 · Spring 2027');
    expect(
      within(sheet).getByRole('table', { name: /Grades out of 10 in each round/ }),
    ).toBeTruthy();
  });

  it('leaves out what the pupil switches off, and adds the notes they pick', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    fireEvent.click(screen.getByRole('switch', { name: 'Creativity' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Progress across rounds' }));
    fireEvent.click(screen.getByRole('switch', { name: /Careers fair/ }));
    const sheet = preview();
    expect(within(sheet).queryByRole('heading', { level: 4, name: 'Creativity' })).toBeNull();
    expect(within(sheet).queryByRole('table')).toBeNull();
    expect(within(sheet).getByRole('heading', { level: 3, name: 'Notes' })).toBeTruthy();
    expect(within(sheet).getByRole('heading', { level: 4, name: 'Careers fair' })).toBeTruthy();
    expect(screen.getByText('1 of 5 chosen')).toBeTruthy();
  });

  it('asks for a skill before making a PDF with none', async () => {
    await openYear10();
    fireEvent.click(await screen.findByRole('button', { name: 'Clear skills' }));
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at least one skill');
    // Choosing a skill answers it: the message goes at once, before any new download.
    fireEvent.click(screen.getByRole('switch', { name: 'Listening' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the teacher’s rating of a latest grade, and no longer says ratings will join later', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    const collaboration = within(preview()).getByRole('heading', {
      level: 4,
      name: 'Collaboration',
    });
    expect(collaboration.parentElement?.textContent).toContain('Teacher’s rating: 7 out of 10');
    const listening = within(preview()).getByRole('heading', { level: 4, name: 'Listening' });
    expect(listening.parentElement?.textContent).not.toContain('Teacher’s rating');
    expect(screen.queryByText(PROFILE_NO_TEACHER_RATINGS)).toBeNull();
  });

  it('tells a user in no project that there is no profile to make yet', async () => {
    await renderLoggedIn(<ProfilePage />, DEMO_LOGINS.head, '/profile');
    await screen.findByText(/You are not in a project yet/);
  });

  it('speaks Welsh', async () => {
    await act(() => switchLanguage('cy'));
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Rhagolwg' });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Proffil Barod am y Dyfodol' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: "Lawrlwytho'r PDF" })).toBeTruthy();
    const sheet = screen.getByRole('region', { name: 'Rhagolwg' });
    const listening = within(sheet).getByRole('heading', { level: 4, name: 'Listening' });
    expect(listening.nextElementSibling?.textContent).toBe('Gradd 6 allan o 10 · Spring 2027');
    expect(screen.getByText("0 o 5 wedi'u dewis")).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Enw ar eich proffil/ })).toBeTruthy();
    const records = await screen.findByRole('region', {
      name: "Proffiliau rydych chi wedi'u gwneud",
    });
    expect(
      within(records).getByText(
        "Mae gan bob proffil rydych chi'n ei lawrlwytho ddolen a chod QR sy'n gadael i goleg neu gyflogwr wirio ei fod yn ddilys.",
      ),
    ).toBeTruthy();
  });
});

const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' }).format(
    new Date(iso),
  );

/** What the page handed the browser to save: the files' names and contents. */
function catchDownloads(): { names: string[]; blobs: Blob[]; restore: () => void } {
  const names: string[] = [];
  const blobs: Blob[] = [];
  const created = URL.createObjectURL;
  const revoked = URL.revokeObjectURL;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    if (blob instanceof Blob) blobs.push(blob);
    return 'blob:download';
  };
  URL.revokeObjectURL = () => undefined;
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return {
    names,
    blobs,
    restore: () => {
      click.mockRestore();
      URL.createObjectURL = created;
      URL.revokeObjectURL = revoked;
    },
  };
}

function records(name = 'Profiles you have made'): HTMLElement {
  return screen.getByRole('region', { name });
}

async function makePdf(): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
  await screen.findByText(/^Your profile is downloading as /);
}

describe('the profiles made, on the real server', () => {
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(() => {
    downloads = catchDownloads();
  });
  afterEach(async () => {
    downloads.restore();
    await act(() => switchLanguage('en'));
  });

  it('sends the name the pupil chooses with the PDF, then lists the profile it made', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    await within(records()).findByText('You have not made a profile yet.');
    expect(
      within(records()).getByText(
        'Each profile you download has a link and a QR code that let a college or employer check it is genuine.',
      ),
    ).toBeTruthy();
    const name = screen.getByRole('textbox', { name: /^Name on your profile/ });
    expect((name as HTMLInputElement).value).toBe('Pat Pupil');
    expect(name.getAttribute('maxlength')).toBe('100');
    fireEvent.change(name, { target: { value: 'Patricia P.' } });
    expect(within(preview()).getByText('Patricia P.')).toBeTruthy();

    await makePdf();
    const asked = sentRequests().filter((r) => r.url.includes('/ProfilePdf?'));
    expect(new URL(asked.at(-1)?.url ?? 'http://x/').searchParams.get('shown_name')).toBe(
      'Patricia P.',
    );
    const row = await within(records()).findByRole('row', { name: /Year 10 Skills/ });
    const pupilId = useSession.getState().currentUser?.user_id ?? 0;
    const [record] = (await call(Verify.GetProfileRecords, { user_id: pupilId })).records;
    if (!record) throw new Error('No record');
    expect(within(row).getByText(longDate(record.issued_at))).toBeTruthy();
    expect(within(row).getByText('Can be checked')).toBeTruthy();
    const link = within(row).getByRole('link', {
      name: /^http.*\/verify\/.+ \(opens in a new tab\)$/,
    });
    expect(link.getAttribute('href')).toBe(record.verify_url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.queryByText('You have not made a profile yet.')).toBeNull();
  });

  it('downloads a profile’s Open Badges 3.0 credential', async () => {
    await openYear10();
    const button = await within(
      await screen.findByRole('region', { name: 'Profiles you have made' }),
    ).findByRole('button', { name: /^Download credential: Year 10 Skills, made on / });
    fireEvent.click(button);
    await screen.findByText(/^Your credential is downloading as .+\.json\.$/);
    expect(downloads.names).toHaveLength(1);
    const credential = JSON.parse(await (downloads.blobs[0] as Blob).text()) as { type: string };
    expect(credential.type).toBe('EnvelopedVerifiableCredential');
  });

  it('withdraws a profile only once the pupil confirms, and says when', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    const withdraw = await within(records()).findByRole('button', {
      name: /^Withdraw: Year 10 Skills, made on /,
    });
    fireEvent.click(withdraw);
    const dialog = await screen.findByRole('alertdialog');
    expect(
      within(dialog).getByText(
        'Anyone with the link will see it was withdrawn. This cannot be undone.',
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(records()).getByText('Can be checked')).toBeTruthy();

    fireEvent.click(withdraw);
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Withdraw' }),
    );
    const pupilId = useSession.getState().currentUser?.user_id ?? 0;
    await within(records()).findByText(/^Withdrawn on /);
    const [record] = (await call(Verify.GetProfileRecords, { user_id: pupilId })).records;
    expect(
      within(records()).getByText(`Withdrawn on ${longDate(record?.withdrawn_at ?? '')}`),
    ).toBeTruthy();
    expect(useSession.getState().toast?.message).toBe('Profile withdrawn');
    expect(within(records()).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    expect(within(records()).queryByText('Can be checked')).toBeNull();
  });

  it('refreshes the list after each PDF, newest first', async () => {
    await openYear10();
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    await within(records()).findByText(/^Withdrawn on /);
    expect(within(records()).getAllByRole('row')).toHaveLength(2);
    await makePdf();
    await waitFor(() => expect(within(records()).getAllByRole('row')).toHaveLength(3));
    const [, newest, older] = within(records()).getAllByRole('row');
    expect(within(newest as HTMLElement).getByText('Can be checked')).toBeTruthy();
    expect(within(older as HTMLElement).getByText(/^Withdrawn on /)).toBeTruthy();
  });

  it('shows a parent the list to read and download from, with no Withdraw; their PDFs make no record', async () => {
    await openYear10(DEMO_LOGINS.parent);
    await screen.findByRole('heading', { level: 2, name: 'Preview' });
    const list = await screen.findByRole('region', { name: 'Profiles your child has made' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    expect(
      within(list).getAllByRole('button', { name: /^Download credential: Year 10 Skills/ }),
    ).toHaveLength(2);
    expect(within(list).queryByRole('button', { name: /^Withdraw/ })).toBeNull();
    await makePdf();
    const pupilId = useSession.getState().currentUser?.user_id ?? 0;
    expect((await call(Verify.GetProfileRecords, { user_id: pupilId })).records).toHaveLength(2);
    expect(within(list).getAllByRole('row')).toHaveLength(3);
  });

  it('shows staff a pupil’s list read-only', async () => {
    const pupil = await logInAs(DEMO_LOGINS.pupil);
    const teacher = await logInAs(DEMO_LOGINS.teacher);
    renderWithShell(
      <ProfileRecords userId={pupil.currentUser.user_id} viewer="staff" version={0} />,
      {
        session: sessionOf(teacher),
      },
    );
    const list = await screen.findByRole('region', { name: 'Profiles this pupil has made' });
    await waitFor(() => expect(within(list).getAllByRole('row')).toHaveLength(3));
    expect(within(list).queryByRole('button')).toBeNull();
    expect(within(list).getAllByRole('link')).toHaveLength(2);
  });
});
