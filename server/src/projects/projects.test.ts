/**
 * The school admin's projects and success criteria: the SPEC §5 rules, and that an admin
 * reaches only the current school's rows whatever ids they send (rows compared before and
 * after every refused write).
 */
import type { InjectOptions } from 'fastify';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { parseOrder } from './projectsService';

let t: TestApp;
let head: string;
let riversideHead: string;
let globalAdmin: string;
let year10: number;
let readingStars: number;

interface CriterionRow {
  success_criteria_id: number;
  success_criteria_text: string;
  ordering_index: number;
  school_project_id: number;
}

async function projectId(name: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('school_projects')
    .select('school_project_id')
    .where('project_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

async function snapshot() {
  const projects = await t.app.db
    .selectFrom('school_projects')
    .selectAll()
    .orderBy('school_project_id')
    .execute();
  const criteria = await t.app.db
    .selectFrom('success_criteria')
    .selectAll()
    .orderBy('success_criteria_id')
    .execute();
  return { projects, criteria };
}

async function criteriaOf(projectIdValue: number): Promise<CriterionRow[]> {
  return t.app.db
    .selectFrom('success_criteria')
    .selectAll()
    .where('school_project_id', '=', projectIdValue)
    .orderBy('ordering_index')
    .orderBy('success_criteria_id')
    .execute();
}

async function firstCriterionOf(projectIdValue: number): Promise<CriterionRow> {
  const [first] = await criteriaOf(projectIdValue);
  if (!first) throw new Error(`project ${projectIdValue} has no criteria`);
  return first;
}

function post(url: string, payload: Record<string, unknown>): InjectOptions {
  return { method: 'POST', url, payload };
}

beforeAll(async () => {
  t = await buildTestApp();
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
  globalAdmin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
  year10 = await projectId('Year 10 Skills');
  readingStars = await projectId('Reading Stars');
});
afterAll(() => t.close());

describe('another school’s projects and criteria', () => {
  test('a Riverside head cannot rename, add criteria to, edit or delete Demo Academy rows', async () => {
    const criterion = await firstCriterionOf(year10);
    const before = await snapshot();
    const attempts = [
      post('/api/admin/SaveProject', { project_id: year10, project_name: 'Taken over' }),
      post('/api/admin/saveCriteria', {
        criteria_id: 0,
        description: 'Planted',
        ordering_index: '1',
        school_project_id: year10,
      }),
      post('/api/admin/saveCriteria', {
        criteria_id: criterion.success_criteria_id,
        description: 'Changed',
        ordering_index: '99',
        school_project_id: year10,
      }),
      // Their own project with someone else's criterion: the ids must agree.
      post('/api/admin/saveCriteria', {
        criteria_id: criterion.success_criteria_id,
        description: 'Moved',
        school_project_id: readingStars,
      }),
      post('/api/admin/DeleteCriteria', {
        criteria_id: criterion.success_criteria_id,
        school_project_id: year10,
      }),
      post('/api/admin/DeleteCriteria', {
        criteria_id: criterion.success_criteria_id,
        school_project_id: readingStars,
      }),
    ];
    for (const attempt of attempts) {
      const res = await t.injectAs(riversideHead, attempt);
      expect({ url: attempt.url, status: res.statusCode, body: res.body }).toEqual({
        url: attempt.url,
        status: 403,
        body: 'Not authorised',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  test('a Riverside head lists only Riverside’s criteria', async () => {
    const res = await t.injectAs(riversideHead, {
      method: 'GET',
      url: '/api/admin/listsuccesscriteria',
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json<CriterionRow[]>();
    expect(rows.every((row) => row.school_project_id === readingStars)).toBe(true);
  });

  test('a pupil and a parent reach none of the admin project routes', async () => {
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const parent = await t.login({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    const before = await snapshot();
    for (const cookie of [pupil, parent]) {
      const list = await t.injectAs(cookie, {
        method: 'GET',
        url: '/api/admin/listsuccesscriteria',
      });
      expect(list.statusCode).toBe(403);
      const save = await t.injectAs(
        cookie,
        post('/api/admin/SaveProject', { project_id: 0, project_name: 'Mine' }),
      );
      expect(save.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('SaveProject', () => {
  test('project_id 0 adds a project to the current school and above 0 renames it', async () => {
    const added = await t.injectAs(
      head,
      post('/api/admin/SaveProject', { project_id: 0, project_name: '  Science Fair  ' }),
    );
    expect(added.json()).toEqual({ ok: true });
    const row = await t.app.db
      .selectFrom('school_projects')
      .innerJoin('schools', 'schools.school_id', 'school_projects.school_id')
      .select(['school_projects.school_project_id', 'schools.school_username'])
      .where('project_name', '=', 'Science Fair')
      .executeTakeFirstOrThrow();
    expect(row.school_username).toBe('demoacademy');

    await t.injectAs(
      head,
      post('/api/admin/SaveProject', {
        project_id: row.school_project_id,
        project_name: 'Science Week',
      }),
    );
    const renamed = await t.app.db
      .selectFrom('school_projects')
      .select('project_name')
      .where('school_project_id', '=', row.school_project_id)
      .executeTakeFirstOrThrow();
    expect(renamed.project_name).toBe('Science Week');
  });

  test('a blank name saves nothing', async () => {
    const before = await snapshot();
    const res = await t.injectAs(
      head,
      post('/api/admin/SaveProject', { project_id: 0, project_name: '   ' }),
    );
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  test('a global admin adds to the school they have chosen', async () => {
    await t.injectAs(
      globalAdmin,
      post('/api/admin/SaveProject', { project_id: 0, project_name: 'Chosen School Project' }),
    );
    const row = await t.app.db
      .selectFrom('school_projects')
      .innerJoin('schools', 'schools.school_id', 'school_projects.school_id')
      .select('schools.school_username')
      .where('project_name', '=', 'Chosen School Project')
      .executeTakeFirstOrThrow();
    expect(row.school_username).toBe('demoacademy');
  });
});

describe('success criteria', () => {
  test('a new criterion without an order goes after the highest, a numeric one is kept', async () => {
    const highest = Math.max(...(await criteriaOf(year10)).map((c) => c.ordering_index));
    await t.injectAs(
      head,
      post('/api/admin/saveCriteria', {
        criteria_id: 0,
        description: ' Shows up on time ',
        ordering_index: 'soon',
        school_project_id: year10,
      }),
    );
    const added = (await criteriaOf(year10)).find(
      (c) => c.success_criteria_text === 'Shows up on time',
    );
    expect(added?.ordering_index).toBe(highest + 1);

    await t.injectAs(
      head,
      post('/api/admin/saveCriteria', {
        criteria_id: added?.success_criteria_id,
        description: 'Shows up on time, every time',
        ordering_index: ' 0 ',
        school_project_id: year10,
      }),
    );
    expect(await firstCriterionOf(year10)).toMatchObject({
      success_criteria_id: added?.success_criteria_id,
      success_criteria_text: 'Shows up on time, every time',
      ordering_index: 0,
    });
  });

  test('a non-numeric order on edit leaves the order as it was', async () => {
    const criterion = await firstCriterionOf(year10);
    await t.injectAs(
      head,
      post('/api/admin/saveCriteria', {
        criteria_id: criterion.success_criteria_id,
        description: criterion.success_criteria_text,
        ordering_index: '2x',
        school_project_id: year10,
      }),
    );
    expect(await firstCriterionOf(year10)).toEqual(criterion);
  });

  test('a blank description saves nothing', async () => {
    const before = await snapshot();
    const res = await t.injectAs(
      head,
      post('/api/admin/saveCriteria', {
        criteria_id: 0,
        description: ' \n ',
        school_project_id: year10,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  test('listsuccesscriteria answers the current school’s criteria in order', async () => {
    const res = await t.injectAs(head, { method: 'GET', url: '/api/admin/listsuccesscriteria' });
    const rows = res.json<CriterionRow[]>();
    const ofYear10 = rows.filter((row) => row.school_project_id === year10);
    expect(ofYear10).toEqual(await criteriaOf(year10));
    expect(rows.some((row) => row.school_project_id === readingStars)).toBe(false);
  });

  test('DeleteCriteria removes the criterion and its evidence ticks, keeping the evidence', async () => {
    const ticked = await t.app.db
      .selectFrom('evidence_criteria')
      .innerJoin(
        'success_criteria',
        'success_criteria.success_criteria_id',
        'evidence_criteria.success_criteria_id',
      )
      .select(['evidence_criteria.success_criteria_id', 'evidence_criteria.evidence_id'])
      .where('success_criteria.school_project_id', '=', year10)
      .executeTakeFirstOrThrow();
    const criterion = { success_criteria_id: ticked.success_criteria_id };
    const res = await t.injectAs(
      head,
      post('/api/admin/DeleteCriteria', {
        criteria_id: criterion.success_criteria_id,
        school_project_id: year10,
      }),
    );
    expect(res.json()).toEqual({ ok: true });
    const ids = (await criteriaOf(year10)).map((c) => c.success_criteria_id);
    expect(ids).not.toContain(criterion.success_criteria_id);
    const ticks = await t.app.db
      .selectFrom('evidence_criteria')
      .select('evidence_id')
      .where('success_criteria_id', '=', criterion.success_criteria_id)
      .execute();
    expect(ticks).toEqual([]);
    const evidence = await t.app.db
      .selectFrom('evidence')
      .select('evidence_id')
      .where('evidence_id', '=', ticked.evidence_id)
      .execute();
    expect(evidence).toHaveLength(1);
  });
});

test('the order parses only whole numbers a column holds', () => {
  expect(parseOrder('3')).toBe(3);
  expect(parseOrder(' -2 ')).toBe(-2);
  expect(parseOrder('3.5')).toBeUndefined();
  expect(parseOrder('')).toBeUndefined();
  expect(parseOrder('abc')).toBeUndefined();
  expect(parseOrder('99999999999')).toBeUndefined();
  expect(parseOrder(undefined)).toBeUndefined();
});
