/**
 * What the school's leaders' view needs of a pupil and of staff.
 *
 * - users.send, users.disadvantaged: two flags the school keeps of a pupil (special
 *   educational needs; disadvantaged / pupil premium), 0 or 1. Only a school admin sets or
 *   sees them; the School Overview filters its figures by them, never naming who has them.
 * - users.sees_overview: a staff member the school admin lets see the School Overview
 *   (school admins always do), 0 or 1.
 */
import type { Kysely } from 'kysely';

const FLAGS = ['send', 'disadvantaged', 'sees_overview'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const flag of FLAGS) {
    await db.schema
      .alterTable('users')
      .addColumn(flag, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const flag of [...FLAGS].reverse()) {
    await db.schema.alterTable('users').dropColumn(flag).execute();
  }
}
