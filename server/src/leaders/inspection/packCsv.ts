/**
 * The inspection pack's figures as CSV, in long format: a header row, a row stating the
 * suppression rule, then one figure a row (section, project, round(s), group, skill, voice,
 * measure, value), every fixed word in the reader's language. Written by the one CSV writer
 * (`csvText`: every cell quoted, formulas made inert, CRLF, a UTF-8 BOM). A figure not shown
 * (a group under the smallest) keeps its row and measure with an empty value.
 *
 * Also the words and sums the PDF shares with it (group labels, percentages, a voice's
 * figures), so the two files always state the same.
 */
import { csvText, type CsvValue, type Language } from '@skillfolio/shared/wire';
import { textsFor, type ServerTexts } from '../../i18n/serverTexts';
import type {
  InspectionFigures,
  PackGroupKey,
  PackJourney,
  PackProject,
  PackVoiceProgress,
} from './packTypes';

/** A group's name: "All pupils", "Reception", "Year 9", "SEND", "Not disadvantaged"… */
export function groupLabel(t: ServerTexts, group: PackGroupKey): string {
  switch (group.kind) {
    case 'all':
      return t('inspection.groups.all');
    case 'year':
      return yearLabel(t, group.year);
    case 'send':
      return t(group.value ? 'inspection.groups.send' : 'inspection.groups.notSend');
    case 'disadvantaged':
      return t(
        group.value ? 'inspection.groups.disadvantaged' : 'inspection.groups.notDisadvantaged',
      );
  }
}

/** Year 0 is Reception. */
export function yearLabel(t: ServerTexts, year: number): string {
  return year === 0 ? t('inspection.groups.reception') : t('inspection.groups.year', { year });
}

/** "Pupil A, Year 9" (or "Pupil A" when the year is not known). */
export function journeyLabel(t: ServerTexts, journey: PackJourney): string {
  return journey.yearGroup === null
    ? t('inspection.journeys.pupil', { label: journey.label })
    : t('inspection.journeys.pupilOfYear', {
        label: journey.label,
        year: yearLabel(t, journey.yearGroup),
      });
}

/** `part` of `whole` as a whole percentage; null when either is not shown. */
export function percentOf(part: number | null, whole: number | null): number | null {
  if (part === null || whole === null || whole <= 0) return null;
  return Math.round((part / whole) * 100);
}

/** One voice's progress as it may be shown: everything null when its pupils are too few. */
export interface ShownProgress {
  pupils: number | null;
  higher: number | null;
  same: number | null;
  lower: number | null;
  higherPercent: number | null;
  samePercent: number | null;
  lowerPercent: number | null;
  medianFrom: number | null;
  medianTo: number | null;
}

/**
 * A voice's figures, all suppressed when its pupils are (null) or, should a count below the
 * smallest group ever come, are too few: nothing beside a small group is printed.
 */
export function shownProgress(progress: PackVoiceProgress, minGroup: number): ShownProgress {
  const pupils = progress.pupils;
  if (pupils === null || pupils < minGroup) {
    return {
      pupils: null,
      higher: null,
      same: null,
      lower: null,
      higherPercent: null,
      samePercent: null,
      lowerPercent: null,
      medianFrom: null,
      medianTo: null,
    };
  }
  const { higher, same, lower } = progress;
  return {
    pupils,
    higher,
    same,
    lower,
    higherPercent: percentOf(higher, pupils),
    samePercent: percentOf(same, pupils),
    lowerPercent: percentOf(lower, pupils),
    medianFrom: progress.medianFrom,
    medianTo: progress.medianTo,
  };
}

/** A skill with its area, when it has one: "Listening (Communication)". */
export function skillWithArea(t: ServerTexts, skill: string, area: string | null): string {
  return area === null ? skill : t('inspection.skillWithArea', { skill, area });
}

type Row = readonly CsvValue[];

export function packCsv(figures: InspectionFigures, language: Language): string {
  const t = textsFor(language);
  const header: Row = [
    t('inspection.csv.header.section'),
    t('inspection.csv.header.project'),
    t('inspection.csv.header.rounds'),
    t('inspection.csv.header.group'),
    t('inspection.csv.header.skill'),
    t('inspection.csv.header.voice'),
    t('inspection.csv.header.measure'),
    t('inspection.csv.header.value'),
  ];
  const rule: Row = [
    t('inspection.csv.rule', { minGroup: figures.minGroup }),
    '',
    '',
    '',
    '',
    '',
    '',
    '',
  ];
  const rows: Row[] = [header, rule];
  const pack = t('inspection.csv.section.pack');
  const packRow = (measure: string, value: CsvValue): void => {
    rows.push([pack, '', '', '', '', '', t(`inspection.csv.measure.${measure}`), value]);
  };
  packRow('school', figures.schoolName);
  packRow('from', figures.from);
  packRow('to', figures.to);
  packRow('madeAt', figures.madeAt);
  packRow('madeBy', figures.madeBy);
  packRow('minGroup', figures.minGroup);
  packRow('gap', figures.gap);
  for (const project of figures.projects) projectRows(t, figures.minGroup, project, rows);
  return csvText(rows);
}

function projectRows(t: ServerTexts, minGroup: number, project: PackProject, rows: Row[]): void {
  const name = project.name;
  const measure = (key: string): string => t(`inspection.csv.measure.${key}`);
  const own = t('inspection.csv.voice.own');
  const teacher = t('inspection.csv.voice.teacher');

  rows.push([
    t('inspection.csv.section.project'),
    name,
    project.rounds.map((r) => r.name).join('; '),
    '',
    '',
    '',
    measure('roundsInRange'),
    project.rounds.length,
  ]);

  const participation = t('inspection.csv.section.participation');
  for (const round of project.participation) {
    for (const row of round.rows) {
      const group = groupLabel(t, row.group);
      const line = (key: string, value: number | null): void => {
        rows.push([participation, name, round.roundName, group, '', '', measure(key), value]);
      };
      line('pupils', row.pupils);
      line('assessed', row.assessed);
      line('assessedPercent', percentOf(row.assessed, row.pupils));
    }
  }

  const first = project.rounds[0]?.name ?? '';
  const last = project.rounds[project.rounds.length - 1]?.name ?? '';
  const span = t('inspection.fromTo', { from: first, to: last });
  const progress = t('inspection.csv.section.progress');
  for (const entry of project.progress) {
    const group = groupLabel(t, entry.group);
    const skill = skillWithArea(t, entry.skill, entry.area);
    for (const [voice, figures] of [
      [own, shownProgress(entry.own, minGroup)],
      [teacher, shownProgress(entry.teacher, minGroup)],
    ] as const) {
      const line = (key: string, value: number | null): void => {
        rows.push([progress, name, span, group, skill, voice, measure(key), value]);
      };
      line('pupils', figures.pupils);
      line('higher', figures.higher);
      line('same', figures.same);
      line('lower', figures.lower);
      line('higherPercent', figures.higherPercent);
      line('samePercent', figures.samePercent);
      line('lowerPercent', figures.lowerPercent);
      line('medianFrom', figures.medianFrom);
      line('medianTo', figures.medianTo);
    }
  }

  if (project.gaps !== null) {
    const gaps = project.gaps;
    const section = t('inspection.csv.section.gaps');
    const rounds = t('inspection.fromTo', { from: gaps.fromRound, to: gaps.toRound });
    const all = t('inspection.groups.all');
    const line = (key: string, value: number | null): void => {
      rows.push([section, name, rounds, all, '', '', measure(key), value]);
    };
    line('rated', gaps.rated);
    line('flagged', gaps.flagged);
    line('resolved', gaps.resolved);
    line('open', gaps.open);
    line('notRatedAgain', gaps.notRatedAgain);
  }

  const evidence = t('inspection.csv.section.evidence');
  for (const row of project.evidence) {
    const group = groupLabel(t, row.group);
    const line = (key: string, value: number | null): void => {
      rows.push([evidence, name, '', group, '', '', measure(key), value]);
    };
    line('pupils', row.pupils);
    line('withEvidence', row.withEvidence);
    line('pieces', row.pieces);
  }

  const journeys = t('inspection.csv.section.journeys');
  for (const journey of project.journeys) {
    const who = journeyLabel(t, journey);
    const rounds = t('inspection.fromTo', { from: journey.fromRound, to: journey.toRound });
    for (const skill of journey.skills) {
      const line = (voice: string, key: string, value: number | null): void => {
        rows.push([journeys, name, rounds, who, skill.skill, voice, measure(key), value]);
      };
      line(own, 'ratingFrom', skill.ownFrom);
      line(own, 'ratingTo', skill.ownTo);
      line(teacher, 'ratingFrom', skill.teacherFrom);
      line(teacher, 'ratingTo', skill.teacherTo);
    }
    rows.push([
      journeys,
      name,
      rounds,
      who,
      '',
      '',
      measure('evidencePieces'),
      journey.evidencePieces,
    ]);
    rows.push([
      journeys,
      name,
      rounds,
      who,
      '',
      '',
      measure('planStepsDone'),
      journey.planStepsDone,
    ]);
  }
}
