/**
 * The School Overview's figures from the database's counts: each voice's spread, the gaps
 * between the two, and the moves from one round to the next. Pure, so the suppression rule
 * is in one place: a figure behind fewer than OVERVIEW_MIN_GROUP pupils is null, never shown.
 */
import { OVERVIEW_GAP, OVERVIEW_MIN_GROUP, OVERVIEW_RATINGS } from '@skillfolio/shared/wire';
import type {
  OverviewSkill,
  RatingMoves,
  RatingSpread,
  SkillProgress,
  SkillRoundFigures,
} from '@skillfolio/shared/types';
import type { MovesRow, OverviewSkillRow, PairCountRow } from './overviewQueries';

/** A count as it may be shown: null below the smallest group. */
export function shown<T>(pupils: number, figure: T): T | null {
  return pupils >= OVERVIEW_MIN_GROUP ? figure : null;
}

interface Tally {
  own: number[];
  teacher: number[];
  bothRated: number;
  gaps: number;
}

function emptyTally(): Tally {
  return {
    own: new Array<number>(OVERVIEW_RATINGS).fill(0),
    teacher: new Array<number>(OVERVIEW_RATINGS).fill(0),
    bothRated: 0,
    gaps: 0,
  };
}

function isRating(value: number | null): value is number {
  return value !== null && Number.isInteger(value) && value >= 0 && value < OVERVIEW_RATINGS;
}

function spread(counts: number[]): RatingSpread | null {
  const rated = counts.reduce((sum, n) => sum + n, 0);
  return shown(rated, { rated, counts });
}

/** Each skill's figures per round, and its moves between consecutive rounds. */
export function overviewSkills(
  skills: readonly OverviewSkillRow[],
  roundIds: readonly number[],
  pairs: readonly PairCountRow[],
  moves: ReadonlyMap<string, readonly MovesRow[]>,
): OverviewSkill[] {
  const tallies = new Map<string, Tally>();
  for (const row of pairs) {
    const key = `${row.round_id}:${row.skill_id}`;
    let tally = tallies.get(key);
    if (tally === undefined) {
      tally = emptyTally();
      tallies.set(key, tally);
    }
    if (isRating(row.own)) tally.own[row.own] = (tally.own[row.own] ?? 0) + row.pupils;
    if (isRating(row.teacher)) {
      tally.teacher[row.teacher] = (tally.teacher[row.teacher] ?? 0) + row.pupils;
    }
    if (isRating(row.own) && isRating(row.teacher)) {
      tally.bothRated += row.pupils;
      if (Math.abs(row.own - row.teacher) >= OVERVIEW_GAP) tally.gaps += row.pupils;
    }
  }
  const movesBySkill = new Map<string, MovesRow>();
  for (const [pair, rows] of moves) {
    for (const row of rows) movesBySkill.set(`${pair}:${row.skill_id}`, row);
  }

  return skills.map((skill) => {
    const rounds: SkillRoundFigures[] = roundIds.map((roundId) => {
      const tally = tallies.get(`${roundId}:${skill.skill_id}`) ?? emptyTally();
      return {
        round_id: roundId,
        own: spread(tally.own),
        teacher: spread(tally.teacher),
        gaps: shown(tally.bothRated, tally.gaps),
        both_rated: shown(tally.bothRated, tally.bothRated),
      };
    });
    const progress: SkillProgress[] = [];
    for (const [from, to] of consecutive(roundIds)) {
      const row = movesBySkill.get(`${movesKey(from, to)}:${skill.skill_id}`);
      progress.push({
        from_round_id: from,
        to_round_id: to,
        own: row ? ratingMoves(row.own_pupils, row.own_higher, row.own_lower) : null,
        teacher: row
          ? ratingMoves(row.teacher_pupils, row.teacher_higher, row.teacher_lower)
          : null,
      });
    }
    return {
      skill_id: skill.skill_id,
      skill_descriptor: skill.skill_descriptor,
      area_descriptor: skill.area_descriptor,
      rounds,
      progress,
    };
  });
}

/** Each round with the one after it. */
export function consecutive(roundIds: readonly number[]): [number, number][] {
  return roundIds.slice(1).map((to, i) => [roundIds[i] ?? to, to]);
}

export function movesKey(fromRoundId: number, toRoundId: number): string {
  return `${fromRoundId}>${toRoundId}`;
}

function ratingMoves(pupils: number, higher: number, lower: number): RatingMoves | null {
  return shown(pupils, { pupils, higher, same: pupils - higher - lower, lower });
}
