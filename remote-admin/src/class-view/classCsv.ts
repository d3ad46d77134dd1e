/**
 * The class grid as CSV, through the one CSV writer (`csvText` in @skillfolio/shared/admin-kit), which
 * quotes every cell and keeps a pupil's name like `=HYPERLINK(…)` as text. The headings are in
 * the page's language: `t` is the class view's (namespace `class-view`), by default the page's.
 */
import { i18n, type ClassViewReply, type TFunction } from '@skillfolio/shared';
import { csvText } from '@skillfolio/shared/admin-kit';

const pageT = (): TFunction => i18n.getFixedT(null, 'class-view');

export function classCsv(view: ClassViewReply, t: TFunction = pageT()): string {
  const header = [
    t('csv.firstName'),
    t('csv.lastName'),
    ...view.skills.map((s) => s.skill_descriptor),
  ];
  const rows = view.pupils.map((pupil) => [
    pupil.first_name,
    pupil.last_name,
    ...pupil.cells.map((cell) => cell.grade),
  ]);
  const average = [t('csv.classAverage'), '', ...view.skills.map((s) => s.average)];
  return csvText([header, ...rows, average]);
}

/** A file name for the export: the project and round, with only safe characters. */
export function csvFileName(
  projectName: string,
  roundName: string,
  t: TFunction = pageT(),
): string {
  const safe = `${projectName} ${roundName}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${safe || t('csv.fileName')}.csv`;
}
