/**
 * The inspection pack PDF, read back with a real text extractor (as the profile's is): its
 * figures, a suppressed figure printed as a dash and never as 0, "Page n of m" on each page,
 * tables that cross pages with their header repeated, the Welsh words, and a tagged
 * structure whose marked content is well formed on every page.
 */
import { markedContentOfPages, popplerWarnings } from '../../../test/support/pdfMarkedContent';
import { readPdf, type PdfReading } from '../../../test/support/pdfText';
import type {
  InspectionFigures,
  PackGroupKey,
  PackProject,
  PackSkillProgress,
  PackVoiceProgress,
} from './packTypes';
import { renderPackPdf } from './renderPackPdf';

const MIN_GROUP = 5;

/** Thirteen groups: a skill's table is too long to keep on one page with what comes before. */
const GROUPS: PackGroupKey[] = [
  { kind: 'all' },
  { kind: 'year', year: 0 },
  ...[7, 8, 9, 10, 11, 12, 13].map((year): PackGroupKey => ({ kind: 'year', year })),
  { kind: 'send', value: true },
  { kind: 'send', value: false },
  { kind: 'disadvantaged', value: true },
  { kind: 'disadvantaged', value: false },
];

/** SEND pupils are too few in this school: every figure of theirs is suppressed. */
function isSmall(group: PackGroupKey): boolean {
  return group.kind === 'send' && group.value;
}

function voice(pupils: number, seed: number): PackVoiceProgress {
  if (pupils < MIN_GROUP) {
    return {
      pupils: null,
      higher: null,
      same: null,
      lower: null,
      medianFrom: null,
      medianTo: null,
    };
  }
  const higher = Math.floor(pupils / 2);
  const same = (seed % 3) + 1;
  return {
    pupils,
    higher,
    same,
    lower: pupils - higher - same,
    medianFrom: 4 + (seed % 3) * 0.5,
    medianTo: 6.5,
  };
}

/** A project with `skills` skills broken down by `groups`, over three rounds. */
function packProject(name: string, skills: number, groups: readonly PackGroupKey[]): PackProject {
  const rounds = [
    { name: 'Autumn 2026', opensOn: '2026-09-14' },
    { name: 'Spring 2027', opensOn: '2027-01-11' },
    { name: 'Summer 2027', opensOn: '2027-05-03' },
  ];
  const progress: PackSkillProgress[] = [];
  for (let s = 0; s < skills; s += 1) {
    for (const group of groups) {
      const pupils = isSmall(group) ? 3 : 20 + s;
      progress.push({
        skill: `Skill ${s + 1}`,
        area: s % 2 === 0 ? 'Communication' : null,
        group,
        own: voice(pupils, s),
        teacher: voice(pupils, s + 1),
      });
    }
  }
  return {
    name,
    rounds,
    participation: rounds.map((round) => ({
      roundName: round.name,
      opensOn: round.opensOn,
      rows: groups.map((group) =>
        isSmall(group)
          ? { group, pupils: null, assessed: null }
          : { group, pupils: 40, assessed: 31 },
      ),
    })),
    progress,
    gaps: {
      fromRound: 'Autumn 2026',
      toRound: 'Summer 2027',
      rated: 412,
      flagged: 57,
      resolved: 33,
      open: 21,
      notRatedAgain: null,
    },
    evidence: groups.map((group) =>
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
      {
        label: 'B',
        yearGroup: null,
        fromRound: 'Autumn 2026',
        toRound: 'Summer 2027',
        skills: [{ skill: 'Skill 3', ownFrom: 6, ownTo: 8, teacherFrom: 6, teacherTo: 7 }],
        evidencePieces: 1,
        planStepsDone: 0,
      },
    ],
  };
}

function packFigures(projects: PackProject[]): InspectionFigures {
  return {
    schoolName: 'Ysgol Gymraeg Dŵr Glân',
    from: '2026-09-01',
    to: '2027-07-20',
    madeAt: '2027-07-21T09:30:00Z',
    madeBy: 'Sam Leader',
    minGroup: MIN_GROUP,
    gap: 3,
    projects,
  };
}

const EMPTY: PackProject = {
  name: 'Reading Stars',
  rounds: [],
  participation: [],
  progress: [],
  gaps: null,
  evidence: [],
  journeys: [],
};

const FIGURES = packFigures([packProject('Year 9 Skills', 25, GROUPS), EMPTY]);

/** The text with every run of white space (line breaks in wrapped lines too) one space. */
function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The lines of the text that start with `label` and a space (a table row of that group). */
function rowsOf(text: string, label: string): string[] {
  return text.split('\n').filter((line) => line.startsWith(`${label} `) || line === label);
}

describe('the inspection pack PDF', () => {
  let pdf: Buffer;
  let reading: PdfReading;
  beforeAll(async () => {
    pdf = await renderPackPdf(FIGURES, 'en');
    reading = await readPdf(pdf);
  });

  it('is a PDF holding the school, the range, who made it, and each section', () => {
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = flat(reading.text);
    expect(text).toContain('Inspection pack: personal development');
    expect(text).toContain('Ysgol Gymraeg Dŵr Glân');
    expect(text).toContain('1 September 2026 to 20 July 2027');
    expect(text).toContain('Made on 21 July 2027 at 10:30 by Sam Leader');
    expect(text).toContain('never averaged together');
    expect(text).toContain('Gatsby benchmark 3: addressing the needs of each pupil');
    for (const heading of [
      'Participation',
      'Progress by skill and group',
      'Gap flags',
      'Evidence',
      'Example pupil journeys',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/Pupil A, Year 9/);
    expect(text).toMatch(/Skill 2\s+5 → not rated\s+not rated → 5/);
    expect(text).toContain('Evidence pieces: 4 · Plan steps completed: 2');
    expect(text).toContain('No round of this project opens in this range.');
  });

  it('prints a suppressed figure as a dash, never as 0, with the footnote', () => {
    const { text } = reading;
    const send = rowsOf(text, 'SEND');
    // Three participation tables, 25 progress tables and the evidence table.
    expect(send).toHaveLength(3 + 25 + 1);
    for (const line of send) {
      expect(line).toMatch(/^SEND(\s+–)+$/);
      expect(line).not.toMatch(/\d/);
    }
    expect(text).toMatch(/Reception\s+40\s+31\s+78%/);
    expect(text).toMatch(/412\s+57\s+33\s+21\s+–/);
    expect(text).toContain('– fewer than 5 pupils: not shown');
  });

  it('numbers every page "Page n of m"', () => {
    const { text, pages } = reading;
    expect(pages).toBeGreaterThan(5);
    for (let page = 1; page <= pages; page += 1) {
      expect(text).toContain(`Page ${page} of ${pages}`);
    }
    expect(text).not.toContain(`Page ${pages + 1} of`);
  });

  it('is tagged for screen readers, in English, with tables of header cells, and its font embedded', () => {
    const raw = pdf.toString('latin1');
    expect(raw).toContain('/StructTreeRoot');
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/Lang (en-GB)');
    expect(raw).toMatch(/\/Title \d+ 0 R/);
    expect(raw).toContain('/DisplayDocTitle true');
    for (const tag of [
      'H1',
      'H2',
      'H3',
      'H4',
      'P',
      'L',
      'LI',
      'Table',
      'THead',
      'TBody',
      'TR',
      'TH',
      'TD',
    ]) {
      expect(raw).toMatch(new RegExp(`/S /${tag}\\b`));
    }
    expect(raw).toMatch(/\/Scope \/Column/);
    expect(raw).toMatch(/\/Scope \/Row/);
    expect(raw).toMatch(/\/ColSpan 5/);
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(raw).toContain('/FontFile2');
    expect(raw).not.toContain('/Helvetica');
  });

  it('closes on each page every marked-content sequence it opens there', () => {
    const pages = markedContentOfPages(pdf);
    expect(pages.length).toBeGreaterThanOrEqual(reading.pages);
    expect(pages.filter((page) => page.unopened > 0 || page.unclosed > 0)).toEqual([]);
  });

  it('reads in poppler without a warning (when poppler-utils is installed)', () => {
    for (const tool of ['pdfinfo', 'pdftotext'] as const) {
      const warnings = popplerWarnings(tool, pdf);
      if (warnings !== null) expect(warnings).toBe('');
    }
  });
});

describe('a table longer than a page', () => {
  it('breaks between rows, every row once, under its header drawn again', async () => {
    const project = packProject('Year 9 Skills', 1, GROUPS);
    const skills = Array.from({ length: 60 }, (_, i) => ({
      skill: `Skill ${i + 1}`,
      ownFrom: i % 11,
      ownTo: (i + 2) % 11,
      teacherFrom: (i + 1) % 11,
      teacherTo: (i + 3) % 11,
    }));
    const journey = project.journeys[0];
    if (journey === undefined) throw new Error('The fixture has a journey');
    project.journeys = [{ ...journey, skills }];
    const { text } = await readPdf(await renderPackPdf(packFigures([project]), 'en'));
    expect(text).toMatch(
      /Pupil A, Year 9 \(continued\)\s+Skill\s+Pupil’s own rating\s+Teacher’s rating\s+Skill \d+ /,
    );
    for (const { skill } of skills) {
      expect(text.split('\n').filter((line) => line.startsWith(`${skill} `))).toHaveLength(1);
    }
  });
});

describe('the inspection pack PDF in Welsh', () => {
  it('says its fixed words in Welsh, the figures as in English', async () => {
    const pdf = await renderPackPdf(FIGURES, 'cy');
    expect(pdf.toString('latin1')).toContain('/Lang (cy-GB)');
    const reading = await readPdf(pdf);
    const { pages } = reading;
    const text = flat(reading.text);
    expect(text).toContain('Pecyn arolygu: datblygiad personol');
    expect(text).toContain('Ysgol Gymraeg Dŵr Glân');
    expect(text).toContain('1 Medi 2026 i 20 Gorffennaf 2027');
    for (const heading of [
      'Cyfranogiad',
      'Cynnydd fesul sgil a grŵp',
      'Bylchau',
      'Tystiolaeth',
      'Enghreifftiau o deithiau disgyblion',
      'Sgôr y disgybl ei hun',
      'Sgôr yr athro',
    ]) {
      expect(text).toContain(heading);
    }
    expect(text).toMatch(/Derbyn\s+40\s+31\s+78%/);
    const send = rowsOf(reading.text, 'ADY');
    expect(send).toHaveLength(3 + 25 + 1);
    for (const line of send) expect(line).toMatch(/^ADY(\s+–)+$/);
    expect(rowsOf(reading.text, 'Heb ADY').length).toBeGreaterThan(0);
    expect(text).toContain('– llai na 5 o ddisgyblion: heb eu dangos');
    expect(text).toContain(`Tudalen ${pages} o ${pages}`);
    expect(text).not.toContain('Page 1 of');
  });
});

describe('a large inspection pack', () => {
  it('draws 3 projects of 30 skills by 12 groups into a sound PDF', async () => {
    const groups: PackGroupKey[] = [...GROUPS.slice(0, 8), ...GROUPS.slice(9)];
    expect(groups).toHaveLength(12);
    const figures = packFigures(
      ['One', 'Two', 'Three'].map((name) => packProject(name, 30, groups)),
    );
    const pdf = await renderPackPdf(figures, 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const pages = markedContentOfPages(pdf);
    expect(pages.length).toBeGreaterThan(30);
    expect(pages.filter((page) => page.unopened > 0 || page.unclosed > 0)).toEqual([]);
  });
});
