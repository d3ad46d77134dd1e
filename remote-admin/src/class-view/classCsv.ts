/**
 * The class grid as CSV. A cell a spreadsheet would run as a formula (starting =, +, -, @,
 * tab or carriage return) gets a leading apostrophe, so a pupil's name like `=HYPERLINK(…)`
 * stays text (OWASP's CSV injection advice); every cell is quoted.
 */
import type { ClassViewReply } from '@skillfolio/shared';

export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

export function classCsv(view: ClassViewReply): string {
  const header = ['First name', 'Last name', ...view.skills.map((s) => s.skill_descriptor)];
  const rows = view.pupils.map((pupil) => [
    pupil.first_name,
    pupil.last_name,
    ...pupil.cells.map((cell) => cell.grade),
  ]);
  const average = ['Class average', '', ...view.skills.map((s) => s.average)];
  return [header, ...rows, average]
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n')
    .concat('\r\n');
}

/** A file name for the export: the project and round, with only safe characters. */
export function csvFileName(projectName: string, roundName: string): string {
  const safe = `${projectName} ${roundName}`.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${safe || 'class'}.csv`;
}
