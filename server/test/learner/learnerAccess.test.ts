/**
 * Who may read and write the learner data: nobody without a session, a parent only reads,
 * and a learner reaches only their own rows whatever ids they send.
 */
import type { InjectOptions } from 'fastify';
import { buildTestApp } from '../support/buildTestApp';
import type { TestApp } from '../support/buildTestApp';
import { demoLearnerIds, learnerSnapshot, skillIdOf } from '../support/learnerRows';
import type { DemoLearnerIds } from '../support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
let parent: string;
let listening: number;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  parent = await t.login({
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'parent-password',
  });
  listening = await skillIdOf(t.app.db, 'demoacademy', 'Listening');
});
afterAll(() => t.close());

interface Call {
  name: string;
  request: InjectOptions;
}

function get(url: string): InjectOptions {
  return { method: 'GET', url };
}

function post(url: string, payload?: Record<string, unknown>): InjectOptions {
  return payload === undefined ? { method: 'POST', url } : { method: 'POST', url, payload };
}

/** Every learner read, on Pat's own data. */
function patReads(userId = ids.pat): Call[] {
  return [
    { name: 'GetProjectsForUser', request: get(`/api/user/GetProjectsForUser?user_id=${userId}`) },
    {
      name: 'GetAssessmentsForProject',
      request: get(`/api/user/GetAssessmentsForProject?user_id=${userId}&project_id=${ids.year10}`),
    },
    {
      name: 'GetSkillsForAssessment',
      request: get(
        `/api/user/GetSkillsForAssessment?user_id=${userId}&assessment_id=${ids.autumn}`,
      ),
    },
    {
      name: 'GetDevelopmentAreas',
      request: get(`/api/user/GetDevelopmentAreas?user_id=${userId}&project_id=${ids.year10}`),
    },
    {
      name: 'GetNextStepsWhatDone',
      request: get(
        `/api/user/GetNextStepsWhatDone?user_id=${userId}&development_area_id=${ids.patArea}`,
      ),
    },
    { name: 'GetMyNotes', request: get(`/api/user/GetMyNotes?user_id=${userId}`) },
    { name: 'GetMyEvidence', request: get(`/api/user/GetMyEvidence?user_id=${userId}`) },
    {
      name: 'GetProgress',
      request: get(`/api/user/GetProgress?user_id=${userId}&project_id=${ids.year10}`),
    },
  ];
}

/** Every learner read: Pat's, and those that take no user id. */
function allReads(): InjectOptions[] {
  return [
    ...patReads().map((call) => call.request),
    get('/api/pages/GetSkills'),
    get('/api/pages/GetTags'),
    get('/api/pages/GetResources'),
    get('/api/pages/GetSchoolProjects'),
    get(`/api/pages/GetProjectEvidence?school_project_id=${ids.year10}`),
    get('/api/pages/GetReflections'),
    get(`/api/File/ResourceFile?id=${ids.demoFile}`),
  ];
}

/** The note writes, valid on Pat's own notes (they send no user id). */
function noteWrites(): InjectOptions[] {
  return [
    post('/api/user/SaveNote', { note_id: 0, note_title: 'New', note_text: 'x' }),
    post('/api/user/SaveNote', { note_id: ids.patNote, note_title: 'Edited', note_text: 'x' }),
    post('/api/user/DeleteNote', { note_id: ids.patNote }),
  ];
}

/** Every learner write, valid on Pat's own data (SaveAssessmentName aside: see below). */
function patWrites(userId = ids.pat): Call[] {
  return [
    {
      name: 'SaveGrade',
      request: post(
        `/api/user/SaveGrade?assessment_grade_id=${ids.patGrade}&grade=9&statement=x` +
          `&user_id=${userId}`,
      ),
    },
    {
      name: 'AddStep',
      request: post('/api/user/AddStep', {
        development_area_id: ids.patArea,
        step_text: 'A new step',
        user_id: userId,
      }),
    },
    {
      name: 'MarkStepComplete',
      request: post('/api/user/MarkStepComplete', {
        development_area_id: ids.patArea,
        step_id: ids.patStep,
        user_id: userId,
        complete: true,
      }),
    },
    {
      name: 'deletestep',
      request: post('/api/user/deletestep', {
        development_area_id: ids.patArea,
        step_id: ids.patStep,
        user_id: userId,
      }),
    },
    {
      name: 'DeleteDevelopmentArea',
      request: post('/api/user/DeleteDevelopmentArea', {
        development_area_id: ids.patArea,
        user_id: userId,
      }),
    },
  ];
}

function saveAssessmentName(projectId: number, userId = ids.pat): InjectOptions {
  return post('/api/user/SaveAssessmentName', {
    newName: 'Not for you',
    project_id: projectId,
    user_id: userId,
  });
}

function savePersonalPlan(id: number, projectId: number): InjectOptions {
  return post('/api/pages/SavePersonalPlan', {
    id,
    project_id: projectId,
    skill_id: listening,
    reason: 'Not for you',
  });
}

describe('without a session', () => {
  it('answers Not Authenticated to every learner read', async () => {
    for (const request of allReads()) {
      const response = await t.injectAs(undefined, request);
      expect([request.url, response.statusCode, response.body]).toEqual([
        request.url,
        401,
        'Not Authenticated',
      ]);
    }
  });

  it('answers Not logged in to every learner write', async () => {
    const writes = [
      ...patWrites().map((call) => call.request),
      ...noteWrites(),
      saveAssessmentName(ids.year10),
      savePersonalPlan(0, ids.workExperience),
    ];
    for (const request of writes) {
      const response = await t.injectAs(undefined, request);
      expect([request.url, response.statusCode, response.body]).toEqual([
        request.url,
        401,
        'Not logged in',
      ]);
    }
  });
});

describe('a parent (read-only) session', () => {
  it('may remember a selection (navigation), checked like the pupil’s', async () => {
    const own = await t.injectAs(
      parent,
      post('/api/user/RememberSelection', { project_id: ids.year10, assessment_id: ids.autumn }),
    );
    expect([own.statusCode, own.json()]).toEqual([200, { ok: true }]);
    const rorys = await t.injectAs(
      parent,
      post('/api/user/RememberSelection', {
        project_id: ids.readingStars,
        assessment_id: ids.summer,
      }),
    );
    expect([rorys.statusCode, rorys.body]).toEqual([403, 'Not authorised']);
  });

  it('reads everything the pupil can', async () => {
    for (const request of allReads()) {
      const response = await t.injectAs(parent, request);
      expect([request.url, response.statusCode]).toEqual([request.url, 200]);
    }
  });

  it('is refused every write with Not authorised, and nothing changes', async () => {
    const before = await learnerSnapshot(t.app.db, ids.pat);
    const writes = [
      ...patWrites().map((call) => call.request),
      ...noteWrites(),
      saveAssessmentName(ids.year10),
      savePersonalPlan(0, ids.workExperience),
      savePersonalPlan(ids.patArea, ids.year10),
    ];
    for (const request of writes) {
      const response = await t.injectAs(parent, request);
      expect([request.url, response.statusCode, response.body]).toEqual([
        request.url,
        403,
        'Not authorised',
      ]);
    }
    expect(await learnerSnapshot(t.app.db, ids.pat)).toEqual(before);
  });
});

describe('pupil at demoacademy against pupil at riverside (tenant isolation)', () => {
  const roryReads = (): Call[] => [
    {
      name: 'GetAssessmentsForProject',
      request: get(`/api/user/GetAssessmentsForProject?project_id=${ids.readingStars}`),
    },
    {
      name: 'GetSkillsForAssessment',
      request: get(`/api/user/GetSkillsForAssessment?assessment_id=${ids.summer}`),
    },
    {
      name: 'GetDevelopmentAreas',
      request: get(`/api/user/GetDevelopmentAreas?project_id=${ids.readingStars}`),
    },
    {
      name: 'GetNextStepsWhatDone',
      request: get(`/api/user/GetNextStepsWhatDone?development_area_id=${ids.roryArea}`),
    },
    {
      name: 'GetProgress',
      request: get(`/api/user/GetProgress?project_id=${ids.readingStars}`),
    },
    {
      name: 'GetProjectEvidence',
      request: get(`/api/pages/GetProjectEvidence?school_project_id=${ids.readingStars}`),
    },
  ];

  const roryWrites = (): Call[] => [
    {
      name: 'SaveGrade on Rory’s grade',
      request: post(`/api/user/SaveGrade?assessment_grade_id=${ids.roryGrade}&grade=0&statement=x`),
    },
    {
      name: 'SavePersonalPlan editing Rory’s area in his project',
      request: savePersonalPlan(ids.roryArea, ids.readingStars),
    },
    {
      name: 'SavePersonalPlan editing Rory’s area in Pat’s project',
      request: savePersonalPlan(ids.roryArea, ids.year10),
    },
    {
      name: 'SavePersonalPlan adding to Rory’s project',
      request: savePersonalPlan(0, ids.readingStars),
    },
    {
      name: 'AddStep to Rory’s area',
      request: post('/api/user/AddStep', { development_area_id: ids.roryArea, step_text: 'x' }),
    },
    {
      name: 'MarkStepComplete of Rory’s step',
      request: post('/api/user/MarkStepComplete', {
        development_area_id: ids.roryArea,
        step_id: ids.roryStep,
        complete: true,
      }),
    },
    {
      name: 'deletestep of Rory’s step',
      request: post('/api/user/deletestep', {
        development_area_id: ids.roryArea,
        step_id: ids.roryStep,
      }),
    },
    {
      name: 'DeleteDevelopmentArea of Rory’s area',
      request: post('/api/user/DeleteDevelopmentArea', { development_area_id: ids.roryArea }),
    },
    {
      name: 'SaveGrade on Rory’s grade without a grade (statement only)',
      request: post(`/api/user/SaveGrade?assessment_grade_id=${ids.roryGrade}&statement=x`),
    },
  ];

  it('lets Rory himself read his data (so the ids below are real)', async () => {
    const rory = await t.login({ username: 'pupil', schoolUsername: 'riverside' });
    for (const { request } of roryReads()) {
      const response = await t.injectAs(rory, request);
      expect([request.url, response.statusCode]).toEqual([request.url, 200]);
    }
  });

  it.each([
    'GetAssessmentsForProject',
    'GetSkillsForAssessment',
    'GetDevelopmentAreas',
    'GetNextStepsWhatDone',
    'GetProgress',
    'GetProjectEvidence',
  ])('refuses Pat %s with Rory’s id: Not authorised', async (name) => {
    const call = roryReads().find((c) => c.name === name);
    const response = await t.injectAs(pupil, call?.request ?? {});
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('Not authorised');
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses Pat every write on Rory’s ids, and Rory’s data is unchanged', async () => {
    const rorysBefore = await learnerSnapshot(t.app.db, ids.rory);
    const patsBefore = await learnerSnapshot(t.app.db, ids.pat);
    for (const { name, request } of roryWrites()) {
      const response = await t.injectAs(pupil, request);
      expect([name, response.statusCode, response.body]).toEqual([name, 403, 'Not authorised']);
    }
    const addToRorysProject = await t.injectAs(pupil, saveAssessmentName(ids.readingStars));
    expect(addToRorysProject.statusCode).toBe(400);
    expect(addToRorysProject.json()).toEqual({
      error: 'You can only add as assessment for yourself',
    });

    expect(await learnerSnapshot(t.app.db, ids.rory)).toEqual(rorysBefore);
    expect(await learnerSnapshot(t.app.db, ids.pat)).toEqual(patsBefore);
  });

  it('refuses to remember Rory’s project or assessment as Pat’s selection', async () => {
    const cookie = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const before = await t.injectAs(cookie, get('/api/User/GetCurrentUser'));
    for (const payload of [
      { project_id: ids.readingStars, assessment_id: 0 },
      { project_id: ids.readingStars, assessment_id: ids.summer },
      { project_id: ids.year10, assessment_id: ids.summer },
    ]) {
      const response = await t.injectAs(cookie, post('/api/user/RememberSelection', payload));
      expect([response.statusCode, response.body]).toEqual([403, 'Not authorised']);
    }
    const after = await t.injectAs(cookie, get('/api/User/GetCurrentUser'));
    expect(after.json()).toEqual(before.json());
  });
});

describe('a user_id other than the session’s own', () => {
  it.each([
    'GetProjectsForUser',
    'GetAssessmentsForProject',
    'GetSkillsForAssessment',
    'GetDevelopmentAreas',
    'GetNextStepsWhatDone',
    'GetMyNotes',
    'GetMyEvidence',
    'GetProgress',
  ])('refuses %s with Not authorised', async (name) => {
    const call = patReads(ids.rory).find((c) => c.name === name);
    const response = await t.injectAs(pupil, call?.request ?? {});
    expect(response.statusCode).toBe(403);
    expect(response.body).toBe('Not authorised');
  });

  it('refuses every write with Not authorised (the assessment add with its message)', async () => {
    const before = await learnerSnapshot(t.app.db, ids.pat);
    for (const { name, request } of patWrites(ids.rory)) {
      const response = await t.injectAs(pupil, request);
      expect([name, response.statusCode, response.body]).toEqual([name, 403, 'Not authorised']);
    }
    const add = await t.injectAs(pupil, saveAssessmentName(ids.year10, ids.rory));
    expect(add.statusCode).toBe(400);
    expect(add.json()).toEqual({ error: 'You can only add as assessment for yourself' });
    expect(await learnerSnapshot(t.app.db, ids.pat)).toEqual(before);
  });
});

describe('ids that do not fit together or do not exist', () => {
  it('refuses a step of one of Pat’s areas sent with another of her areas', async () => {
    const added = await t.injectAs(pupil, savePersonalPlan(0, ids.year10));
    expect(added.statusCode).toBe(200);
    const otherArea = added.json<{ development_area_id: number }>().development_area_id;
    const before = await learnerSnapshot(t.app.db, ids.pat);

    const mark = await t.injectAs(
      pupil,
      post('/api/user/MarkStepComplete', {
        development_area_id: otherArea,
        step_id: ids.patStep,
        complete: true,
      }),
    );
    const remove = await t.injectAs(
      pupil,
      post('/api/user/deletestep', { development_area_id: otherArea, step_id: ids.patStep }),
    );
    expect([mark.statusCode, mark.body]).toEqual([403, 'Not authorised']);
    expect([remove.statusCode, remove.body]).toEqual([403, 'Not authorised']);
    expect(await learnerSnapshot(t.app.db, ids.pat)).toEqual(before);
  });

  it('answers Not authorised, never a 500, for ids that do not exist', async () => {
    const missing = 2147483647;
    const requests = [
      get(`/api/user/GetAssessmentsForProject?project_id=${missing}`),
      get(`/api/user/GetSkillsForAssessment?assessment_id=${missing}`),
      get(`/api/user/GetDevelopmentAreas?project_id=${missing}`),
      get(`/api/user/GetNextStepsWhatDone?development_area_id=${missing}`),
      post(`/api/user/SaveGrade?assessment_grade_id=${missing}&grade=1`),
      savePersonalPlan(missing, ids.year10),
      post('/api/pages/SavePersonalPlan', {
        id: 0,
        project_id: ids.workExperience,
        skill_id: missing,
        reason: '',
      }),
      post('/api/user/AddStep', { development_area_id: missing, step_text: 'x' }),
      post('/api/user/MarkStepComplete', {
        development_area_id: ids.patArea,
        step_id: missing,
        complete: false,
      }),
      post('/api/user/deletestep', { development_area_id: missing, step_id: ids.patStep }),
      post('/api/user/DeleteDevelopmentArea', { development_area_id: missing }),
      post('/api/user/RememberSelection', { project_id: missing, assessment_id: 0 }),
      post('/api/user/RememberSelection', { project_id: ids.year10, assessment_id: missing }),
      get(`/api/user/GetProgress?project_id=${missing}`),
      get(`/api/pages/GetProjectEvidence?school_project_id=${missing}`),
      get(`/api/File/ResourceFile?id=${missing}`),
      post('/api/user/SaveNote', { note_id: missing, note_title: 'x', note_text: 'x' }),
      post('/api/user/DeleteNote', { note_id: missing }),
    ];
    for (const request of requests) {
      const response = await t.injectAs(pupil, request);
      expect([request.url, response.statusCode, response.body]).toEqual([
        request.url,
        403,
        'Not authorised',
      ]);
    }
  });

  it('answers 400, never a 500, for ids that are not 32-bit whole numbers', async () => {
    const requests = [
      get('/api/user/GetAssessmentsForProject?project_id=2147483648'),
      get('/api/user/GetSkillsForAssessment?assessment_id=abc'),
      get('/api/user/GetDevelopmentAreas?project_id=1.5'),
      get('/api/user/GetNextStepsWhatDone'),
      get('/api/user/GetProjectsForUser?user_id=-1'),
      post('/api/user/SaveGrade?assessment_grade_id=99999999999&grade=1'),
      post('/api/user/AddStep', { development_area_id: 'x', step_text: 'x' }),
      post('/api/user/deletestep', { development_area_id: ids.patArea }),
    ];
    for (const request of requests) {
      const response = await t.injectAs(pupil, request);
      expect([request.url, response.statusCode]).toEqual([request.url, 400]);
      expect(response.json()).toEqual({ error: expect.any(String) });
    }
  });
});
