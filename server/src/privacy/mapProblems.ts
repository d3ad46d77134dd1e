/**
 * Compares the personal-data map with the schema as the database itself reports it (Kysely's
 * introspection, on SQLite and PostgreSQL alike): a table the map does not know, a table
 * with a user column the map does not tie to its user, or a mapped column that is not there.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { PERSONAL_DATA_MAP, isUserColumn, type TableEntry } from './personalDataMap';

export async function mapProblems(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables();
  const map: Readonly<Record<string, TableEntry>> = PERSONAL_DATA_MAP;
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const table of tables) {
    seen.add(table.name);
    const columns = table.columns.map((column) => column.name);
    const entry = map[table.name];
    if (entry === undefined) {
      problems.push(`table ${table.name} is not in the personal-data map`);
      continue;
    }
    const userColumns = columns.filter(isUserColumn);
    if (userColumns.length > 0 && entry.subject.via === 'none') {
      problems.push(
        `table ${table.name} has a user column (${userColumns.join(', ')}) but the map ties no row of it to a person`,
      );
    }
    const named = [
      ...entry.personal,
      ...(entry.notExported ?? []),
      ...(entry.subject.via === 'none' ? [] : [entry.subject.column]),
    ];
    for (const column of named) {
      if (!columns.includes(column)) {
        problems.push(`the map names ${table.name}.${column}, which the database does not have`);
      }
    }
  }
  for (const name of Object.keys(map)) {
    if (!seen.has(name))
      problems.push(`the map names table ${name}, which the database does not have`);
  }
  return problems;
}
