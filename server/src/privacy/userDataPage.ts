/** A subject-access export as one readable, self-contained HTML page (no scripts, no links). */
import { escapeHtml } from '../wire/html';
import type { DataRow, UserDataExport } from './userData';

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  return escapeHtml(typeof value === 'object' ? JSON.stringify(value) : String(value));
}

function tableOf(name: string, rows: readonly DataRow[]): string {
  const heading = `<h2>${escapeHtml(name.replace(/_/g, ' '))}</h2>`;
  if (rows.length === 0) return `${heading}<p>Nothing held.</p>`;
  const columns = Object.keys(rows[0] ?? {});
  const head = columns.map((column) => `<th scope="col">${escapeHtml(column)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((column) => `<td>${cell(row[column])}</td>`).join('')}</tr>`)
    .join('');
  return `${heading}<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

export function userDataPage(data: UserDataExport, personName: string): string {
  const sections = Object.entries(data.tables)
    .map(([name, rows]) => tableOf(name, rows))
    .join('\n');
  const omitted = Object.entries(data.notIncluded)
    .map(([name, why]) => `<li><strong>${escapeHtml(name)}</strong>: ${escapeHtml(why)}</li>`)
    .join('');
  const title = `Personal data held by Skillfolio about ${personName}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;color:#1b2430}table{border-collapse:collapse;margin-bottom:1.5rem}th,td{border:1px solid #d5dbe3;padding:4px 8px;text-align:left;vertical-align:top}th{background:#f6f8fb}</style>
</head><body>
<h1>${escapeHtml(title)}</h1>
<p>User id ${data.user_id}. Made ${escapeHtml(data.generated_at)} (UTC).</p>
${sections}
<h2>Held but not shown here</h2><ul>${omitted}</ul>
</body></html>
`;
}
