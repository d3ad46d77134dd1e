/**
 * Manage Skills: a school admin shapes only their own school's framework, the tree never
 * loops, and retiring a skill hides it from new choices while every pupil's grade stays.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/database';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, skillIdOf } from '../../test/support/learnerRows';
import type { DemoLearnerIds } from '../../test/support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let head: string;
let riversideHead: string;
let pupil: string;
beforeEach(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
});
afterEach(() => t.close());

function skillsOfSchool(db: Kysely<Database>) {
  return db.selectFrom('skills').selectAll().orderBy('skill_id').execute();
}

async function post(cookie: string, url: string, payload: Record<string, unknown>) {
  return t.injectAs(cookie, { method: 'POST', url, payload });
}

async function pupilSkillNames(): Promise<string[]> {
  const reply = await t.injectAs(pupil, { method: 'GET', url: '/api/pages/GetSkills' });
  expect(reply.statusCode).toBe(200);
  return reply.json<{ skill_descriptor: string }[]>().map((s) => s.skill_descriptor);
}

test("another school's head can neither rename, move, reorder nor retire Demo Academy skills", async () => {
  const leadership = await skillIdOf(t.app.db, 'demoacademy', 'Leadership');
  const communication = await skillIdOf(t.app.db, 'demoacademy', 'Communication');
  const phonics = await skillIdOf(t.app.db, 'riverside', 'Phonics');
  const before = await skillsOfSchool(t.app.db);
  const attempts: [string, Record<string, unknown>][] = [
    [
      '/api/admin/SaveSkill',
      { skill_id: leadership, skill_descriptor: 'Taken', parent_skill_id: 0 },
    ],
    [
      '/api/admin/SaveSkill',
      { skill_id: 0, skill_descriptor: 'Planted', parent_skill_id: communication },
    ],
    ['/api/admin/MoveSkill', { skill_id: leadership, parent_skill_id: 0 }],
    ['/api/admin/MoveSkill', { skill_id: phonics, parent_skill_id: communication }],
    ['/api/admin/ReorderSkill', { skill_id: leadership, direction: 'up' }],
    ['/api/admin/RetireSkill', { skill_id: leadership, retired: true }],
  ];
  for (const [url, payload] of attempts) {
    const reply = await post(riversideHead, url, payload);
    expect({ url, payload, status: reply.statusCode }).toEqual({ url, payload, status: 403 });
  }
  expect(await skillsOfSchool(t.app.db)).toEqual(before);

  const list = await t.injectAs(riversideHead, { method: 'GET', url: '/api/admin/ListSkills' });
  const names = list.json<{ schoolSkills: { skill_descriptor: string }[] }>().schoolSkills;
  expect(names.map((s) => s.skill_descriptor)).toEqual([
    'Reading',
    'Phonics',
    'Comprehension',
    'Confidence',
    'Speaking up',
  ]);
});

test('a heading cannot move under itself or one of its own skills', async () => {
  const teamwork = await skillIdOf(t.app.db, 'demoacademy', 'Teamwork');
  const added = await post(head, '/api/admin/SaveSkill', {
    skill_id: 0,
    skill_descriptor: 'Group work',
    parent_skill_id: teamwork,
  });
  expect(added.statusCode).toBe(200);
  const groupWork = added.json<{ skill_id: number }>().skill_id;
  const before = await skillsOfSchool(t.app.db);

  for (const parent of [teamwork, groupWork]) {
    const reply = await post(head, '/api/admin/MoveSkill', {
      skill_id: teamwork,
      parent_skill_id: parent,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      error: 'A heading cannot move under itself or one of its own skills',
    });
  }
  expect(await skillsOfSchool(t.app.db)).toEqual(before);
});

test('a skill added under a heading is offered to pupils after its siblings', async () => {
  const teamwork = await skillIdOf(t.app.db, 'demoacademy', 'Teamwork');
  const reply = await post(head, '/api/admin/SaveSkill', {
    skill_id: 0,
    skill_descriptor: '  Negotiation  ',
    parent_skill_id: teamwork,
  });
  expect(reply.statusCode).toBe(200);
  const names = await pupilSkillNames();
  expect(names.slice(2, 5)).toEqual(['Collaboration', 'Leadership', 'Negotiation']);
});

test('moving a skill up swaps it with the sibling above, and the order reaches pupils', async () => {
  const leadership = await skillIdOf(t.app.db, 'demoacademy', 'Leadership');
  const reply = await post(head, '/api/admin/ReorderSkill', {
    skill_id: leadership,
    direction: 'up',
  });
  expect(reply.statusCode).toBe(200);
  expect((await pupilSkillNames()).slice(2, 4)).toEqual(['Leadership', 'Collaboration']);
});

test('moving a skill under another heading places it last there', async () => {
  const leadership = await skillIdOf(t.app.db, 'demoacademy', 'Leadership');
  const communication = await skillIdOf(t.app.db, 'demoacademy', 'Communication');
  const reply = await post(head, '/api/admin/MoveSkill', {
    skill_id: leadership,
    parent_skill_id: communication,
  });
  expect(reply.statusCode).toBe(200);
  expect((await pupilSkillNames()).slice(0, 4)).toEqual([
    'Listening',
    'Speaking',
    'Leadership',
    'Collaboration',
  ]);
});

test('retiring a graded skill keeps every grade but leaves it out of new choices', async () => {
  const leadership = await skillIdOf(t.app.db, 'demoacademy', 'Leadership');
  const gradesBefore = await t.app.db
    .selectFrom('assessment_grades')
    .selectAll()
    .where('skill_id', '=', leadership)
    .orderBy('assessment_grade_id')
    .execute();

  const reply = await post(head, '/api/admin/RetireSkill', { skill_id: leadership, retired: true });
  expect(reply.statusCode).toBe(200);
  expect(reply.json()).toEqual({ outcome: 'retired' });

  const gradesAfter = await t.app.db
    .selectFrom('assessment_grades')
    .selectAll()
    .where('skill_id', '=', leadership)
    .orderBy('assessment_grade_id')
    .execute();
  expect(gradesAfter).toEqual(gradesBefore);
  expect(await pupilSkillNames()).not.toContain('Leadership');

  const old = await t.injectAs(pupil, {
    method: 'GET',
    url: `/api/user/GetSkillsForAssessment?assessment_id=${ids.autumn}`,
  });
  const oldSkills = old.json<{ skill_descriptor: string; grade: number | null }[]>();
  expect(oldSkills.find((s) => s.skill_descriptor === 'Leadership')?.grade).toBe(2);

  const created = await post(pupil, '/api/user/SaveAssessmentName', {
    newName: 'Summer 2027',
    project_id: ids.year10,
  });
  expect(created.statusCode).toBe(200);
  const fresh = await t.injectAs(pupil, {
    method: 'GET',
    url: `/api/user/GetSkillsForAssessment?assessment_id=${created.json<{ assessment_id: number }>().assessment_id}`,
  });
  expect(fresh.json<{ skill_descriptor: string }[]>().map((s) => s.skill_descriptor)).not.toContain(
    'Leadership',
  );
});

test('a skill nobody used is deleted, and a heading with live skills is refused', async () => {
  const teamwork = await skillIdOf(t.app.db, 'demoacademy', 'Teamwork');
  const added = await post(head, '/api/admin/SaveSkill', {
    skill_id: 0,
    skill_descriptor: 'Negotiation',
    parent_skill_id: teamwork,
  });
  const negotiation = added.json<{ skill_id: number }>().skill_id;
  // A new assessment gives the new skill an empty grade row, which is no pupil's history.
  await post(pupil, '/api/user/SaveAssessmentName', {
    newName: 'Summer 2027',
    project_id: ids.year10,
  });

  const refused = await post(head, '/api/admin/RetireSkill', { skill_id: teamwork, retired: true });
  expect(refused.statusCode).toBe(400);
  expect(refused.json()).toEqual({
    error: 'Retire, delete or move the skills under this heading first',
  });

  const deleted = await post(head, '/api/admin/RetireSkill', {
    skill_id: negotiation,
    retired: true,
  });
  expect(deleted.json()).toEqual({ outcome: 'deleted' });
  const left = await t.app.db
    .selectFrom('skills')
    .select('skill_id')
    .where('skill_id', '=', negotiation)
    .executeTakeFirst();
  expect(left).toBeUndefined();
});
