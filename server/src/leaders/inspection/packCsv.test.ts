/**
 * The inspection pack as CSV, parsed back: the header and the rule first, then one figure a
 * row (a figure not shown keeps its row with an empty value), the fixed words in the
 * reader's language, and a cell a spreadsheet would run as a formula made inert.
 */
import { parse } from 'csv-parse/sync';
import { packCsv } from './packCsv';
import type { InspectionFigures, PackGroupKey, PackProject } from './packTypes';

const GROUPS: PackGroupKey[] = [
  { kind: 'all' },
  { kind: 'year', year: 0 },
  { kind: 'year', year: 9 },
  { kind: 'send', value: true },
  { kind: 'send', value: false },
  { kind: 'disadvantaged', value: true },
  { kind: 'disadvantaged', value: false },
];

const SKILLS = 25;

function isSmall(group: PackGroupKey): boolean {
  return group.kind === 'send' && group.value;
}

const ROUNDS = [
  { name: 'Autumn 2026', opensOn: '2026-09-14' },
  { name: 'Summer 2027', opensOn: '2027-05-03' },
];

const RATED: PackProject = {
  name: 'Year 9 Skills',
  rounds: ROUNDS,
  participation: ROUNDS.map((round) => ({
    roundName: round.name,
    opensOn: round.opensOn,
    rows: GROUPS.map((group) =>
      isSmall(group)
        ? { group, pupils: null, assessed: null }
        : { group, pupils: 40, assessed: 31 },
    ),
  })),
  progress: Array.from({ length: SKILLS }, (_, s) =>
    GROUPS.map((group) => {
      const small = isSmall(group);
      const voice = {
        pupils: small ? null : 20,
        higher: small ? null : 10,
        same: small ? null : 6,
        lower: small ? null : 4,
        medianFrom: small ? null : 4.5,
        medianTo: small ? null : 6,
      };
      return {
        skill: `Skill ${s + 1}`,
        area: s === 0 ? 'Communication' : null,
        group,
        own: voice,
        teacher: voice,
      };
    }),
  ).flat(),
  gaps: {
    fromRound: 'Autumn 2026',
    toRound: 'Summer 2027',
    rated: 412,
    flagged: 57,
    resolved: 33,
    open: 21,
    notRatedAgain: null,
  },
  evidence: GROUPS.map((group) =>
    isSmall(group)
      ? { group, pupils: null, withEvidence: null, pieces: null }
      : { group, pupils: 40, withEvidence: 26, pieces: 88 },
  ),
  journeys: [
    {
      label: 'A',
      yearGroup: 9,
      fromRound: 'Autumn 2026',
      toRound: 'Summer 2027',
      skills: [
        { skill: 'Skill 1', ownFrom: 3, ownTo: 7, teacherFrom: 4, teacherTo: 6 },
        { skill: 'Skill 2', ownFrom: 5, ownTo: null, teacherFrom: null, teacherTo: 5 },
      ],
      evidencePieces: 4,
      planStepsDone: 2,
    },
  ],
};

/** No rounds in range, and a name a spreadsheet would run as a formula. */
const UNRATED: PackProject = {
  name: '=SUM(A1)',
  rounds: [],
  participation: [],
  progress: [],
  gaps: null,
  evidence: [],
  journeys: [],
};

const FIGURES: InspectionFigures = {
  schoolName: 'Ysgol Gymraeg Dŵr Glân',
  from: '2026-09-01',
  to: '2027-07-20',
  madeAt: '2027-07-21T09:30:00Z',
  madeBy: 'Sam Leader',
  minGroup: 5,
  gap: 3,
  projects: [RATED, UNRATED],
};

type Row = string[];

function rowsOf(csv: string): Row[] {
  return parse(csv, { bom: true }) as Row[];
}

/** Rows of a section and a measure (columns: section, project, round(s), group, skill, voice, measure, value). */
function figures(rows: Row[], section: string, measure?: string): Row[] {
  return rows.filter((row) => row[0] === section && (measure === undefined || row[6] === measure));
}

describe('the inspection pack CSV', () => {
  const csv = packCsv(FIGURES, 'en');
  const rows = rowsOf(csv);

  it('starts with the header and the rule, every row of the same eight columns', () => {
    expect(csv.startsWith('\uFEFF"section"')).toBe(true);
    expect(rows[0]).toEqual([
      'section',
      'project',
      'round(s)',
      'group',
      'skill',
      'voice',
      'measure',
      'value',
    ]);
    expect(rows[1]?.[0]).toBe(
      '# An empty value is a figure for fewer than 5 pupils, not shown; in example journeys, a rating not given.',
    );
    expect(rows.filter((row) => row.length !== 8)).toEqual([]);
  });

  it('has one row per figure', () => {
    const groups = GROUPS.length;
    const expected =
      2 + // header and rule
      7 + // the pack: school, dates, made at and by, smallest group, gap
      2 + // a row of each project: its rounds in range
      ROUNDS.length * groups * 3 + // participation: pupils, assessed, %
      SKILLS * groups * 2 * 9 + // progress: each voice's pupils, 3 counts, 3 %, 2 medians
      5 + // gap flags
      groups * 3 + // evidence
      (2 * 4 + 2); // a journey: each skill's 4 ratings, pieces, plan steps
    expect(rows).toHaveLength(expected);
    expect(figures(rows, 'participation')).toHaveLength(ROUNDS.length * groups * 3);
    expect(figures(rows, 'progress by skill and group')).toHaveLength(SKILLS * groups * 18);
    expect(figures(rows, 'evidence')).toHaveLength(groups * 3);
  });

  it('states each figure, and leaves a figure not shown empty with its measure, never 0', () => {
    expect(figures(rows, 'participation', 'assessed (%)')[1]).toEqual([
      'participation',
      'Year 9 Skills',
      'Autumn 2026',
      'Reception',
      '',
      '',
      'assessed (%)',
      '78',
    ]);
    const send = rows.filter((row) => row[3] === 'SEND');
    expect(send).toHaveLength(ROUNDS.length * 3 + SKILLS * 18 + 3);
    expect(send.filter((row) => row[7] !== '')).toEqual([]);
    expect(send.filter((row) => row[6] === '')).toEqual([]);
    expect(figures(rows, 'gap flags').map((row) => row[7])).toEqual(['412', '57', '33', '21', '']);
    const skill1 = figures(rows, 'progress by skill and group', 'median, first round')[0];
    expect(skill1).toEqual([
      'progress by skill and group',
      'Year 9 Skills',
      'Autumn 2026 → Summer 2027',
      'All pupils',
      'Skill 1 (Communication)',
      'pupil’s own rating',
      'median, first round',
      '4.5',
    ]);
    const journey = figures(rows, 'example pupil journeys');
    expect(journey.map((row) => [row[3], row[4], row[5], row[6], row[7]])).toContainEqual([
      'Pupil A, Year 9',
      'Skill 2',
      'pupil’s own rating',
      'rating, last round',
      '',
    ]);
  });

  it('prints nothing beside a count below the smallest group, should one ever come', () => {
    const slipped = {
      ...RATED,
      progress: [
        {
          skill: 'Skill 1',
          area: null,
          group: { kind: 'all' } as const,
          own: { pupils: 4, higher: 2, same: 1, lower: 1, medianFrom: 5, medianTo: 6 },
          teacher: { pupils: 20, higher: 10, same: 6, lower: 4, medianFrom: 5, medianTo: 6 },
        },
      ],
    };
    const progress = figures(
      rowsOf(packCsv({ ...FIGURES, projects: [slipped] }, 'en')),
      'progress by skill and group',
    );
    expect(progress.filter((row) => row[5] === 'pupil’s own rating').map((row) => row[7])).toEqual(
      Array.from({ length: 9 }, () => ''),
    );
    expect(progress.find((row) => row[5] === 'teacher’s rating')?.[7]).toBe('20');
  });

  it('makes a formula-looking name inert, and says a project has no rounds in range', () => {
    const unrated = figures(rows, 'project').find((row) => row[1]?.endsWith('=SUM(A1)'));
    expect(unrated?.[1]).toBe("'=SUM(A1)");
    expect(unrated?.[6]).toBe('rounds in range');
    expect(unrated?.[7]).toBe('0');
    expect(rows.filter((row) => row[1] === '=SUM(A1)')).toEqual([]);
  });

  it('writes its header and fixed words in Welsh for a Welsh reader', () => {
    const welsh = rowsOf(packCsv(FIGURES, 'cy'));
    expect(welsh[0]).toEqual([
      'adran',
      'prosiect',
      'cylch(oedd)',
      'grŵp',
      'sgil',
      'llais',
      'mesur',
      'gwerth',
    ]);
    expect(welsh).toHaveLength(rows.length);
    expect(welsh.some((row) => row[0] === 'cyfranogiad' && row[3] === 'Derbyn')).toBe(true);
    const send = welsh.filter((row) => row[3] === 'ADY');
    expect(send.length).toBeGreaterThan(0);
    expect(send.filter((row) => row[7] !== '')).toEqual([]);
  });
});
