/**
 * GetSkillsForAssessment's one query against the queries it replaces, on every demo
 * assessment, and on a framework three levels deep.
 */
import type { Kysely } from 'kysely';
import { openDatabase } from '../db/connection';
import type { Database } from '../db/database';
import { createTestDatabase, type TestDatabase } from '../../test/support/testDatabase';
import { toAssessmentSkills } from '../wire/selfAssessment';
import { listGradedSkills } from '../queries/assessments';
import { listPreviousGrades } from '../queries/progress';
import { readSelfAssessmentSkills } from './selfAssessmentSkills';
import { listMissingAncestors } from '../queries/skills';

let database: TestDatabase;
let db: Kysely<Database>;

beforeEach(async () => {
  database = await createTestDatabase('demo');
  db = openDatabase(database.target);
});

afterEach(async () => {
  await db.destroy();
  await database.drop();
});

async function separately(assessmentId: number) {
  const graded = await listGradedSkills(db, assessmentId);
  const headings = await listMissingAncestors(db, graded);
  const previous = await listPreviousGrades(db, assessmentId);
  return toAssessmentSkills(graded, headings, new Map(previous.map((row) => [row.skill_id, row])));
}

async function together(assessmentId: number) {
  const { graded, headings, previous } = await readSelfAssessmentSkills(db, assessmentId);
  return toAssessmentSkills(graded, headings, previous);
}

async function everyAssessment(): Promise<number[]> {
  const rows = await db.selectFrom('assessments').select('assessment_id').execute();
  return rows.map((row) => row.assessment_id);
}

describe("an assessment's skills read in one query", () => {
  it('list every demo assessment as the separate queries do, previous grades and headings too', async () => {
    const ids = await everyAssessment();
    expect(ids.length).toBeGreaterThan(1);
    let withPrevious = 0;
    for (const id of ids) {
      const expected = await separately(id);
      expect(await together(id)).toEqual(expected);
      if (expected.some((skill) => skill.previous_grade !== null)) withPrevious += 1;
    }
    expect(withPrevious).toBeGreaterThan(0);
  });

  it('find the headings of a framework three levels deep', async () => {
    const ids = await everyAssessment();
    // Put every top-level heading of the graded skills under one new top heading.
    const top = await db
      .insertInto('skills')
      .values({ school_id: null, skill_descriptor: 'Everything', parent_skill_id: null })
      .returning('skill_id')
      .executeTakeFirstOrThrow();
    const graded = await db.selectFrom('assessment_grades').select('skill_id').execute();
    const parents = await db
      .selectFrom('skills')
      .select('parent_skill_id')
      .where(
        'skill_id',
        'in',
        graded.map((row) => row.skill_id),
      )
      .where('parent_skill_id', 'is not', null)
      .execute();
    const headingIds = [...new Set(parents.map((row) => row.parent_skill_id ?? 0))];
    expect(headingIds.length).toBeGreaterThan(0);
    await db
      .updateTable('skills')
      .set({ parent_skill_id: top.skill_id })
      .where('skill_id', 'in', headingIds)
      .execute();

    for (const id of ids) {
      const expected = await separately(id);
      expect(expected.some((skill) => skill.skill_id === top.skill_id)).toBe(true);
      expect(await together(id)).toEqual(expected);
    }
  });
});
