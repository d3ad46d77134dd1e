/**
 * Who takes a project: a class of the school, or a year group (0 Reception, 1..13 Year 1..13).
 * Every current pupil of an audience is added to the project when the admin saves its
 * audiences and after each roster sync (projects/projectAudiences.ts); taking an audience away
 * never takes anyone off the project.
 */
import { sql, type Kysely } from 'kysely';
import { identity } from '../dialect';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('project_audiences')
    .addColumn('audience_id', 'integer', identity(db))
    .addColumn('school_project_id', 'integer', (c) =>
      c.notNull().references('school_projects.school_project_id').onDelete('cascade'),
    )
    // A class of the project's school; null for a year group.
    .addColumn('class_id', 'integer', (c) =>
      c.references('school_classes.class_id').onDelete('cascade'),
    )
    // 0..13; null for a class.
    .addColumn('year_group', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Exactly one of the two.
    .addCheckConstraint(
      'project_audiences_one_kind',
      sql`(class_id IS NULL AND year_group IS NOT NULL) OR (class_id IS NOT NULL AND year_group IS NULL)`,
    )
    .execute();
  // Each class and each year group at most once per project (NULLs are distinct in both
  // dialects, so a year group's row never collides with a class's).
  await db.schema
    .createIndex('project_audiences_class_index')
    .on('project_audiences')
    .columns(['school_project_id', 'class_id'])
    .unique()
    .execute();
  await db.schema
    .createIndex('project_audiences_year_index')
    .on('project_audiences')
    .columns(['school_project_id', 'year_group'])
    .unique()
    .execute();
  // A class's audiences, for the class's cascade and the roster's join.
  await db.schema
    .createIndex('project_audiences_by_class_index')
    .on('project_audiences')
    .column('class_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('project_audiences').execute();
}
