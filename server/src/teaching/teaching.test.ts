/**
 * Who sees whom in the class view, teacher ratings kept apart from the pupil's own
 * grade, and step-up evidence. Every refused write is proven by comparing rows before and
 * after.
 */
import type { InjectOptions } from 'fastify';
import type { ClassViewReply, PupilAssessmentReply } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import {
  demoLearnerIds,
  skillIdOf,
  userIdOf,
  type DemoLearnerIds,
} from '../../test/support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let teacher: string;
let unassignedTeacher: string;
let head: string;
let riversideHead: string;
let pupil: string;
let parent: string;

const ROUND = 'Autumn 2026';

async function gradeIdOf(assessmentId: number, descriptor: string): Promise<number> {
  const skillId = await skillIdOf(t.app.db, 'demoacademy', descriptor);
  const row = await t.app.db
    .selectFrom('assessment_grades')
    .select('assessment_grade_id')
    .where('assessment_id', '=', assessmentId)
    .where('skill_id', '=', skillId)
    .executeTakeFirstOrThrow();
  return row.assessment_grade_id;
}

async function snapshot() {
  return {
    grades: await t.app.db
      .selectFrom('assessment_grades')
      .selectAll()
      .orderBy('assessment_grade_id')
      .execute(),
    ratings: await t.app.db
      .selectFrom('teacher_ratings')
      .selectAll()
      .orderBy('teacher_rating_id')
      .execute(),
    links: await t.app.db
      .selectFrom('step_up_evidence')
      .selectAll()
      .orderBy('step_up_evidence_id')
      .execute(),
  };
}

function classView(projectId: number, name = ROUND): InjectOptions {
  return {
    method: 'GET',
    url: `/api/staff/ClassView?school_project_id=${projectId}&assessment_name=${encodeURIComponent(name)}`,
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  // A second teacher of Demo Academy, assigned to no project.
  const tom = await t.app.db
    .selectFrom('users')
    .select(['password_hash', 'school_id'])
    .where('user_id', '=', await userIdOf(t.app.db, 'demoacademy', 'teacher'))
    .executeTakeFirstOrThrow();
  await t.app.db
    .insertInto('users')
    .values({
      username: 'newteacher',
      school_id: tom.school_id,
      first_name: 'Nia',
      last_name: 'New',
      email: null,
      password_hash: tom.password_hash,
      parent_password_hash: null,
      is_Staff: 1,
      created_at: new Date().toISOString(),
    })
    .execute();
  teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
  unassignedTeacher = await t.login({ username: 'newteacher', schoolUsername: 'demoacademy' });
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  parent = await t.login({
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'parent-password',
  });
});
afterAll(() => t.close());

describe('who sees whom', () => {
  test('a teacher sees only the projects they are assigned to; a school admin sees all', async () => {
    const mine = await t.injectAs(teacher, { method: 'GET', url: '/api/staff/ClassProjects' });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual([
      { school_project_id: ids.year10, project_name: 'Year 10 Skills' },
    ]);
    const all = await t.injectAs(head, { method: 'GET', url: '/api/staff/ClassProjects' });
    expect(all.json().map((p: { project_name: string }) => p.project_name)).toEqual([
      'Work Experience',
      'Year 10 Skills',
    ]);
    const none = await t.injectAs(unassignedTeacher, {
      method: 'GET',
      url: '/api/staff/ClassProjects',
    });
    expect(none.json()).toEqual([]);
  });

  test('the assigned teacher reads the rounds and the grid of Pat’s grades', async () => {
    const rounds = await t.injectAs(teacher, {
      method: 'GET',
      url: `/api/staff/ClassRounds?school_project_id=${ids.year10}`,
    });
    expect(rounds.json()).toEqual([
      { assessment_name: 'Autumn 2026' },
      { assessment_name: 'Spring 2027' },
    ]);
    const reply = await t.injectAs(teacher, classView(ids.year10, 'Spring 2027'));
    expect(reply.statusCode).toBe(200);
    const grid = reply.json<ClassViewReply>();
    expect(grid.previous_round).toBe('Autumn 2026');
    const pat = grid.pupils.find((p) => p.user_id === ids.pat);
    expect(pat?.first_name).toBe('Pat');
    const skillIndex = grid.skills.findIndex((s) => s.skill_descriptor === 'Leadership');
    expect(grid.skills[skillIndex]).toMatchObject({ average: 4, previous_average: 2 });
    // Leadership 2 → 4: a step-up, shown by the demo's linked note.
    expect(pat?.cells[skillIndex]?.grade).toBe(4);
    expect(pat?.cells[skillIndex]?.step_up).toMatchObject({
      previous_grade: 2,
      evidence: { kind: 'note', title: 'Presentation feedback' },
    });
    // Staff and admins are not pupils of the class.
    expect(grid.pupils.map((p) => p.first_name)).not.toContain('Tom');
  });

  test('an unassigned teacher, another school’s staff, a pupil and a parent cannot read the grid', async () => {
    for (const who of [unassignedTeacher, riversideHead, pupil, parent]) {
      for (const request of [
        classView(ids.year10),
        { method: 'GET' as const, url: `/api/staff/ClassRounds?school_project_id=${ids.year10}` },
        {
          method: 'GET' as const,
          url: `/api/staff/PupilAssessment?user_id=${ids.pat}&assessment_id=${ids.autumn}`,
        },
      ]) {
        const reply = await t.injectAs(who, request);
        expect(reply.statusCode).toBe(403);
        expect(reply.body).toBe('Not authorised');
      }
    }
  });

  test('the assessment must be the pupil’s sent with it', async () => {
    const reply = await t.injectAs(head, {
      method: 'GET',
      url: `/api/staff/PupilAssessment?user_id=${ids.pat}&assessment_id=${ids.summer}`,
    });
    expect(reply.statusCode).toBe(403);
  });
});

describe('teacher ratings', () => {
  test('an unassigned teacher, another school’s staff, a pupil and a parent cannot rate', async () => {
    const gradeId = await gradeIdOf(ids.autumn, 'Listening');
    const before = await snapshot();
    for (const who of [unassignedTeacher, riversideHead, pupil, parent]) {
      const reply = await t.injectAs(who, {
        method: 'POST',
        url: '/api/staff/SaveTeacherRating',
        payload: { assessment_grade_id: gradeId, grade: 9, comment: 'Taken over' },
      });
      expect(reply.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a teacher’s rating is kept apart and never changes the pupil’s grade', async () => {
    const gradeId = await gradeIdOf(ids.autumn, 'Listening');
    const before = await snapshot();
    const reply = await t.injectAs(teacher, {
      method: 'POST',
      url: '/api/staff/SaveTeacherRating',
      payload: { assessment_grade_id: gradeId, grade: 6, comment: '  You listen well in pairs. ' },
    });
    expect(reply.statusCode).toBe(200);
    const after = await snapshot();
    expect(after.grades).toEqual(before.grades);
    const tom = await userIdOf(t.app.db, 'demoacademy', 'teacher');
    expect(after.ratings.find((r) => r.assessment_grade_id === gradeId)).toMatchObject({
      grade: 6,
      comment: 'You listen well in pairs.',
      rated_by: tom,
    });

    const view = await t.injectAs(teacher, {
      method: 'GET',
      url: `/api/staff/PupilAssessment?user_id=${ids.pat}&assessment_id=${ids.autumn}`,
    });
    const assessment = view.json<PupilAssessmentReply>();
    expect(assessment.skills.find((s) => s.skill_descriptor === 'Listening')?.grade).toBe(4);
    expect(assessment.ratings.find((r) => r.assessment_grade_id === gradeId)).toMatchObject({
      grade: 6,
      rated_by_name: 'Tom Teacher',
    });

    const seen = await t.injectAs(parent, {
      method: 'GET',
      url: `/api/user/GetAssessmentFeedback?assessment_id=${ids.autumn}`,
    });
    expect(seen.json().ratings).toContainEqual({
      assessment_grade_id: gradeId,
      grade: 6,
      comment: 'You listen well in pairs.',
    });
  });

  test('a skill the pupil has not rated yet cannot be rated by a teacher', async () => {
    const gradeId = await gradeIdOf(ids.spring, 'Collaboration');
    const before = await snapshot();
    const reply = await t.injectAs(teacher, {
      method: 'POST',
      url: '/api/staff/SaveTeacherRating',
      payload: { assessment_grade_id: gradeId, grade: 5, comment: '' },
    });
    expect(reply.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });
});

describe('step-up evidence', () => {
  test('the pupil links a note to a step-up; a parent cannot', async () => {
    const gradeId = await gradeIdOf(ids.spring, 'Speaking');
    const link = { assessment_grade_id: gradeId, note_id: ids.patNote, step_id: 0, evidence_id: 0 };
    const before = await snapshot();
    const refused = await t.injectAs(parent, {
      method: 'POST',
      url: '/api/user/LinkStepUpEvidence',
      payload: link,
    });
    expect(refused.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);

    const reply = await t.injectAs(pupil, {
      method: 'POST',
      url: '/api/user/LinkStepUpEvidence',
      payload: link,
    });
    expect(reply.statusCode).toBe(200);
    const grid = (
      await t.injectAs(teacher, classView(ids.year10, 'Spring 2027'))
    ).json<ClassViewReply>();
    const index = grid.skills.findIndex((s) => s.skill_descriptor === 'Speaking');
    const pat = grid.pupils.find((p) => p.user_id === ids.pat);
    expect(pat?.cells[index]?.step_up?.evidence).toMatchObject({
      kind: 'note',
      title: 'Careers fair',
    });
  });

  test('another pupil’s grade or note cannot be linked', async () => {
    const before = await snapshot();
    const rory = await t.login({ username: 'pupil', schoolUsername: 'riverside' });
    const attempts = [
      { assessment_grade_id: ids.patGrade, note_id: 0, step_id: 0, evidence_id: 0 },
      { assessment_grade_id: ids.roryGrade, note_id: ids.patNote, step_id: 0, evidence_id: 0 },
    ];
    for (const payload of attempts) {
      const reply = await t.injectAs(rory, {
        method: 'POST',
        url: '/api/user/LinkStepUpEvidence',
        payload,
      });
      expect(reply.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});
