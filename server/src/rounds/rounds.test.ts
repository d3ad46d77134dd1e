/**
 * Assessment rounds: who may open, edit, close and list them; one open round per project;
 * one assessment per pupil per round; a closed round's grades refused; the class view
 * comparing a round with the one opened before. Every refused write is proven by comparing
 * rows before and after.
 */
import type { InjectOptions } from 'fastify';
import type { AssessmentRound, ClassViewReply, LearnerRoundsReply } from '@skillfolio/shared/types';
import { ROUND_REFUSAL } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, skillIdOf, type DemoLearnerIds } from '../../test/support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let teacher: string;
let head: string;
let riversideHead: string;
let pupil: string;
let parent: string;
/** A project of Pat's with no rounds, made for these tests. */
let artClub: number;

async function snapshot() {
  return {
    rounds: await t.app.db
      .selectFrom('assessment_rounds')
      .selectAll()
      .orderBy('round_id')
      .execute(),
    assessments: await t.app.db
      .selectFrom('assessments')
      .selectAll()
      .orderBy('assessment_id')
      .execute(),
    grades: await t.app.db
      .selectFrom('assessment_grades')
      .selectAll()
      .orderBy('assessment_grade_id')
      .execute(),
  };
}

function post(url: string, payload: object): InjectOptions {
  return { method: 'POST', url, payload };
}

function openRound(projectId: number, name: string, opensOn = '2026-09-01'): InjectOptions {
  return post('/api/staff/OpenRound', {
    school_project_id: projectId,
    round_name: name,
    opens_on: opensOn,
    closes_on: '',
  });
}

async function listRounds(who: string, projectId: number): Promise<AssessmentRound[]> {
  const reply = await t.injectAs(who, {
    method: 'GET',
    url: `/api/staff/ListRounds?school_project_id=${projectId}`,
  });
  expect(reply.statusCode).toBe(200);
  return reply.json<AssessmentRound[]>();
}

async function start(
  projectId: number,
): Promise<{ assessment_id: number; assessment_name: string }> {
  const reply = await t.injectAs(
    pupil,
    post('/api/user/StartRoundAssessment', { project_id: projectId }),
  );
  expect(reply.statusCode).toBe(200);
  return reply.json();
}

async function gradeRowOf(assessmentId: number, descriptor: string): Promise<number> {
  const skillId = await skillIdOf(t.app.db, 'demoacademy', descriptor);
  const row = await t.app.db
    .selectFrom('assessment_grades')
    .select('assessment_grade_id')
    .where('assessment_id', '=', assessmentId)
    .where('skill_id', '=', skillId)
    .executeTakeFirstOrThrow();
  return row.assessment_grade_id;
}

function saveGrade(gradeId: number, grade: number): InjectOptions {
  return {
    method: 'POST',
    url: '/api/user/SaveGrade',
    query: { assessment_grade_id: String(gradeId), grade: String(grade), statement: 'Round test' },
  };
}

beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  const school = await t.app.db
    .selectFrom('users')
    .select('school_id')
    .where('user_id', '=', ids.pat)
    .executeTakeFirstOrThrow();
  if (school.school_id === null) throw new Error('Pat has no school');
  const project = await t.app.db
    .insertInto('school_projects')
    .values({ school_id: school.school_id, project_name: 'Art Club' })
    .returning('school_project_id')
    .executeTakeFirstOrThrow();
  artClub = project.school_project_id;
  await t.app.db
    .insertInto('user_projects')
    .values({ user_id: ids.pat, school_project_id: artClub })
    .execute();
  teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
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

describe('who may set rounds', () => {
  test('a school admin opens a round of any project of the school and lists it', async () => {
    const reply = await t.injectAs(head, openRound(ids.workExperience, '  Placement   1 '));
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      round_name: 'Placement 1',
      opens_on: '2026-09-01',
      closes_on: null,
      is_open: true,
      assessed: 0,
    });
    expect((await listRounds(head, ids.workExperience)).map((r) => r.round_name)).toEqual([
      'Placement 1',
    ]);
  });

  test('a teacher of another project, another school, a pupil and a parent are refused, and nothing changes', async () => {
    const [round] = await listRounds(head, ids.workExperience);
    const before = await snapshot();
    // Tom teaches Year 10 Skills, not Work Experience.
    for (const who of [teacher, riversideHead, pupil, parent]) {
      for (const request of [
        {
          method: 'GET' as const,
          url: `/api/staff/ListRounds?school_project_id=${ids.workExperience}`,
        },
        openRound(ids.workExperience, 'Sneaky'),
        post('/api/staff/SaveRound', {
          round_id: round?.round_id,
          round_name: 'Renamed',
          opens_on: '2026-09-01',
          closes_on: '',
        }),
        post('/api/staff/CloseRound', { round_id: round?.round_id }),
      ]) {
        const reply = await t.injectAs(who, request);
        expect(reply.statusCode).toBe(403);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  test('the teacher of a project may open, edit and close its rounds', async () => {
    const reply = await t.injectAs(teacher, openRound(ids.year10, 'Teacher round'));
    expect(reply.statusCode).toBe(200);
    const round = reply.json<AssessmentRound>();
    const close = await t.injectAs(
      teacher,
      post('/api/staff/CloseRound', { round_id: round.round_id }),
    );
    expect(close.statusCode).toBe(200);
  });
});

describe('the rules of a round', () => {
  test('a second open round of the project is refused with a clear message', async () => {
    const before = await snapshot();
    const reply = await t.injectAs(head, openRound(ids.workExperience, 'Placement 2'));
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ error: ROUND_REFUSAL.alreadyOpen });
    expect(await snapshot()).toEqual(before);
  });

  test('names and dates are checked', async () => {
    const [round] = await listRounds(head, ids.workExperience);
    const cases: Array<[object, string]> = [
      [{ round_name: '   ' }, ROUND_REFUSAL.nameRequired],
      [{ opens_on: '2026-02-30' }, ROUND_REFUSAL.badDate],
      [{ closes_on: '2026-08-01' }, ROUND_REFUSAL.closesBeforeOpens],
    ];
    for (const [change, message] of cases) {
      const reply = await t.injectAs(
        head,
        post('/api/staff/SaveRound', {
          round_id: round?.round_id,
          round_name: 'Placement 1',
          opens_on: '2026-09-01',
          closes_on: '',
          ...change,
        }),
      );
      expect(reply.json()).toEqual({ error: message });
    }
  });

  test('one assessment per pupil per round: starting again gives the same one, named as the round', async () => {
    const first = await start(ids.workExperience);
    const second = await start(ids.workExperience);
    expect(second).toEqual(first);
    expect(first.assessment_name).toBe('Placement 1');
    const rows = await t.app.db
      .selectFrom('assessments')
      .select('assessment_id')
      .where('user_id', '=', ids.pat)
      .where('school_project_id', '=', ids.workExperience)
      .execute();
    expect(rows).toHaveLength(1);
    const mine = await t.injectAs(pupil, {
      method: 'GET',
      url: `/api/user/GetRoundsForProject?project_id=${ids.workExperience}`,
    });
    expect(mine.json<LearnerRoundsReply>().rounds).toEqual([
      expect.objectContaining({
        round_name: 'Placement 1',
        is_open: true,
        assessment_id: first.assessment_id,
      }),
    ]);
    expect((await listRounds(head, ids.workExperience))[0]?.assessed).toBe(1);
  });

  test('a parent cannot start an assessment', async () => {
    const before = await snapshot();
    const reply = await t.injectAs(
      parent,
      post('/api/user/StartRoundAssessment', { project_id: ids.workExperience }),
    );
    expect(reply.statusCode).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  test('a pupil cannot add an assessment of their own name to a project with rounds, but can elsewhere', async () => {
    const before = await snapshot();
    const refused = await t.injectAs(
      pupil,
      post('/api/user/SaveAssessmentName', { project_id: ids.workExperience, newName: 'My own' }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: ROUND_REFUSAL.setBySchool });
    expect(await snapshot()).toEqual(before);
    const allowed = await t.injectAs(
      pupil,
      post('/api/user/SaveAssessmentName', { project_id: artClub, newName: 'My own' }),
    );
    expect(allowed.statusCode).toBe(200);
  });

  test('renaming a round renames its assessments; a name is unique ignoring case', async () => {
    const [round] = await listRounds(head, ids.workExperience);
    const renamed = await t.injectAs(
      head,
      post('/api/staff/SaveRound', {
        round_id: round?.round_id,
        round_name: 'Placement A',
        opens_on: '2026-09-01',
        closes_on: '2026-10-31',
      }),
    );
    expect(renamed.statusCode).toBe(200);
    expect((await start(ids.workExperience)).assessment_name).toBe('Placement A');
  });

  test('a closed round refuses grades, stays listed, and its name cannot be used again', async () => {
    const assessment = await start(ids.workExperience);
    const gradeId = await gradeRowOf(assessment.assessment_id, 'Listening');
    expect((await t.injectAs(pupil, saveGrade(gradeId, 3))).statusCode).toBe(200);
    const [round] = await listRounds(head, ids.workExperience);
    expect(
      (await t.injectAs(head, post('/api/staff/CloseRound', { round_id: round?.round_id })))
        .statusCode,
    ).toBe(200);

    const before = await snapshot();
    const refused = await t.injectAs(pupil, saveGrade(gradeId, 9));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ error: ROUND_REFUSAL.roundClosed });
    expect(await snapshot()).toEqual(before);

    const listed = await listRounds(head, ids.workExperience);
    expect(listed).toEqual([
      expect.objectContaining({ round_name: 'Placement A', is_open: false }),
    ]);
    const noneOpen = await t.injectAs(
      pupil,
      post('/api/user/StartRoundAssessment', { project_id: ids.workExperience }),
    );
    expect(noneOpen.json()).toEqual({ error: ROUND_REFUSAL.noOpenRound });
    const again = await t.injectAs(head, openRound(ids.workExperience, 'placement a'));
    expect(again.json()).toEqual({ error: ROUND_REFUSAL.nameTaken });
    expect(await snapshot()).toEqual(before);
  });
});

describe('the class view by round', () => {
  test('a round is compared with the round opened before it', async () => {
    // A second round after Placement A (closed above), then a third after it.
    for (const [name, listening] of [
      ['Placement B', 5],
      ['Placement C', 8],
    ] as const) {
      const opened = await t.injectAs(head, openRound(ids.workExperience, name, '2026-11-01'));
      expect(opened.statusCode).toBe(200);
      const assessment = await start(ids.workExperience);
      expect(assessment.assessment_name).toBe(name);
      const gradeId = await gradeRowOf(assessment.assessment_id, 'Listening');
      expect((await t.injectAs(pupil, saveGrade(gradeId, listening))).statusCode).toBe(200);
      const close = await t.injectAs(
        head,
        post('/api/staff/CloseRound', { round_id: opened.json<AssessmentRound>().round_id }),
      );
      expect(close.statusCode).toBe(200);
    }
    const rounds = await t.injectAs(head, {
      method: 'GET',
      url: `/api/staff/ClassRounds?school_project_id=${ids.workExperience}`,
    });
    expect(rounds.json()).toEqual([
      { assessment_name: 'Placement A' },
      { assessment_name: 'Placement B' },
      { assessment_name: 'Placement C' },
    ]);
    const reply = await t.injectAs(head, {
      method: 'GET',
      url: `/api/staff/ClassView?school_project_id=${ids.workExperience}&assessment_name=${encodeURIComponent('Placement C')}`,
    });
    const grid = reply.json<ClassViewReply>();
    expect(grid.previous_round).toBe('Placement B');
    const listening = grid.skills.find((s) => s.skill_descriptor === 'Listening');
    expect(listening).toMatchObject({ average: 8, previous_average: 5 });
    const pat = grid.pupils.find((p) => p.user_id === ids.pat);
    const index = grid.skills.findIndex((s) => s.skill_descriptor === 'Listening');
    expect(pat?.cells[index]).toMatchObject({ grade: 8, step_up: { previous_grade: 5 } });
  });
});
