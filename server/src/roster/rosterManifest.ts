/**
 * manifest.csv: which OneRoster version the files are, and what kind of export each file is.
 * A delta file lists only what changed since the last export: read as the whole roster, it
 * would make everyone it leaves out look like a leaver, so only bulk files are taken.
 */
import type { CsvTable } from './rosterCsv';
import type { OneRosterVersion } from './rosterFile';
import { ROSTER_FILE_NAMES, type MANIFEST_COLUMNS, type RosterFileName } from './rosterHeaders';
import type { RosterProblems } from './rosterProblems';
import { shown } from './rosterValues';
import { ENGLISH } from '../i18n/serverTexts';

type ManifestTable = CsvTable<(typeof MANIFEST_COLUMNS)[number]>;

export interface Manifest {
  properties: ReadonlyMap<string, string>;
  /** undefined when the manifest does not name one Skillfolio reads (a problem said). */
  version: OneRosterVersion | undefined;
}

/** The data files whose `file.<name>` property is checked: every file read but the manifest. */
const DATA_FILES: readonly RosterFileName[] = ROSTER_FILE_NAMES.filter(
  (name) => name !== 'manifest.csv',
);
/**
 * @param inZip the files the zip has, to hold the manifest's word that a file is there to.
 */
export function readManifest(
  table: ManifestTable,
  inZip: ReadonlySet<string>,
  problems: RosterProblems,
): Manifest {
  const properties = new Map<string, string>();
  const lines = new Map<string, number>();
  for (const row of table.rows) {
    const name = table.value(row, 'propertyName');
    if (name === '' || properties.has(name)) continue;
    properties.set(name, table.value(row, 'value'));
    lines.set(name, row.line);
  }
  const say = (name: string, reason: string): void =>
    problems.add(table.file, lines.get(name) ?? 0, reason);

  const written = properties.get('oneroster.version');
  const version = written === '1.1' || written === '1.2' ? written : undefined;
  if (written === undefined) {
    say('oneroster.version', ENGLISH('roster.noVersion'));
  } else if (version === undefined) {
    say('oneroster.version', ENGLISH('roster.badVersion', { value: shown(written) }));
  }

  for (const file of DATA_FILES) {
    const name = `file.${file.replace(/\.csv$/, '')}`;
    const kind = properties.get(name)?.toLowerCase();
    if (kind === 'delta') {
      say(name, ENGLISH('roster.delta', { name }));
    } else if (kind === 'bulk' && !inZip.has(file)) {
      say(name, ENGLISH('roster.bulkMissing', { name, file }));
    }
  }
  return { properties, version };
}
