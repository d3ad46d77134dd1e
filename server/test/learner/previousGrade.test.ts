/**
 * The "was N in <assessment>" marker beside a slider and the class view's step-ups compare a
 * grade with the skill's newest rating in the pupil's earlier assessments of the project: an
 * assessment in between that left the skill unrated does not hide the earlier grade.
 */
import type { AssessmentSkill, ClassViewReply } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../support/buildTestApp';
import { demoLearnerIds, type DemoLearnerIds } from '../support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
let teacher: string;
/** Pat's Autumn 2027, after an empty Summer 2027. */
let autumn2027: number;

/** A new assessment of Pat's in Year 10 Skills, every skill unrated but those given. */
async function addAssessment(
  name: string,
  createdAt: string,
  grades: Record<string, number> = {},
): Promise<number> {
  const { assessment_id } = await t.app.db
    .insertInto('assessments')
    .values({
      user_id: ids.pat,
      school_project_id: ids.year10,
      assessment_name: name,
      created_at: createdAt,
    })
    .returning('assessment_id')
    .executeTakeFirstOrThrow();
  // The eight skills Autumn 2026 rates (a heading shares "Problem solving" with its child).
  const skills = await t.app.db
    .selectFrom('assessment_grades as g')
    .innerJoin('skills as s', 's.skill_id', 'g.skill_id')
    .select(['s.skill_id', 's.skill_descriptor'])
    .where('g.assessment_id', '=', ids.autumn)
    .execute();
  expect(skills).toHaveLength(8);
  for (const skill of skills) {
    await t.app.db
      .insertInto('assessment_grades')
      .values({
        assessment_id,
        skill_id: skill.skill_id,
        grade: grades[skill.skill_descriptor] ?? null,
        statement: null,
      })
      .execute();
  }
  return assessment_id;
}

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
  // Demo: Autumn 2026 rates all eight (Collaboration 6, Leadership 2); Spring 2027 rates
  // Listening 6, Speaking 5, Leadership 4 and Creativity 8, not Collaboration.
  await addAssessment('Summer 2027', '2027-06-01T09:00:00.000Z');
  autumn2027 = await addAssessment('Autumn 2027', '2027-10-04T09:00:00.000Z', {
    Collaboration: 8,
    Listening: 7,
  });
});
afterAll(() => t.close());

describe('the grade a skill had before', () => {
  it('is its newest earlier rating on Self Assessment, past an empty assessment and an unrated skill', async () => {
    const reply = await t.injectAs(pupil, {
      method: 'GET',
      url: `/api/user/GetSkillsForAssessment?user_id=${ids.pat}&assessment_id=${autumn2027}`,
    });
    expect(reply.statusCode).toBe(200);
    const before = Object.fromEntries(
      reply
        .json<AssessmentSkill[]>()
        .filter((skill) => skill.assessment_grade_id > 0)
        .map((skill) => [
          skill.skill_descriptor,
          [skill.previous_grade, skill.previous_assessment_name],
        ]),
    );
    expect(before).toEqual({
      Listening: [6, 'Spring 2027'],
      Speaking: [5, 'Spring 2027'],
      Collaboration: [6, 'Autumn 2026'],
      Leadership: [4, 'Spring 2027'],
      'Staying positive': [5, 'Autumn 2026'],
      'Aiming high': [6, 'Autumn 2026'],
      Creativity: [8, 'Spring 2027'],
      'Problem solving': [5, 'Autumn 2026'],
    });
  });

  it('is the same in the class view: Collaboration 6 → 8 is a step-up across two rounds', async () => {
    const reply = await t.injectAs(teacher, {
      method: 'GET',
      url: `/api/staff/ClassView?school_project_id=${ids.year10}&assessment_name=${encodeURIComponent('Autumn 2027')}`,
    });
    expect(reply.statusCode).toBe(200);
    const grid = reply.json<ClassViewReply>();
    const pat = grid.pupils.find((p) => p.user_id === ids.pat);
    const column = (name: string) => grid.skills.findIndex((s) => s.skill_descriptor === name);
    expect(pat?.cells[column('Collaboration')]).toMatchObject({
      grade: 8,
      step_up: { previous_grade: 6 },
    });
    // Listening 6 → 7 is not a step-up (less than 2 above).
    expect(pat?.cells[column('Listening')]?.step_up).toBeNull();
  });

  it('is the same when a teacher opens the pupil’s assessment', async () => {
    const reply = await t.injectAs(teacher, {
      method: 'GET',
      url: `/api/staff/PupilAssessment?user_id=${ids.pat}&assessment_id=${autumn2027}`,
    });
    expect(reply.statusCode).toBe(200);
    const collaboration = reply
      .json<{ skills: AssessmentSkill[] }>()
      .skills.find((s) => s.skill_descriptor === 'Collaboration');
    expect(collaboration).toMatchObject({
      previous_grade: 6,
      previous_assessment_name: 'Autumn 2026',
    });
  });
});
