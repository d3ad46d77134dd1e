/** Reads of schools. */
import type { Selectable } from 'kysely';
import type { Executor, SchoolsTable } from '../db/database';

export type SchoolRow = Selectable<SchoolsTable>;

export async function findSchoolById(
  db: Executor,
  schoolId: number,
): Promise<SchoolRow | undefined> {
  return db.selectFrom('schools').selectAll().where('school_id', '=', schoolId).executeTakeFirst();
}
