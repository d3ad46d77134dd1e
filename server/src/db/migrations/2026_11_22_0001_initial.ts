/**
 * The whole SPEC §3 data model. Frozen once released: change the schema with a new
 * migration, never by editing this one. Portable: only the column types in ../dialect
 * differ between SQLite and PostgreSQL; timestamps are ISO text written by the app.
 */
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { binaryType, identity } from '../dialect';

// Kysely<unknown>: a migration must keep working after the Database type has moved on.
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = identity(db);

  await db.schema
    .createTable('schools')
    .addColumn('school_id', 'integer', id)
    .addColumn('school_name', 'text', (c) => c.notNull())
    .addColumn('address1', 'text')
    .addColumn('address2', 'text')
    .addColumn('town', 'text')
    .addColumn('county', 'text')
    .addColumn('postcode', 'text')
    .addColumn('contact_name', 'text')
    .addColumn('telephone', 'text')
    .addColumn('dfe_number', 'text')
    .addColumn('project_type', 'text')
    .addColumn('notes', 'text')
    .addColumn('school_username', 'text', (c) => c.notNull())
    .addColumn('allowPeerReviews', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('licenceNumber', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Login looks schools up by school_username, ignoring case.
  await db.schema
    .createIndex('schools_school_username_unique')
    .unique()
    .on('schools')
    .expression(sql`lower(school_username)`)
    .execute();

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'integer', id)
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('parent_password_hash', 'text')
    .addColumn('is_Admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_schoolAdmin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_Staff', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_User', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('current_school_id', 'integer', (c) =>
      c.references('schools.school_id').onDelete('set null'),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // A username is unique within its school, and among private users (school_id null):
  // a plain unique (school_id, username) would let NULL school rows repeat.
  await db.schema
    .createIndex('users_school_username_unique')
    .unique()
    .on('users')
    .expression(sql`coalesce(school_id, 0), lower(username)`)
    .execute();
  await db.schema
    .createIndex('users_email_index')
    .on('users')
    .expression(sql`lower(email)`)
    .execute();

  await db.schema
    .createTable('school_projects')
    .addColumn('school_project_id', 'integer', id)
    .addColumn('school_id', 'integer', (c) => c.notNull().references('schools.school_id'))
    .addColumn('project_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('school_projects_school_index')
    .on('school_projects')
    .column('school_id')
    .execute();

  await db.schema
    .createTable('user_projects')
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('school_project_id', 'integer', (c) =>
      c.notNull().references('school_projects.school_project_id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('user_projects_pk', ['user_id', 'school_project_id'])
    .execute();

  await db.schema
    .createTable('assessments')
    .addColumn('assessment_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('school_project_id', 'integer', (c) =>
      c.notNull().references('school_projects.school_project_id'),
    )
    .addColumn('assessment_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('assessments_user_project_index')
    .on('assessments')
    .columns(['user_id', 'school_project_id'])
    .execute();

  await db.schema
    .createTable('skills')
    .addColumn('skill_id', 'integer', id)
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('skill_descriptor', 'text', (c) => c.notNull())
    .addColumn('parent_skill_id', 'integer', (c) => c.references('skills.skill_id'))
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('skills_school_index').on('skills').column('school_id').execute();

  await db.schema
    .createTable('assessment_grades')
    .addColumn('assessment_grade_id', 'integer', id)
    .addColumn('assessment_id', 'integer', (c) =>
      c.notNull().references('assessments.assessment_id').onDelete('cascade'),
    )
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.skill_id'))
    .addColumn('grade', 'integer')
    .addColumn('statement', 'text')
    .addUniqueConstraint('assessment_grades_assessment_skill_unique', ['assessment_id', 'skill_id'])
    .addCheckConstraint(
      'assessment_grades_grade_range',
      sql`grade is null or (grade >= 0 and grade <= 10)`,
    )
    .execute();

  await db.schema
    .createTable('development_areas')
    .addColumn('development_area_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('school_project_id', 'integer', (c) =>
      c.notNull().references('school_projects.school_project_id'),
    )
    .addColumn('skill_id', 'integer', (c) => c.notNull().references('skills.skill_id'))
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('my_notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('development_areas_user_project_index')
    .on('development_areas')
    .columns(['user_id', 'school_project_id'])
    .execute();

  await db.schema
    .createTable('steps')
    .addColumn('step_id', 'integer', id)
    .addColumn('development_area_id', 'integer', (c) =>
      c.notNull().references('development_areas.development_area_id').onDelete('cascade'),
    )
    .addColumn('step_text', 'text', (c) => c.notNull())
    .addColumn('is_completed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('ordering', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('steps_development_area_index')
    .on('steps')
    .column('development_area_id')
    .execute();

  await db.schema
    .createTable('notes')
    .addColumn('note_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('note_title', 'text', (c) => c.notNull())
    .addColumn('note_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notes_user_index').on('notes').column('user_id').execute();

  await db.schema
    .createTable('success_criteria')
    .addColumn('success_criteria_id', 'integer', id)
    .addColumn('school_project_id', 'integer', (c) =>
      c.notNull().references('school_projects.school_project_id').onDelete('cascade'),
    )
    .addColumn('success_criteria_text', 'text', (c) => c.notNull())
    .addColumn('ordering_index', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('success_criteria_project_index')
    .on('success_criteria')
    .column('school_project_id')
    .execute();

  await db.schema
    .createTable('evidence')
    .addColumn('evidence_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('school_project_id', 'integer', (c) =>
      c.notNull().references('school_projects.school_project_id'),
    )
    .addColumn('evidence_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('evidence_user_project_index')
    .on('evidence')
    .columns(['user_id', 'school_project_id'])
    .execute();

  await db.schema
    .createTable('evidence_criteria')
    .addColumn('evidence_id', 'integer', (c) =>
      c.notNull().references('evidence.evidence_id').onDelete('cascade'),
    )
    .addColumn('success_criteria_id', 'integer', (c) =>
      c.notNull().references('success_criteria.success_criteria_id').onDelete('cascade'),
    )
    .addColumn('isChecked', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('evidence_criteria_pk', ['evidence_id', 'success_criteria_id'])
    .execute();

  await db.schema
    .createTable('files')
    .addColumn('file_id', 'integer', id)
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', binaryType(db), (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('resources')
    .addColumn('resource_id', 'integer', id)
    .addColumn('resource_name', 'text', (c) => c.notNull())
    .addColumn('resource_detail', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('file_id', 'integer', (c) => c.references('files.file_id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('resources_school_index')
    .on('resources')
    .column('school_id')
    .execute();

  await db.schema
    .createTable('tags')
    .addColumn('tag_id', 'integer', id)
    .addColumn('school_id', 'integer', (c) => c.references('schools.school_id'))
    .addColumn('tag_label', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('tags_school_label_unique')
    .unique()
    .on('tags')
    .expression(sql`coalesce(school_id, 0), lower(tag_label)`)
    .execute();

  await db.schema
    .createTable('resource_tags')
    .addColumn('resource_id', 'integer', (c) =>
      c.notNull().references('resources.resource_id').onDelete('cascade'),
    )
    .addColumn('tag_id', 'integer', (c) =>
      c.notNull().references('tags.tag_id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('resource_tags_pk', ['resource_id', 'tag_id'])
    .execute();

  await db.schema
    .createTable('reflections')
    .addColumn('reflection_id', 'integer', id)
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('reflection_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('reflections_user_index')
    .on('reflections')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) =>
      c.notNull().references('users.user_id').onDelete('cascade'),
    )
    .addColumn('current_school_id', 'integer', (c) =>
      c.references('schools.school_id').onDelete('set null'),
    )
    .addColumn('selected_project_id', 'integer')
    .addColumn('selected_assessment_id', 'integer')
    .addColumn('read_only', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_seen', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_index').on('sessions').column('user_id').execute();
  await db.schema
    .createIndex('sessions_expires_index')
    .on('sessions')
    .column('expires_at')
    .execute();

  await db.schema
    .createTable('registrations')
    .addColumn('registration_id', 'integer', id)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('registrations_email_index')
    .on('registrations')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Children before parents, so foreign keys never block a drop.
  for (const table of [
    'registrations',
    'sessions',
    'reflections',
    'resource_tags',
    'tags',
    'resources',
    'files',
    'evidence_criteria',
    'evidence',
    'success_criteria',
    'notes',
    'steps',
    'development_areas',
    'assessment_grades',
    'skills',
    'assessments',
    'user_projects',
    'school_projects',
    'users',
    'schools',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
