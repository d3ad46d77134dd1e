/**
 * Roster sync from a school's MIS (OneRoster): the school's classes and who is in each, the
 * accounts a roster made or linked (by the MIS's sourcedId, so a later file changes only
 * what changed), how the MIS's grades map to year groups, and each sync's preview and outcome.
 */
import type { Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  // A class of the school: a form (homeroom) or a taught class. Closed, not deleted, when a
  // later roster leaves it out, so last year's classes still name what happened in them.
  await db.schema
    .createTable('school_classes')
    .addColumn('class_id', 'integer', identity(db))
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    // The MIS's id; null for a class made by hand.
    .addColumn('sourced_id', 'text')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('class_code', 'text', (c) => c.notNull().defaultTo(''))
    // homeroom or scheduled, as OneRoster says.
    .addColumn('class_type', 'text', (c) => c.notNull().defaultTo('scheduled'))
    // The year group when every pupil of it is in one (the class's grades), else null.
    .addColumn('year_group', 'integer')
    // The school year the roster named it in, e.g. "2027" for 2026/27.
    .addColumn('school_year', 'text')
    .addColumn('closed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_classes_sourced_index')
    .on('school_classes')
    .columns(['school_id', 'sourced_id'])
    .unique()
    .execute();

  // Who is in a class, as a pupil or a member of staff.
  await db.schema
    .createTable('class_members')
    .addColumn('class_id', 'integer', (c) =>
      c.notNull().references('school_classes.class_id').onDelete('cascade'),
    )
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('role', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('class_members_key', ['class_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('class_members_user_index')
    .on('class_members')
    .column('user_id')
    .execute();

  // An account the roster made or matched (by e-mail or username, once): the MIS's sourcedId
  // finds it from then on. An account with no row here was made by hand and is never made a
  // leaver because a roster leaves it out.
  await db.schema
    .createTable('roster_links')
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    .addColumn('sourced_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().unique().references('users.user_id').onDelete('cascade'),
    )
    // 1: the roster made the account; 0: it was made by hand and matched.
    .addColumn('made_by_roster', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('linked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('roster_links_key', ['school_id', 'sourced_id'])
    .execute();

  // The school's own reading of the MIS's grades ("07" → Year 7 unless it says otherwise).
  await db.schema
    .createTable('roster_grade_years')
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    .addColumn('grade', 'text', (c) => c.notNull())
    .addColumn('year_group', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('roster_grade_years_key', ['school_id', 'grade'])
    .execute();

  // A sync: its roster, read and checked, waits as a preview until the admin applies it
  // (then only its outcome is kept: the roster's personal data goes).
  await db.schema
    .createTable('roster_syncs')
    .addColumn('sync_id', 'integer', identity(db))
    .addColumn('school_id', 'integer', (c) =>
      c.notNull().references('schools.school_id').onDelete('cascade'),
    )
    // upload or pull.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    // The roster as read (JSON), until applied or replaced; null after.
    .addColumn('roster', 'text')
    // What the preview said would change (JSON counts), and a digest of the exact plan, so
    // an apply of a school that changed since is refused.
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('plan_digest', 'text', (c) => c.notNull())
    .addColumn('school_year', 'text')
    .addColumn('applied_at', 'text')
    .addColumn('applied_by', 'integer', (c) => c.references('users.user_id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('roster_syncs_school_index')
    .on('roster_syncs')
    .columns(['school_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roster_syncs').execute();
  await db.schema.dropTable('roster_grade_years').execute();
  await db.schema.dropTable('roster_links').execute();
  await db.schema.dropTable('class_members').execute();
  await db.schema.dropTable('school_classes').execute();
}
