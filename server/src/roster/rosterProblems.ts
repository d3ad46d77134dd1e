/** The problems found in a roster upload, kept in file and line order and bounded in number. */
import type { RosterProblem } from './rosterFile';
import { ROSTER_FILE_NAMES } from './rosterHeaders';
import { ROSTER_PROBLEMS_MAX } from './rosterLimits';
import { ENGLISH } from '../i18n/serverTexts';

/** What a problem about the zip as a whole (not one of its files) names as its file. */
export const THE_UPLOAD = ENGLISH('roster.theUpload');

/** The order files are reported in: the upload first, then the files as an admin fixes them. */
const FILE_ORDER: readonly string[] = [THE_UPLOAD, ...ROSTER_FILE_NAMES];

const fileRank = (order: readonly string[], file: string): number => {
  const rank = order.indexOf(file);
  return rank === -1 ? order.length : rank;
};

interface Numbered extends RosterProblem {
  /** The order found in, so two problems on one line keep the order they were checked in. */
  seq: number;
}

const byPlace =
  (order: readonly string[]) =>
  (a: Numbered, b: Numbered): number =>
    fileRank(order, a.file) - fileRank(order, b.file) || a.line - b.line || a.seq - b.seq;

/**
 * Problems arrive out of order (one file's rows, then another's, then the checks across files),
 * and a broken export can have one on every row of 200,000: so the list keeps only the first
 * `max` in order, sorting now and then, and counts the rest.
 */
export class RosterProblems {
  private kept: Numbered[] = [];
  private dropped = 0;
  private found = 0;

  /** @param order the files in the order their problems are listed (a pull's are not CSV). */
  constructor(
    private readonly max = ROSTER_PROBLEMS_MAX,
    private readonly order: readonly string[] = FILE_ORDER,
  ) {}

  add(file: string, line: number, reason: string): void {
    this.kept.push({ file, line, reason, seq: this.found });
    this.found += 1;
    if (this.kept.length >= 2 * this.max + 100) this.trim();
  }

  get count(): number {
    return this.found;
  }

  /** The first problems in file and line order, and how many more there were. */
  list(): { problems: RosterProblem[]; more: number } {
    this.trim();
    const problems = this.kept.map(({ file, line, reason }) => ({ file, line, reason }));
    return { problems, more: this.dropped };
  }

  private trim(): void {
    this.kept.sort(byPlace(this.order));
    if (this.kept.length > this.max) {
      this.dropped += this.kept.length - this.max;
      this.kept.length = this.max;
    }
  }
}
