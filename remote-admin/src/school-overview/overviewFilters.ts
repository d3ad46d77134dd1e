/**
 * The School Overview's pure helpers: the group the leader chose as the API's query, the skills
 * under their area headings, a round's figures, the moves between rounds as percentages, names,
 * and the inspection pack's default dates.
 */
import type {
  FlagFilter,
  OverviewFilters,
  OverviewPupilsQuery,
  OverviewRound,
  OverviewSkill,
  RatingMoves,
  SkillProgress,
  SkillRoundFigures,
  TFunction,
} from '@skillfolio/shared';

/** The group the figures count; -1 and 0 mean every year group and every class. */
export interface Filters {
  /** 0: the school's first project (what the server shows when none is chosen). */
  projectId: number;
  yearGroup: number;
  classId: number;
  send: FlagFilter;
  disadvantaged: FlagFilter;
}

export const NO_FILTERS: Filters = {
  projectId: 0,
  yearGroup: -1,
  classId: 0,
  send: 'any',
  disadvantaged: 'any',
};

type GroupQuery = Pick<OverviewFilters, 'year_group' | 'class_id' | 'send' | 'disadvantaged'>;

/** The group's part of a query; a filter left at "every" is not sent. */
function groupQuery(filters: Filters): GroupQuery {
  return {
    ...(filters.yearGroup >= 0 ? { year_group: filters.yearGroup } : {}),
    ...(filters.classId > 0 ? { class_id: filters.classId } : {}),
    ...(filters.send !== 'any' ? { send: filters.send } : {}),
    ...(filters.disadvantaged !== 'any' ? { disadvantaged: filters.disadvantaged } : {}),
  };
}

export function overviewQuery(filters: Filters): OverviewFilters {
  return { school_project_id: filters.projectId, ...groupQuery(filters) };
}

/** Who to list: the gaps of one skill in a round, or who has not assessed in it. */
export type PupilList =
  | { kind: 'gaps'; roundId: number; skill: { id: number; name: string } }
  | { kind: 'notAssessed'; roundId: number };

export function pupilsQuery(
  projectId: number,
  filters: Filters,
  list: PupilList,
): OverviewPupilsQuery {
  return {
    school_project_id: projectId,
    round_id: list.roundId,
    list: list.kind,
    ...(list.kind === 'gaps' ? { skill_id: list.skill.id } : {}),
    ...groupQuery(filters),
  };
}

/** The round the cards show: the one chosen while the project has it, else the newest. */
export function chosenRound(
  rounds: readonly OverviewRound[],
  roundId: number | null,
): OverviewRound | undefined {
  return rounds.find((round) => round.round_id === roundId) ?? rounds[rounds.length - 1];
}

export interface AreaSkills {
  /** null: skills without a heading. */
  area: string | null;
  skills: OverviewSkill[];
}

/** The skills under their area headings, areas and skills in the order the reply gives. */
export function skillsByArea(skills: readonly OverviewSkill[]): AreaSkills[] {
  const areas = new Map<string | null, OverviewSkill[]>();
  for (const skill of skills) {
    const list = areas.get(skill.area_descriptor);
    if (list) list.push(skill);
    else areas.set(skill.area_descriptor, [skill]);
  }
  return [...areas].map(([area, list]) => ({ area, skills: list }));
}

const NO_FIGURES = { own: null, teacher: null, gaps: null, both_rated: null } as const;

/** A skill's figures in a round; a round the reply has nothing for is "too few" throughout. */
export function figuresIn(skill: OverviewSkill, roundId: number): SkillRoundFigures {
  return (
    skill.rounds.find((figures) => figures.round_id === roundId) ?? {
      round_id: roundId,
      ...NO_FIGURES,
    }
  );
}

/** The moves into a round from the one before it; undefined for a project's first round. */
export function progressInto(skill: OverviewSkill, roundId: number): SkillProgress | undefined {
  return skill.progress.find((progress) => progress.to_round_id === roundId);
}

export interface Percentages {
  higher: number;
  same: number;
  lower: number;
}

/**
 * Each share of the pupils as a whole percentage that adds up to 100 with the other two
 * (largest remainder): "45% higher, 40% the same, 15% lower", never 101% between them.
 */
export function percentages(moves: RatingMoves): Percentages {
  if (moves.pupils <= 0) return { higher: 0, same: 0, lower: 0 };
  const parts = (['higher', 'same', 'lower'] as const).map((name) => {
    const exact = (moves[name] * 100) / moves.pupils;
    return { name, whole: Math.floor(exact), rest: exact - Math.floor(exact) };
  });
  let missing = 100 - parts.reduce((sum, part) => sum + part.whole, 0);
  for (const part of [...parts].sort((a, b) => b.rest - a.rest)) {
    if (missing <= 0) break;
    part.whole += 1;
    missing -= 1;
  }
  const whole = (name: keyof Percentages) => parts.find((part) => part.name === name)?.whole ?? 0;
  return { higher: whole('higher'), same: whole('same'), lower: whole('lower') };
}

/** "Pat Pupil", or the username when the school gave no name. */
export function personName(person: {
  first_name: string | null;
  last_name: string | null;
  username: string;
}): string {
  const full = [person.first_name, person.last_name]
    .filter((part) => part !== null && part.trim() !== '')
    .join(' ');
  return full || person.username;
}

/**
 * "Reception", "Year 7", or "Not set" for null, in the page's language: the wire's words (the
 * caller's `t` must have loaded `wire`).
 */
export function yearText(year: number | null, t: TFunction): string {
  if (year === null) return t('wire:yearGroupLabel.notSet');
  return year === 0 ? t('wire:yearGroupLabel.reception') : t('wire:yearGroupLabel.year', { year });
}

/** A day as the date field and the API write it: YYYY-MM-DD, in the browser's own calendar. */
export function isoDay(day: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${two(day.getMonth() + 1)}-${two(day.getDate())}`;
}

/** The month the school year starts in (September, 0-based). */
const SCHOOL_YEAR_MONTH = 8;

/** 1 September of the school year `today` is in. */
export function schoolYearStart(today: Date): string {
  const year =
    today.getMonth() >= SCHOOL_YEAR_MONTH ? today.getFullYear() : today.getFullYear() - 1;
  return `${year}-09-01`;
}
