/**
 * For the learner-route tests: the demo rows' ids looked up by their DEMO.md names (ids
 * differ between SQLite and PostgreSQL runs), and a snapshot of everything a learner owns,
 * to prove a refused call changed nothing.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/database';

export interface DemoLearnerIds {
  pat: number;
  rory: number;
  year10: number;
  workExperience: number;
  readingStars: number;
  autumn: number;
  spring: number;
  summer: number;
  /** Pat's development area (Speaking, Year 10 Skills). */
  patArea: number;
  /** Rory's development area (Speaking up, Reading Stars). */
  roryArea: number;
  /** Pat's first grade row (Listening, Autumn 2026). */
  patGrade: number;
  /** Rory's first grade row (Phonics, Summer 2026). */
  roryGrade: number;
  /** Rory's only step. */
  roryStep: number;
  /** Pat's first next step: Ask one question in every lesson. */
  patStep: number;
  /** Pat's note "Careers fair". */
  patNote: number;
  /** The file of Demo Academy's Skills audit worksheet. */
  demoFile: number;
}

export async function demoLearnerIds(db: Kysely<Database>): Promise<DemoLearnerIds> {
  const pat = await userIdOf(db, 'demoacademy', 'pupil');
  const rory = await userIdOf(db, 'riverside', 'pupil');
  const patArea = await areaOf(db, pat);
  const roryArea = await areaOf(db, rory);
  const autumn = await assessmentIdOf(db, 'Autumn 2026');
  const summer = await assessmentIdOf(db, 'Summer 2026');
  return {
    pat,
    rory,
    year10: await projectIdOf(db, 'Year 10 Skills'),
    workExperience: await projectIdOf(db, 'Work Experience'),
    readingStars: await projectIdOf(db, 'Reading Stars'),
    autumn,
    spring: await assessmentIdOf(db, 'Spring 2027'),
    summer,
    patArea,
    roryArea,
    patGrade: await firstGradeOf(db, autumn),
    roryGrade: await firstGradeOf(db, summer),
    roryStep: await firstStepOf(db, roryArea),
    patStep: await firstStepOf(db, patArea),
    patNote: await noteIdOf(db, pat, 'Careers fair'),
    demoFile: await fileIdOf(db, 'skills-audit-worksheet.pdf'),
  };
}

export async function userIdOf(
  db: Kysely<Database>,
  schoolUsername: string,
  username: string,
): Promise<number> {
  const row = await db
    .selectFrom('users')
    .innerJoin('schools', 'schools.school_id', 'users.school_id')
    .select('users.user_id')
    .where('schools.school_username', '=', schoolUsername)
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

export async function projectIdOf(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('project_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

export async function assessmentIdOf(db: Kysely<Database>, name: string): Promise<number> {
  const row = await db
    .selectFrom('assessments')
    .select('assessment_id')
    .where('assessment_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.assessment_id;
}

/** A skill of the school (by school username), by its descriptor. */
export async function skillIdOf(
  db: Kysely<Database>,
  schoolUsername: string,
  descriptor: string,
): Promise<number> {
  const row = await db
    .selectFrom('skills')
    .innerJoin('schools', 'schools.school_id', 'skills.school_id')
    .select('skills.skill_id')
    .where('schools.school_username', '=', schoolUsername)
    .where('skills.skill_descriptor', '=', descriptor)
    .executeTakeFirstOrThrow();
  return row.skill_id;
}

async function areaOf(db: Kysely<Database>, userId: number): Promise<number> {
  const row = await db
    .selectFrom('development_areas')
    .select('development_area_id')
    .where('user_id', '=', userId)
    .orderBy('development_area_id')
    .executeTakeFirstOrThrow();
  return row.development_area_id;
}

async function firstGradeOf(db: Kysely<Database>, assessmentId: number): Promise<number> {
  const row = await db
    .selectFrom('assessment_grades')
    .select('assessment_grade_id')
    .where('assessment_id', '=', assessmentId)
    .orderBy('assessment_grade_id')
    .executeTakeFirstOrThrow();
  return row.assessment_grade_id;
}

async function firstStepOf(db: Kysely<Database>, developmentAreaId: number): Promise<number> {
  const row = await db
    .selectFrom('steps')
    .select('step_id')
    .where('development_area_id', '=', developmentAreaId)
    .orderBy('ordering')
    .orderBy('step_id')
    .executeTakeFirstOrThrow();
  return row.step_id;
}

async function noteIdOf(db: Kysely<Database>, userId: number, title: string): Promise<number> {
  const row = await db
    .selectFrom('notes')
    .select('note_id')
    .where('user_id', '=', userId)
    .where('note_title', '=', title)
    .executeTakeFirstOrThrow();
  return row.note_id;
}

export async function fileIdOf(db: Kysely<Database>, fileName: string): Promise<number> {
  const row = await db
    .selectFrom('files')
    .select('file_id')
    .where('file_name', '=', fileName)
    .executeTakeFirstOrThrow();
  return row.file_id;
}

export interface LearnerSnapshot {
  assessments: unknown[];
  grades: unknown[];
  areas: unknown[];
  steps: unknown[];
  notes: unknown[];
}

/** Everything the user owns on the learner screens, in a stable order. */
export async function learnerSnapshot(
  db: Kysely<Database>,
  userId: number,
): Promise<LearnerSnapshot> {
  return {
    assessments: await db
      .selectFrom('assessments')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('assessment_id')
      .execute(),
    grades: await db
      .selectFrom('assessment_grades')
      .innerJoin('assessments', 'assessments.assessment_id', 'assessment_grades.assessment_id')
      .selectAll('assessment_grades')
      .where('assessments.user_id', '=', userId)
      .orderBy('assessment_grades.assessment_grade_id')
      .execute(),
    areas: await db
      .selectFrom('development_areas')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('development_area_id')
      .execute(),
    steps: await db
      .selectFrom('steps')
      .innerJoin(
        'development_areas',
        'development_areas.development_area_id',
        'steps.development_area_id',
      )
      .selectAll('steps')
      .where('development_areas.user_id', '=', userId)
      .orderBy('steps.step_id')
      .execute(),
    notes: await db
      .selectFrom('notes')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('note_id')
      .execute(),
  };
}
