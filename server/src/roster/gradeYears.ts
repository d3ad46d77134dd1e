/**
 * How a school reads its MIS's OneRoster grades as year groups. OneRoster writes grades as
 * CEDS codes ("07", "KG"); UK MIS exports put the UK year in the two-digit code (Year 7 →
 * "07"), and Reception as "KG" or "R". A school whose MIS writes them otherwise says so in its
 * own mapping, which wins.
 */
import { YEAR_GROUP_MAX } from '@skillfolio/shared/wire';

/** The year group of a grade by default: null when the grade names no UK year. */
export function defaultYearOfGrade(grade: string): number | null {
  const code = grade.trim().toUpperCase();
  if (code === 'KG' || code === 'R' || code === 'RECEPTION') return 0;
  if (!/^\d{1,2}$/.test(code)) return null;
  const year = Number(code);
  return year >= 1 && year <= YEAR_GROUP_MAX ? year : null;
}

/** The year group of a person or class from its grades: the first grade that names one. */
export function yearOfGrades(
  grades: readonly string[],
  schoolMapping: ReadonlyMap<string, number>,
): number | null {
  for (const grade of grades) {
    const own = schoolMapping.get(grade.trim().toUpperCase());
    if (own !== undefined) return own;
    const year = defaultYearOfGrade(grade);
    if (year !== null) return year;
  }
  return null;
}
