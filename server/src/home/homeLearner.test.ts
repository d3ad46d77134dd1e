/**
 * Home learners: registering as one, the starter framework they extend with skills of their
 * own (never the global ones), the caps, and that a home learner reaches nothing of a school.
 */
import type {
  Assessment,
  AssessmentSkill,
  MySkillsReply,
  Skill,
  UserProject,
} from '@skillfolio/shared/types';
import { HOME_TEXT, OWN_SKILLS_MAX, USER_REFUSAL } from '@skillfolio/shared/wire';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { skillIdOf } from '../../test/support/learnerRows';
import { eraseUserData } from '../privacy/userData';
import { homeSpaceUsername } from './homeSpace';

const PASSWORD = 'walnut-harbour-lantern';

let t: TestApp;
let ruth: string;
let ruthId: number;
beforeAll(async () => {
  t = await buildTestApp();
  expect((await register('ruth.home', 'Ruth')).statusCode).toBe(200);
  ruth = await t.login({ username: 'ruth.home', password: PASSWORD });
  ruthId = await userIdOf('ruth.home');
});
afterAll(() => t.close());

function register(username: string, first = 'Sam', password = PASSWORD) {
  return t.injectAs(undefined, {
    method: 'POST',
    url: '/api/public/RegisterHome',
    payload: { fname: first, lname: 'Learner', username, email: '', password },
  });
}

async function userIdOf(username: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('users')
    .select('user_id')
    .where('username', '=', username)
    .where('school_id', 'is', null)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

async function getJson<T>(cookie: string, url: string): Promise<T> {
  const response = await t.injectAs(cookie, { url });
  expect(response.statusCode).toBe(200);
  return response.json<T>();
}

function post(cookie: string, url: string, payload: Record<string, unknown>) {
  return t.injectAs(cookie, { method: 'POST', url, payload });
}

async function addOwnSkill(cookie: string, name: string): Promise<number> {
  const response = await post(cookie, '/api/user/SaveMySkill', {
    skill_id: 0,
    skill_descriptor: name,
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ skill_id: number }>().skill_id;
}

async function projectOf(cookie: string, userId: number): Promise<number> {
  const projects = await getJson<UserProject[]>(
    cookie,
    `/api/user/GetProjectsForUser?user_id=${userId}`,
  );
  expect(projects.map((p) => p.project_name)).toEqual(['My skills']);
  return projects[0]!.project_id;
}

describe('registering', () => {
  it('makes a private user with a project of their own, who logs in with no school', async () => {
    const row = await t.app.db
      .selectFrom('users')
      .select(['school_id', 'is_Admin', 'is_schoolAdmin', 'is_Staff', 'email_verified_at'])
      .where('user_id', '=', ruthId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      school_id: null,
      is_Admin: 0,
      is_schoolAdmin: 0,
      is_Staff: 0,
      email_verified_at: null,
    });
    await projectOf(ruth, ruthId);
    const current = await getJson<{ currentSchool: unknown }>(ruth, '/api/User/GetCurrentUser');
    expect(current.currentSchool).toBeNull();
  });

  it('says what to do next', async () => {
    const response = await register('sam.home');
    expect(response.json()).toEqual({ message: HOME_TEXT.registered });
  });

  it('refuses a username another private user has, whatever its case', async () => {
    const response = await register('HomeUser');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: USER_REFUSAL.usernameTaken });
  });

  it('refuses a weak password, a blank name and a username with spaces', async () => {
    expect((await register('weak.one', 'Weak', 'password1')).statusCode).toBe(400);
    expect((await register('blank.name', ' ')).json()).toEqual({
      error: HOME_TEXT.firstNameRequired,
    });
    expect((await register('two words')).json()).toEqual({ error: HOME_TEXT.usernameSpaces });
  });
});

describe('their framework', () => {
  it('starts with the starter set, read only, and no own skills', async () => {
    const skills = await getJson<MySkillsReply>(ruth, '/api/user/GetMySkills');
    expect(skills.own).toEqual([]);
    expect(skills.limit).toBe(OWN_SKILLS_MAX);
    // DEMO.md has no global skills, so the learner's space holds a copy of the starter set.
    expect(skills.starter.map((h) => h.heading)).toEqual([
      'Communication',
      'Teamwork',
      'Self-management',
      'Problem solving',
    ]);
    expect(skills.starter[0]!.skills).toEqual(['Listening', 'Speaking']);
  });

  it('takes an own skill into new assessments and the plan choices; retired, it leaves them', async () => {
    const juggling = await addOwnSkill(ruth, '  Juggling  ');
    const project = await projectOf(ruth, ruthId);
    const added = await post(ruth, '/api/user/SaveAssessmentName', {
      newName: 'First go',
      project_id: project,
      user_id: ruthId,
    });
    expect(added.statusCode).toBe(200);
    const assessment = added.json<Assessment>();
    const graded = await getJson<AssessmentSkill[]>(
      ruth,
      `/api/user/GetSkillsForAssessment?user_id=${ruthId}&assessment_id=${assessment.assessment_id}`,
    );
    const own = graded.find((s) => s.skill_id === juggling);
    expect(own?.skill_descriptor).toBe('Juggling');
    expect(graded.find((s) => s.skill_descriptor === 'My own skills')?.assessment_grade_id).toBe(0);
    const choices = await getJson<Skill[]>(ruth, '/api/pages/GetSkills');
    expect(choices.map((s) => s.skill_id)).toContain(juggling);

    expect(
      (
        await post(ruth, '/api/user/SaveMySkill', {
          skill_id: juggling,
          skill_descriptor: 'Juggling',
          retired: true,
        })
      ).statusCode,
    ).toBe(200);
    const after = await getJson<Skill[]>(ruth, '/api/pages/GetSkills');
    expect(after.map((s) => s.skill_id)).not.toContain(juggling);
    const mine = await getJson<MySkillsReply>(ruth, '/api/user/GetMySkills');
    expect(mine.own).toEqual([{ skill_id: juggling, skill_descriptor: 'Juggling', retired: true }]);
  });

  it('renames an own skill, never a global one nor the heading', async () => {
    const cooking = await addOwnSkill(ruth, 'Cooking');
    const renamed = await post(ruth, '/api/user/SaveMySkill', {
      skill_id: cooking,
      skill_descriptor: 'Cooking for others',
    });
    expect(renamed.statusCode).toBe(200);
    // DEMO.md has no global framework: the global admin adds one skill to it.
    const global = await t.app.db
      .insertInto('skills')
      .values({ school_id: null, skill_descriptor: 'Global one', parent_skill_id: null })
      .returning(['skill_id', 'skill_descriptor'])
      .executeTakeFirstOrThrow();
    for (const retired of [false, true]) {
      const response = await post(ruth, '/api/user/SaveMySkill', {
        skill_id: global.skill_id,
        skill_descriptor: 'Mine now',
        retired,
      });
      expect(response.statusCode).toBe(403);
    }
    const heading = await t.app.db
      .selectFrom('skills')
      .select('skill_id')
      .where('skill_descriptor', '=', 'My own skills')
      .executeTakeFirstOrThrow();
    const onHeading = await post(ruth, '/api/user/SaveMySkill', {
      skill_id: heading.skill_id,
      skill_descriptor: 'Renamed heading',
    });
    expect(onHeading.statusCode).toBe(403);
    const still = await t.app.db
      .selectFrom('skills')
      .select(['skill_descriptor', 'retired'])
      .where('skill_id', '=', global.skill_id)
      .executeTakeFirstOrThrow();
    expect(still).toEqual({ skill_descriptor: global.skill_descriptor, retired: 0 });
    // The global framework's own screen is the global admin's only.
    const adminSave = await post(ruth, '/api/siteadmin/SaveSkill', {
      skill_id: global.skill_id,
      skill_descriptor: 'Mine now',
      parent_skill_id: 0,
    });
    expect(adminSave.statusCode).toBe(403);
  });

  it("never reaches another home learner's own skills", async () => {
    const sam = await t.login({ username: 'sam.home', password: PASSWORD });
    const samsSkill = await addOwnSkill(sam, 'Chess');
    const rename = await post(ruth, '/api/user/SaveMySkill', {
      skill_id: samsSkill,
      skill_descriptor: 'Mine',
    });
    expect(rename.statusCode).toBe(403);
    const choices = await getJson<Skill[]>(ruth, '/api/pages/GetSkills');
    expect(choices.map((s) => s.skill_id)).not.toContain(samsSkill);
    const area = await post(ruth, '/api/pages/SavePersonalPlan', {
      id: 0,
      project_id: await projectOf(ruth, ruthId),
      skill_id: samsSkill,
      reason: '',
    });
    expect(area.statusCode).toBe(403);
  });

  it(`keeps at most ${OWN_SKILLS_MAX} own skills and bounds their names`, async () => {
    await register('cap.home');
    const cap = await t.login({ username: 'cap.home', password: PASSWORD });
    await addOwnSkill(cap, 'First');
    const space = await t.app.db
      .selectFrom('skills')
      .select(['school_id', 'parent_skill_id'])
      .where('skill_descriptor', '=', 'First')
      .executeTakeFirstOrThrow();
    await t.app.db
      .insertInto('skills')
      .values(
        Array.from({ length: OWN_SKILLS_MAX - 2 }, (_, i) => ({
          school_id: space.school_id,
          parent_skill_id: space.parent_skill_id,
          skill_descriptor: `Skill ${i}`,
        })),
      )
      .execute();
    await addOwnSkill(cap, 'The last one');
    const over = await post(cap, '/api/user/SaveMySkill', {
      skill_id: 0,
      skill_descriptor: 'One more',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ error: HOME_TEXT.ownSkillsFull });
    const long = await post(cap, '/api/user/SaveMySkill', {
      skill_id: 0,
      skill_descriptor: 'x'.repeat(201),
    });
    expect(long.statusCode).toBe(400);
    const blank = await post(ruth, '/api/user/SaveMySkill', { skill_id: 0, skill_descriptor: ' ' });
    expect(blank.json()).toEqual({ error: HOME_TEXT.skillNameRequired });
  });
});

describe('what needs a school', () => {
  it('refuses Project Evidence and every school screen to a home learner', async () => {
    const project = await projectOf(ruth, ruthId);
    const evidence = await t.injectAs(ruth, {
      url: `/api/pages/GetProjectEvidence?school_project_id=${project}`,
    });
    expect(evidence.statusCode).toBe(403);
    for (const url of [
      '/api/admin/ListUsersForSchool',
      '/api/admin/ListSkills',
      '/api/staff/ClassProjects',
    ]) {
      expect((await t.injectAs(ruth, { url })).statusCode).toBeGreaterThanOrEqual(401);
    }
  });

  it("never reaches a school's data", async () => {
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const patsAssessment = await t.app.db
      .selectFrom('assessments')
      .select(['assessment_id', 'user_id'])
      .executeTakeFirstOrThrow();
    const theirs = await t.injectAs(ruth, {
      url: `/api/user/GetSkillsForAssessment?user_id=${ruthId}&assessment_id=${patsAssessment.assessment_id}`,
    });
    expect(theirs.statusCode).toBe(403);
    const schoolSkill = await skillIdOf(t.app.db, 'demoacademy', 'Listening');
    const rename = await post(ruth, '/api/user/SaveMySkill', {
      skill_id: schoolSkill,
      skill_descriptor: 'Mine',
    });
    expect(rename.statusCode).toBe(403);
    // A school's pupil has no own skills to keep, and may add none.
    expect(await getJson(pupil, '/api/user/GetMySkills')).toEqual({
      starter: [],
      own: [],
      limit: 0,
    });
    const pupilAdd = await post(pupil, '/api/user/SaveMySkill', {
      skill_id: 0,
      skill_descriptor: 'X',
    });
    expect(pupilAdd.statusCode).toBe(400);
    expect(pupilAdd.json()).toEqual({ error: HOME_TEXT.homeOnly });
  });

  it('keeps home spaces out of Manage Schools and Change School, and their names from schools', async () => {
    const admin = await t.login({ username: 'admin' });
    const schools = await getJson<{ school_username: string }[]>(
      admin,
      '/api/SiteAdmin/ListSchools',
    );
    expect(schools.some((s) => s.school_username.startsWith('~'))).toBe(false);
    const space = await t.app.db
      .selectFrom('schools')
      .select('school_id')
      .where('school_username', '=', homeSpaceUsername(ruthId))
      .executeTakeFirstOrThrow();
    const change = await t.injectAs(admin, {
      method: 'POST',
      url: `/api/siteadmin/ChangeSchool?school_id=${space.school_id}`,
    });
    expect(change.statusCode).toBe(403);
    const taken = await post(admin, '/api/siteadmin/SaveSchool', {
      s: {
        school_id: 0,
        school_name: 'Fake',
        school_username: homeSpaceUsername(99999),
        allowPeerReviews: false,
        licenceNumber: '5',
      },
    });
    expect(taken.statusCode).toBe(400);
  });
});

describe('erasure', () => {
  it("takes the learner's home space with them: its name, project and own skills", async () => {
    expect((await register('gone.home', 'Gwen')).statusCode).toBe(200);
    const gwen = await t.login({ username: 'gone.home', password: PASSWORD });
    const gwenId = await userIdOf('gone.home');
    await addOwnSkill(gwen, 'Knitting socks');
    const space = () =>
      t.app.db
        .selectFrom('schools')
        .select(['school_id', 'school_name'])
        .where('school_username', '=', homeSpaceUsername(gwenId))
        .executeTakeFirst();
    const before = await space();
    expect(before?.school_name).toContain('Gwen');

    await t.app.db.transaction().execute((trx) => eraseUserData(trx, gwenId));

    expect(await space()).toBeUndefined();
    const left = await t.app.db
      .selectFrom('skills')
      .select('skill_id')
      .where('school_id', '=', before!.school_id)
      .execute();
    expect(left).toEqual([]);
    const projects = await t.app.db
      .selectFrom('school_projects')
      .select('school_project_id')
      .where('school_id', '=', before!.school_id)
      .execute();
    expect(projects).toEqual([]);
    // Another home learner's space stays.
    expect(await projectOf(ruth, ruthId)).toBeGreaterThan(0);
  });
});
