/**
 * What a year end does to each pupil, worked out without the database, so the preview the
 * admin saw and the apply agree, and a school of thousands is planned in one quick pass.
 */
import { createHash } from 'node:crypto';
import type { PupilRow } from './yearEndQueries';

export interface YearEndChoices {
  /** Pupils in this year or above leave instead of moving up. */
  lastYear: number;
  /** Pupils who stay in their year (and do not leave). */
  keepBack: ReadonlySet<number>;
  /** Pupils who leave whatever their year. */
  leavers: ReadonlySet<number>;
}

export interface YearEndPlan {
  /** New year group → the pupils moving into it. */
  moves: Map<number, number[]>;
  leavers: number[];
  keptBack: number;
  /** Ids chosen that are not pupils (not leavers yet) of the school. */
  strangers: number[];
}

/**
 * A digest of everything the preview shows: the pupils' years and leaving, and the leaver
 * days. Any change (an apply above all) gives a new one, so an apply sent with an old one,
 * a double click or a second tab, is refused instead of moving pupils up twice.
 */
export function yearEndVersion(pupils: readonly PupilRow[], leaverDays: number): string {
  const hash = createHash('sha256');
  hash.update(`days=${leaverDays}\n`);
  for (const pupil of [...pupils].sort((a, b) => a.user_id - b.user_id)) {
    hash.update(`${pupil.user_id}:${pupil.year_group ?? '-'}:${pupil.left_at ?? '-'}\n`);
  }
  return hash.digest('base64url');
}

export function planYearEnd(pupils: readonly PupilRow[], choices: YearEndChoices): YearEndPlan {
  const current = new Set<number>();
  const moves = new Map<number, number[]>();
  const leavers: number[] = [];
  let keptBack = 0;
  for (const pupil of pupils) {
    if (pupil.left_at !== null) continue;
    current.add(pupil.user_id);
    const year = pupil.year_group;
    if (choices.leavers.has(pupil.user_id)) leavers.push(pupil.user_id);
    else if (choices.keepBack.has(pupil.user_id)) keptBack += 1;
    else if (year === null) continue;
    else if (year >= choices.lastYear) leavers.push(pupil.user_id);
    else {
      const list = moves.get(year + 1) ?? [];
      list.push(pupil.user_id);
      moves.set(year + 1, list);
    }
  }
  const strangers = [...choices.keepBack, ...choices.leavers].filter((id) => !current.has(id));
  return { moves, leavers, keptBack, strangers };
}

/** When a pupil who leaves at `leftAt` is erased. */
export function eraseDate(leftAt: Date, leaverDays: number): Date {
  return new Date(leftAt.getTime() + leaverDays * 24 * 60 * 60 * 1000);
}
