import type {
  Assessment,
  AssessmentSkill,
  SessionReply,
  Skill,
  UserProject,
} from '@skillfolio/shared/types';
import { buildTestApp } from '../../test/support/buildTestApp';
import type { TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds } from '../../test/support/learnerRows';
import type { DemoLearnerIds } from '../../test/support/learnerRows';

let t: TestApp;
let ids: DemoLearnerIds;
let pupil: string;
beforeAll(async () => {
  t = await buildTestApp();
  ids = await demoLearnerIds(t.app.db);
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
});
afterAll(() => t.close());

async function getJson<T>(url: string, cookie = pupil): Promise<T> {
  const response = await t.injectAs(cookie, { url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

function skillsFor(assessmentId: number): Promise<AssessmentSkill[]> {
  return getJson(
    `/api/user/GetSkillsForAssessment?user_id=${ids.pat}&assessment_id=${assessmentId}`,
  );
}

function saveGrade(query: Record<string, string | number>) {
  return t.injectAs(pupil, {
    method: 'POST',
    url: '/api/user/SaveGrade',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
}

async function storedGrade(assessmentGradeId: number) {
  return t.app.db
    .selectFrom('assessment_grades')
    .select(['grade', 'statement'])
    .where('assessment_grade_id', '=', assessmentGradeId)
    .executeTakeFirstOrThrow();
}

/** The grade row of a skill in an assessment, by the skill's name (never its heading). */
async function gradeRowOf(assessmentId: number, descriptor: string): Promise<AssessmentSkill> {
  const row = (await skillsFor(assessmentId)).find(
    (s) => s.skill_descriptor === descriptor && s.assessment_grade_id > 0,
  );
  if (row === undefined) throw new Error(`${descriptor} is not in assessment ${assessmentId}`);
  return row;
}

const DEMO_ACADEMY_SKILL_TREE = [
  'Communication',
  'Listening',
  'Speaking',
  'Teamwork',
  'Collaboration',
  'Leadership',
  'Self-management',
  'Staying positive',
  'Aiming high',
  'Problem solving',
  'Creativity',
  'Problem solving',
];
const HEADINGS = new Set([0, 3, 6, 9]);

describe('reading the self assessment', () => {
  it('lists the pupil’s projects by name', async () => {
    const projects = await getJson<UserProject[]>(
      `/api/user/GetProjectsForUser?user_id=${ids.pat}`,
    );
    expect(projects).toEqual([
      { project_id: ids.workExperience, project_name: 'Work Experience' },
      { project_id: ids.year10, project_name: 'Year 10 Skills' },
    ]);
  });

  it('lists the pupil’s projects without a user_id too', async () => {
    const projects = await getJson<UserProject[]>('/api/user/GetProjectsForUser');
    expect(projects).toHaveLength(2);
  });

  it('lists the assessments of a project oldest first', async () => {
    const assessments = await getJson<Assessment[]>(
      `/api/user/GetAssessmentsForProject?user_id=${ids.pat}&project_id=${ids.year10}`,
    );
    expect(assessments).toEqual([
      { assessment_id: ids.autumn, assessment_name: 'Autumn 2026' },
      { assessment_id: ids.spring, assessment_name: 'Spring 2027' },
    ]);
  });

  it('lists no assessments for a project that has none yet', async () => {
    const assessments = await getJson<Assessment[]>(
      `/api/user/GetAssessmentsForProject?user_id=${ids.pat}&project_id=${ids.workExperience}`,
    );
    expect(assessments).toEqual([]);
  });

  it('lists parent skills as headings, each followed by its graded children', async () => {
    const skills = await skillsFor(ids.autumn);
    expect(skills.map((s) => s.skill_descriptor)).toEqual(DEMO_ACADEMY_SKILL_TREE);
    skills.forEach((skill, i) => {
      if (HEADINGS.has(i)) {
        expect(skill).toMatchObject({
          parent_skill_id: null,
          assessment_grade_id: 0,
          grade: null,
          statement: null,
        });
      } else {
        expect(skill.assessment_grade_id).toBeGreaterThan(0);
        expect(skill.grade).toEqual(expect.any(Number));
      }
    });
    const communication = skills[0];
    expect(skills[1]).toEqual({
      skill_id: expect.any(Number),
      skill_descriptor: 'Listening',
      parent_skill_id: communication?.skill_id,
      assessment_grade_id: expect.any(Number),
      grade: 4,
      statement: 'I listen in class but sometimes drift off in long talks.',
      // Autumn 2026 is Pat's first assessment of the project: nothing before it.
      previous_grade: null,
      previous_assessment_name: null,
    });
    expect(skills[2]).toMatchObject({ skill_descriptor: 'Speaking', grade: 3 });
  });

  it('shows the ungraded skills of a later assessment with no grade yet', async () => {
    const children = (await skillsFor(ids.spring)).filter((s) => s.assessment_grade_id > 0);
    expect(children).toHaveLength(8);
    expect(children.filter((s) => s.grade !== null).map((s) => s.skill_descriptor)).toEqual([
      'Listening',
      'Speaking',
      'Leadership',
      'Creativity',
    ]);
  });

  it('offers the eight leaf skills of Demo Academy as development areas, in order', async () => {
    const skills = await getJson<Skill[]>('/api/pages/GetSkills');
    expect(skills.map((s) => s.skill_descriptor)).toEqual(
      DEMO_ACADEMY_SKILL_TREE.filter((_, i) => !HEADINGS.has(i)),
    );
    expect(Object.keys(skills[0] ?? {}).sort()).toEqual(['skill_descriptor', 'skill_id']);
  });

  it('answers routes whatever the case of the path', async () => {
    const projects = await getJson<UserProject[]>('/api/USER/getprojectsforuser');
    expect(projects).toHaveLength(2);
  });
});

describe('POST /api/user/SaveGrade', () => {
  it('stores the grade and statement, which read back', async () => {
    const aimingHigh = await gradeRowOf(ids.spring, 'Aiming high');
    const response = await saveGrade({
      assessment_grade_id: aimingHigh.assessment_grade_id,
      grade: 7,
      statement: 'I set myself a target for every subject.',
      user_id: ids.pat,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await gradeRowOf(ids.spring, 'Aiming high')).toMatchObject({
      grade: 7,
      statement: 'I set myself a target for every subject.',
    });
  });

  it('takes the grade with no body and no content type, as the client sends it', async () => {
    const row = await gradeRowOf(ids.spring, 'Collaboration');
    const response = await saveGrade({ assessment_grade_id: row.assessment_grade_id, grade: 0 });
    expect(response.statusCode).toBe(200);
    expect(await storedGrade(row.assessment_grade_id)).toEqual({ grade: 0, statement: '' });
  });

  it('takes the grade with an empty JSON body too', async () => {
    const row = await gradeRowOf(ids.spring, 'Staying positive');
    const response = await t.injectAs(pupil, {
      method: 'POST',
      url: '/api/user/SaveGrade',
      query: { assessment_grade_id: String(row.assessment_grade_id), grade: '10', statement: 'ok' },
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    expect(await storedGrade(row.assessment_grade_id)).toEqual({ grade: 10, statement: 'ok' });
  });

  it.each(['11', '-1', '5.5', 'abc', ' ', '1e1', '0x5'])(
    'refuses the grade %p with a clear message and keeps the stored grade',
    async (grade) => {
      const row = await gradeRowOf(ids.autumn, 'Leadership');
      const response = await saveGrade({
        assessment_grade_id: row.assessment_grade_id,
        grade,
        statement: 'changed',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: 'The grade must be a whole number from 0 to 10' });
      expect(await storedGrade(row.assessment_grade_id)).toEqual({
        grade: 2,
        statement: 'I have not led a group yet.',
      });
    },
  );

  it.each([
    ['no grade parameter', {}],
    ['an empty grade', { grade: '' }],
  ])('saves a statement with %s, leaving the skill unrated', async (_, grade) => {
    const row = (await skillsFor(ids.spring)).find(
      (s) => s.assessment_grade_id > 0 && s.grade === null,
    );
    if (row === undefined) throw new Error('Spring 2027 has no unrated skill left');
    const response = await saveGrade({
      assessment_grade_id: row.assessment_grade_id,
      statement: 'Not sure yet how I would rate this.',
      ...grade,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedGrade(row.assessment_grade_id)).toEqual({
      grade: null,
      statement: 'Not sure yet how I would rate this.',
    });
  });

  it('refuses a statement over 4000 characters', async () => {
    const row = await gradeRowOf(ids.autumn, 'Leadership');
    const response = await saveGrade({
      assessment_grade_id: row.assessment_grade_id,
      grade: 3,
      statement: 'x'.repeat(4001),
    });
    expect(response.statusCode).toBe(400);
    expect(await storedGrade(row.assessment_grade_id)).toMatchObject({ grade: 2 });
  });

  it('stores markup in a statement as plain text and returns it unchanged', async () => {
    const row = await gradeRowOf(ids.spring, 'Problem solving');
    const statement = '<script>alert("x")</script> & <b>bold</b>';
    const response = await saveGrade({
      assessment_grade_id: row.assessment_grade_id,
      grade: 5,
      statement,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedGrade(row.assessment_grade_id)).toEqual({ grade: 5, statement });
    expect((await gradeRowOf(ids.spring, 'Problem solving')).statement).toBe(statement);
  });
});

describe('POST /api/user/SaveAssessmentName', () => {
  function saveAssessmentName(payload: Record<string, unknown>) {
    return t.injectAs(pupil, { method: 'POST', url: '/api/user/SaveAssessmentName', payload });
  }

  async function assessmentCount(): Promise<number> {
    const rows = await t.app.db
      .selectFrom('assessments')
      .select('assessment_id')
      .where('user_id', '=', ids.pat)
      .execute();
    return rows.length;
  }

  it('creates an assessment with an ungraded row for every leaf skill', async () => {
    const response = await saveAssessmentName({
      newName: '  Summer 2027  ',
      project_id: ids.workExperience,
      user_id: ids.pat,
    });
    expect(response.statusCode).toBe(200);
    const created = response.json<Assessment>();
    expect(created).toEqual({ assessment_id: expect.any(Number), assessment_name: 'Summer 2027' });

    const listed = await getJson<Assessment[]>(
      `/api/user/GetAssessmentsForProject?project_id=${ids.workExperience}`,
    );
    expect(listed).toEqual([created]);
    const skills = await skillsFor(created.assessment_id);
    expect(skills.map((s) => s.skill_descriptor)).toEqual(DEMO_ACADEMY_SKILL_TREE);
    const gradeRows = skills.filter((s) => s.assessment_grade_id > 0);
    expect(gradeRows).toHaveLength(8);
    expect(gradeRows.every((s) => s.grade === null)).toBe(true);

    // SaveGrade has a row to update at once.
    const first = gradeRows[0];
    const saved = await saveGrade({
      assessment_grade_id: first?.assessment_grade_id ?? 0,
      grade: 6,
    });
    expect(saved.statusCode).toBe(200);
  });

  it.each(['', '   '])('refuses the blank name %p and creates nothing', async (newName) => {
    const before = await assessmentCount();
    const response = await saveAssessmentName({ newName, project_id: ids.year10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Enter a name for the assessment' });
    expect(await assessmentCount()).toBe(before);
  });

  it('refuses another user’s project with the SPEC’s message', async () => {
    const before = await assessmentCount();
    const response = await saveAssessmentName({ newName: 'Mine', project_id: ids.readingStars });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'You can only add as assessment for yourself' });
    expect(await assessmentCount()).toBe(before);
  });

  it('refuses an assessment for another user_id with the SPEC’s message', async () => {
    const response = await saveAssessmentName({
      newName: 'Mine',
      project_id: ids.year10,
      user_id: ids.rory,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'You can only add as assessment for yourself' });
  });

  it('refuses a name over 100 characters', async () => {
    const response = await saveAssessmentName({ newName: 'x'.repeat(101), project_id: ids.year10 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String) });
  });
});

describe('the session’s selected project and assessment', () => {
  const loginAsPat = () => t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  const currentUser = (cookie: string) => getJson<SessionReply>('/api/User/GetCurrentUser', cookie);
  const remember = (cookie: string, project_id: number, assessment_id: number) =>
    t.injectAs(cookie, {
      method: 'POST',
      url: '/api/user/RememberSelection',
      payload: { project_id, assessment_id },
    });

  it('starts on the project with the most recent assessment, and that assessment', async () => {
    const login = await t.injectAs(undefined, {
      method: 'POST',
      url: '/api/public/login',
      payload: {
        // The demo head is in no project.
        username: 'head',
        password: 'demo-password',
        loginMode: 'U',
        schoolUsername: 'demoacademy',
      },
    });
    expect(login.json<SessionReply>()).toMatchObject({
      selectedProjectId: 0,
      selectedAssessmentId: 0,
    });
    // Pat has Work Experience (first by name, empty) and Year 10 Skills (Spring 2027 newest).
    const cookie = await loginAsPat();
    expect(await currentUser(cookie)).toMatchObject({
      selectedProjectId: ids.year10,
      selectedAssessmentId: ids.spring,
    });
  });

  it('never records a choice as a side effect of a read', async () => {
    const cookie = await loginAsPat();
    await getJson(`/api/user/GetAssessmentsForProject?project_id=${ids.workExperience}`, cookie);
    await getJson(`/api/user/GetSkillsForAssessment?assessment_id=${ids.autumn}`, cookie);
    await getJson(`/api/user/GetDevelopmentAreas?project_id=${ids.workExperience}`, cookie);
    expect(await currentUser(cookie)).toMatchObject({
      selectedProjectId: ids.year10,
      selectedAssessmentId: ids.spring,
    });
  });

  it('remembers the choice sent to RememberSelection, for this and the next login', async () => {
    const cookie = await loginAsPat();
    const response = await remember(cookie, ids.year10, ids.autumn);
    expect([response.statusCode, response.json()]).toEqual([200, { ok: true }]);
    expect(await currentUser(cookie)).toMatchObject({
      selectedProjectId: ids.year10,
      selectedAssessmentId: ids.autumn,
    });
    const next = await loginAsPat();
    expect(await currentUser(next)).toMatchObject({
      selectedProjectId: ids.year10,
      selectedAssessmentId: ids.autumn,
    });
    // No assessment chosen: the project's newest (Summer 2027, added above).
    await remember(cookie, ids.workExperience, 0);
    const summer2027 = await t.app.db
      .selectFrom('assessments')
      .select('assessment_id')
      .where('assessment_name', '=', 'Summer 2027')
      .executeTakeFirstOrThrow();
    expect(await currentUser(cookie)).toMatchObject({
      selectedProjectId: ids.workExperience,
      selectedAssessmentId: summer2027.assessment_id,
    });
    await remember(cookie, 0, 0);
  });

  it('refuses a selection that is not the user’s, or does not fit together', async () => {
    const cookie = await loginAsPat();
    for (const [projectId, assessmentId] of [
      [ids.readingStars, 0],
      [ids.readingStars, ids.summer],
      [ids.year10, ids.summer],
      [ids.workExperience, ids.autumn],
    ] as const) {
      const response = await remember(cookie, projectId, assessmentId);
      expect([projectId, assessmentId, response.statusCode, response.body]).toEqual([
        projectId,
        assessmentId,
        403,
        'Not authorised',
      ]);
    }
  });

  it('lets a parent choose for their own session, without changing the pupil’s next login', async () => {
    const parent = await t.login({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    expect((await remember(parent, ids.year10, ids.autumn)).statusCode).toBe(200);
    expect(await currentUser(parent)).toMatchObject({
      selectedProjectId: ids.year10,
      selectedAssessmentId: ids.autumn,
    });
    const stored = await t.app.db
      .selectFrom('users')
      .select(['selected_project_id', 'selected_assessment_id'])
      .where('user_id', '=', ids.pat)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ selected_project_id: null, selected_assessment_id: null });
  });

  it('returns a remembered project or assessment only while it is still the user’s', async () => {
    const cookie = await loginAsPat();
    // Rows written by an older server, or a project the user has since left.
    await t.app.db
      .updateTable('sessions')
      .set({ selected_project_id: ids.readingStars, selected_assessment_id: ids.summer })
      .execute();
    const reply = await currentUser(cookie);
    expect(reply.selectedProjectId).not.toBe(ids.readingStars);
    expect(reply.selectedAssessmentId).not.toBe(ids.summer);
    expect(reply).toMatchObject({
      selectedProjectId: ids.year10,
      selectedAssessmentId: ids.spring,
    });
  });
});
