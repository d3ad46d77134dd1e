import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { openSqliteDatabase } from './connection';
import { loadDemoIfEmpty } from './demo';
import { migrateToLatest } from './migrator';
import { migrations } from './migrations';

const ALL_TABLES = [
  'assessment_grades',
  'assessments',
  'development_areas',
  'evidence',
  'evidence_criteria',
  'files',
  'notes',
  'reflections',
  'registrations',
  'resource_tags',
  'resources',
  'school_projects',
  'schools',
  'sessions',
  'skills',
  'steps',
  'success_criteria',
  'tags',
  'user_projects',
  'users',
];

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skillfolio-migrations-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('migrations', () => {
  it('create every table of the data model', async () => {
    const db = openSqliteDatabase(path.join(dir, 'skillfolio.db'));
    try {
      expect(await migrateToLatest(db)).toEqual(Object.keys(migrations));
      const tables = (await db.introspection.getTables()).map((table) => table.name).sort();
      expect(tables).toEqual(ALL_TABLES);
    } finally {
      await db.destroy();
    }
  });

  it('run once: a second run changes nothing', async () => {
    const db = openSqliteDatabase(path.join(dir, 'skillfolio.db'));
    try {
      await migrateToLatest(db);
      expect(await migrateToLatest(db)).toEqual([]);
    } finally {
      await db.destroy();
    }
  });

  it('open the database in WAL mode with foreign keys enforced', async () => {
    const db = openSqliteDatabase(path.join(dir, 'skillfolio.db'));
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
    const db = openSqliteDatabase(path.join(dir, 'skillfolio.db'));
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
      expect(await failureOf(user(school.school_id, 'Sam'))).toMatch(/UNIQUE/);
      expect(await failureOf(user(null, 'SAM'))).toMatch(/UNIQUE/);
    } finally {
      await db.destroy();
    }
  });

  it('reject a grade outside 0 to 10', async () => {
    const db = openSqliteDatabase(path.join(dir, 'skillfolio.db'));
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
      expect(await failureOf(setGrade(11))).toMatch(/CHECK/);
      expect(await failureOf(setGrade(-1))).toMatch(/CHECK/);
      expect(await failureOf(setGrade(10))).toBe('');
    } finally {
      await db.destroy();
    }
  });
});

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
