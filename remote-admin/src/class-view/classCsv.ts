/**
 * The class grid as CSV, through the one CSV writer (`csvText` in @skillfolio/shared/admin-kit), which
 * quotes every cell and keeps a pupil's name like `=HYPERLINK(…)` as text.
 */
import type { ClassViewReply } from '@skillfolio/shared';
import { csvText } from '@skillfolio/shared/admin-kit';

export function classCsv(view: ClassViewReply): string {
  const header = ['First name', 'Last name', ...view.skills.map((s) => s.skill_descriptor)];
  const rows = view.pupils.map((pupil) => [
    pupil.first_name,
    pupil.last_name,
    ...pupil.cells.map((cell) => cell.grade),
  ]);
  const average = ['Class average', '', ...view.skills.map((s) => s.average)];
  return csvText([header, ...rows, average]);
}

/** A file name for the export: the project and round, with only safe characters. */
export function csvFileName(projectName: string, roundName: string): string {
  const safe = `${projectName} ${roundName}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${safe || 'class'}.csv`;
}
