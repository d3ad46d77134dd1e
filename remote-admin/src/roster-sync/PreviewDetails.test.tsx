import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { switchLanguage, type RosterPreview } from '@skillfolio/shared';
import { PreviewDetails } from './PreviewDetails';
import { applySummary } from './PreviewSummary';

const NONE = {
  addPupils: 0,
  addStaff: 0,
  update: 0,
  link: 0,
  leave: 0,
  returns: 0,
  classAdd: 0,
  classUpdate: 0,
  classClose: 0,
  unchanged: 0,
  ignored: 0,
};

function preview(over: Partial<RosterPreview> = {}): RosterPreview {
  return {
    syncId: 1,
    canApply: true,
    problems: [],
    moreProblems: 0,
    version: '1.2',
    schoolYear: '2028',
    previousSchoolYear: '2027',
    rollover: false,
    counts: NONE,
    adds: [],
    updates: [],
    leavers: [],
    classAdds: [],
    classUpdates: [],
    classCloses: [],
    leaversEraseAfter: '2028-10-27T09:00:00.000Z',
    leaverDays: 60,
    ...over,
  };
}

describe('a roster preview', () => {
  it('lists the problems by file and line, as sentences, and counts the rest', () => {
    render(
      <PreviewDetails
        preview={preview({
          canApply: false,
          problems: [
            { file: 'users.csv', line: 4, reason: 'the e-mail address "x" is not valid' },
            { file: 'the upload', line: 0, reason: 'This is not a OneRoster zip file' },
          ],
          moreProblems: 3,
        })}
      />,
    );
    expect(screen.getByRole('alert').textContent).toMatch(/^The file has 5 problems, so nothing/);
    const rows = within(screen.getByRole('region', { name: 'Problems' })).getAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual([
      'users.csv4The e-mail address "x" is not valid',
      'the uploadThis is not a OneRoster zip file',
    ]);
    expect(screen.getByText('And 3 more problems of the same kinds.')).toBeTruthy();
  });

  it('says a new school year, and what happens to leavers and until when', () => {
    render(
      <PreviewDetails
        preview={preview({
          rollover: true,
          counts: { ...NONE, leave: 1, update: 2 },
          leavers: [{ name: 'Pat Pupil', username: 'pupil', why: 'left out of the file' }],
        })}
      />,
    );
    const [rollover] = screen.getAllByRole('note');
    expect(rollover?.textContent).toMatch(
      /^A new school year: 2027\/28 \(the last roster was for 2026\/27\)\. Pupils move up a year/,
    );
    expect(
      screen.getByText(
        /keep read-only access and can download their profile for 60 days \(until 27 October 2028\)/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('2 accounts updated, 1 leaver.')).toBeTruthy();
  });

  it('opens each list on demand, and shows the first 200 rows of a long one', () => {
    const adds = Array.from({ length: 250 }, (_, n) => ({
      name: `Pupil ${n + 1}`,
      username: `pupil${n + 1}`,
      kind: 'pupil' as const,
      yearGroup: 7,
      classes: ['7A', '7 Maths set 1'],
    }));
    render(<PreviewDetails preview={preview({ adds, counts: { ...NONE, addPupils: 250 } })} />);
    fireEvent.click(screen.getByText('To add (250)'));
    const table = screen.getByRole('region', { name: 'To add' });
    expect(within(table).getAllByRole('row')).toHaveLength(201);
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'Pupil 1pupil1PupilYear 77A, 7 Maths set 1',
    );
    expect(screen.getByText('The first 200 of 250 are shown; all of them change.')).toBeTruthy();
  });

  it('says the counts in words, and that nothing changes when nothing does', () => {
    expect(applySummary(NONE)).toBe('Nothing changes.');
    expect(
      applySummary({ ...NONE, addPupils: 1200, addStaff: 1, classAdd: 120, classClose: 1 }),
    ).toBe('1,200 pupils and 1 member of staff added, 120 classes added, 1 class closed.');
  });
});

describe('a roster preview in Welsh', () => {
  afterEach(async () => {
    await act(() => switchLanguage('en'));
  });

  it('says the counts with their mutations, the leavers’ day and the lists in Welsh', async () => {
    await act(() => switchLanguage('cy'));
    render(
      <PreviewDetails
        preview={preview({
          counts: { ...NONE, addPupils: 2, addStaff: 1, leave: 1, classAdd: 3 },
          leaverDays: 2,
          adds: [
            {
              name: 'Pat Pupil',
              username: 'pupil',
              kind: 'pupil',
              yearGroup: 7,
              classes: ['7A'],
            },
          ],
          leavers: [{ name: 'Lee Locked', username: 'locked', why: 'left out of the file' }],
        })}
      />,
    );
    await screen.findByText(
      "2 ddisgybl a 1 aelod o staff wedi'u hychwanegu, 1 ymadawr, 3 dosbarth wedi'u hychwanegu.",
    );
    screen.getByText(/am 2 ddiwrnod \(tan 27 Hydref 2028\)/);
    fireEvent.click(screen.getByText("I'w hychwanegu (1)"));
    const table = screen.getByRole('region', { name: "I'w hychwanegu" });
    expect(within(table).getAllByRole('row')[1]?.textContent).toBe(
      'Pat PupilpupilDisgyblBlwyddyn 77A',
    );
    fireEvent.click(screen.getByText('Ymadawyr (1)'));
    within(screen.getByRole('region', { name: 'Ymadawyr' })).getByText('ddim yn y ffeil');
  });
});
