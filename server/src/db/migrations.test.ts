import path from 'node:path';
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { openDatabase, openSqliteDatabase } from './connection';
import type { Database } from './database';
import {
  createTestDatabase,
  testDialect,
  type TestDatabase,
} from '../../test/support/testDatabase';
import { dialectOf } from './dialect';
import { loadDemoIfEmpty } from './demo';
import { migrateToLatest } from './migrator';
import { migrations } from './migrations';

const ALL_TABLES = [
  'assessment_grades',
  'assessment_rounds',
  'assessments',
  'audit_log',
  'class_members',
  'development_areas',
  'device_cookies',
  'email_verifications',
  'evidence',
  'evidence_criteria',
  'file_chunks',
  'files',
  'mail_outbox',
  'notes',
  'password_tokens',
  'profile_records',
  'project_audiences',
  'recovery_codes',
  'reflections',
  'registrations',
  'remote_live_releases',
  'remote_releases',
  'resource_tags',
  'resources',
  'roster_grade_years',
  'roster_links',
  'roster_pulls',
  'roster_syncs',
  'school_classes',
  'school_projects',
  'school_sign_in',
  'school_signing_keys',
  'schools',
  'sessions',
  'sign_in_links',
  'sign_in_starts',
  'skills',
  'step_up_evidence',
  'steps',
  'success_criteria',
  'tags',
  'teacher_ratings',
  'throttle_counters',
  'user_projects',
  'users',
];

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase('nothing');
});
afterEach(() => database.drop());

/** An empty database of the dialect under test. */
const openEmpty = (): Kysely<Database> => openDatabase(database.target);

describe('migrations', () => {
  it(`run on the database this run is for (${testDialect})`, async () => {
    const db = openEmpty();
    try {
      expect(dialectOf(db)).toBe(testDialect);
      expect(database.target.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'sqlite');
    } finally {
      await db.destroy();
    }
  });

  it('create every table of the data model', async () => {
    const db = openEmpty();
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(ALL_TABLES);
    } finally {
      await db.destroy();
    }
  });

  it('run once: a second run changes nothing', async () => {
    const db = openEmpty();
    try {
      await migrateToLatest(db);
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('open SQLite in WAL mode, synchronous FULL, with foreign keys enforced', async () => {
    // About the SQLite connection itself, so it uses a SQLite file in either run.
    const db = openSqliteDatabase(path.join(database.dir, 'pragmas.db'));
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(db);
      expect(sync.rows[0]?.synchronous).toBe(2); // FULL
    } finally {
      await db.destroy();
    }
  });

  it('keep a username unique within its school, private users included', async () => {
    const db = openEmpty();
    try {
      await migrateToLatest(db);
      const now = new Date().toISOString();
      const school = await db
        .insertInto('schools')
        .values({ school_name: 'A', school_username: 'a', created_at: now })
        .returning('school_id')
        .executeTakeFirstOrThrow();
      const user = (schoolId: number | null, username: string) =>
        db
          .insertInto('users')
          .values({
            school_id: schoolId,
            username,
            password_hash: 'x',
            email: null,
            first_name: null,
            last_name: null,
            parent_password_hash: null,
            current_school_id: null,
            created_at: now,
          })
          .execute();
      await user(school.school_id, 'sam');
      await user(null, 'sam');
      expect(await failureOf(user(school.school_id, 'Sam'))).toMatch(/unique|duplicate key/i);
      expect(await failureOf(user(null, 'SAM'))).toMatch(/unique|duplicate key/i);
    } finally {
      await db.destroy();
    }
  });

  it('keep one development area per skill for a user and project', async () => {
    const db = openEmpty();
    try {
      await migrateToLatest(db);
      await loadDemoIfEmpty(db);
      const area = await db
        .selectFrom('development_areas')
        .selectAll()
        .orderBy('development_area_id')
        .executeTakeFirstOrThrow();
      const duplicate = db
        .insertInto('development_areas')
        .values({
          user_id: area.user_id,
          school_project_id: area.school_project_id,
          skill_id: area.skill_id,
          reason: 'again',
          created_at: new Date().toISOString(),
        })
        .execute();
      expect(await failureOf(duplicate)).toMatch(/unique|duplicate key/i);
    } finally {
      await db.destroy();
    }
  });

  it('drop development_areas.my_notes (never shown) and keep the demo loading', async () => {
    const db = openEmpty();
    try {
      await migrateToLatest(db);
      expect(await loadDemoIfEmpty(db)).toBe(true);
      expect(await columnsOf(db, 'development_areas')).not.toContain('my_notes');
      expect(await columnsOf(db, 'development_areas')).toContain('reason');
    } finally {
      await db.destroy();
    }
  });

  it('give users a remembered project and assessment for their next login', async () => {
    const db = openEmpty();
    try {
      await migrateToLatest(db);
      expect(await columnsOf(db, 'users')).toEqual(
        expect.arrayContaining(['selected_project_id', 'selected_assessment_id']),
      );
    } finally {
      await db.destroy();
    }
  });

  it('reject a grade outside 0 to 10', async () => {
    const db = openEmpty();
    try {
      await migrateToLatest(db);
      await loadDemoIfEmpty(db);
      const grade = await db
        .selectFrom('assessment_grades')
        .select('assessment_grade_id')
        .executeTakeFirstOrThrow();
      const setGrade = (value: number) =>
        db
          .updateTable('assessment_grades')
          .set({ grade: value })
          .where('assessment_grade_id', '=', grade.assessment_grade_id)
          .execute();
      expect(await failureOf(setGrade(11))).toMatch(/check/i);
      expect(await failureOf(setGrade(-1))).toMatch(/check/i);
      expect(await failureOf(setGrade(10))).toBe('');
    } finally {
      await db.destroy();
    }
  });
});

async function columnsOf(db: Kysely<Database>, table: string): Promise<string[]> {
  const tables = await db.introspection.getTables();
  return tables.find((t) => t.name === table)?.columns.map((c) => c.name) ?? [];
}

/**
 * The message a database write failed with ('' if it succeeded). better-sqlite3's
 * SqliteError is not a class extending Error, so jest's `rejects.toThrow` misses it.
 */
async function failureOf(write: Promise<unknown>): Promise<string> {
  try {
    await write;
    return '';
  } catch (error) {
    return String((error as { message?: unknown }).message);
  }
}
