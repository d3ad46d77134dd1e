/** Who sees a row that belongs to a school or to everyone (school_id null: global). */
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * True for a row of `schoolId` or a global one; for a user with no school (schoolId null),
 * global rows only. `column` is the row's school_id, e.g. `eb.ref('r.school_id')`.
 */
export function ownSchoolOrGlobal(
  column: Expression<number | null>,
  schoolId: number | null,
): Expression<SqlBool> {
  return schoolId === null
    ? sql<SqlBool>`${column} is null`
    : sql<SqlBool>`(${column} = ${schoolId} or ${column} is null)`;
}
