/**
 * The people and rows the authorisation matrix calls with: ten callers, and for every kind
 * of id a route takes, the row that is the caller's own, one of the same school, and one of
 * the other school. The demo data has one pupil per school, so a second pupil with rows of
 * their own is added to each (Sam at Demo Academy, Ria at Riverside), and spare rows of the
 * kinds an admin may delete or rewrite (users, criteria, uploads), so that no allowed cell
 * uses up a row another allowed cell needs.
 *
 * For staff the targets are pupils: "own" is a pupil of a project Tom teaches
 * (Pat, in Year 10 Skills; Rory for Riverside's head), "same school" a pupil of the school in
 * no project Tom teaches (Sam; Ria for Riverside), "other school" the other school's pupil.
 * Each of the four pupils is in a class of the roster of their own; Tom teaches Pat's.
 */
import type { Kysely } from 'kysely';
import { MAX_ID } from '@skillfolio/shared/wire';
import type { Database } from '../../src/db/database';
import type { TestApp } from '../support/buildTestApp';
import { DEMO_PASSWORD } from '../../src/db/demo';
import { userIdOf } from '../support/learnerRows';

export const CALLERS = [
  'loggedOut',
  'pupil',
  'samePupil',
  'parent',
  'teacher',
  'head',
  'otherHead',
  'otherPupil',
  'globalAdmin',
  // Nina, a school admin of Demo Academy who must use a second factor and has not enrolled.
  'headNo2fa',
] as const;
export type Caller = (typeof CALLERS)[number];

export const TARGETS = ['own', 'sameSchool', 'otherSchool'] as const;
export type Target = (typeof TARGETS)[number];

/** Callers who have learner rows of their own (the parent sees Pat's). */
export const LEARNERS: ReadonlySet<Caller> = new Set([
  'pupil',
  'samePupil',
  'parent',
  'otherPupil',
]);
/** Callers who pass `access: 'schoolAdmin'`. */
export const ADMINS: ReadonlySet<Caller> = new Set(['head', 'otherHead', 'globalAdmin']);
/** Callers who pass `access: 'staff'`: Tom (who teaches Year 10 Skills only) and the admins. */
export const STAFF: ReadonlySet<Caller> = new Set(['teacher', ...ADMINS]);

/**
 * The rules a staff member who owes their second factor still passes: the routes of their
 * own data (learner rows, security set-up) and what every member of the school sees.
 */
export const OWN_DATA_RULES: ReadonlySet<string> = new Set([
  'open',
  'anyUser',
  'ownLearner',
  'schoolMember',
]);

/** An id no row has: where a caller has no row of a kind, their "own" is this. */
export const MISSING_ID = MAX_ID;

/** Each kind of id the matrix can put into a request. */
export type IdKind =
  | 'self'
  | 'project'
  | 'assessment'
  | 'assessmentGrade'
  | 'developmentArea'
  | 'step'
  | 'note'
  | 'leafSkill'
  | 'resourceFile'
  | 'schoolProject'
  | 'schoolSkill'
  | 'successCriterion'
  | 'criterionProject'
  | 'schoolUser'
  | 'currentSchool'
  | 'schoolResource'
  | 'pendingFile'
  | 'school'
  | 'globalSkill'
  | 'globalResource'
  // The class view: a pupil staff look at, and that pupil's project, assessment and grade row.
  | 'classPupil'
  | 'classProject'
  | 'classAssessment'
  | 'classGrade'
  // Evidence: the learner's own piece, its file and an upload nothing holds yet; staff's
  // pupil's piece and its file.
  | 'evidence'
  | 'evidenceFile'
  | 'evidenceUpload'
  | 'classEvidence'
  | 'classEvidenceFile'
  // An assessment round of a project of that pupil's (one the class pupil's staff see).
  | 'classRound'
  // The profile: the pupil a profile is about (a learner's own self; staff's class pupil).
  | 'profileSubject'
  | 'profileProject'
  // A class of the roster: for staff, the class pupil's ("own": Tom teaches Pat's); for an
  // admin, one of the school's.
  | 'classOfCaller'
  | 'schoolClass';

type Rows = Record<IdKind, number>;

interface LearnerRows {
  user: number;
  project: number;
  assessment: number;
  assessmentGrade: number;
  developmentArea: number;
  step: number;
  note: number;
  leafSkill: number;
  evidence: number;
  evidenceFile: number;
  evidenceUpload: number;
}

interface SchoolRows {
  school: number;
  projects: number[];
  skills: number[];
  /** [criterion, its project] */
  criteria: Array<[number, number]>;
  users: number[];
  resources: number[];
  resourceFiles: number[];
}

export interface World {
  demo: number;
  riverside: number;
  cookies: Map<Caller, string | undefined>;
  /** The ids to send as `caller` aiming at `target`. */
  rows(caller: Caller, target: Target): Rows;
  /** Names only Demo Academy's rows carry, and only Riverside's. */
  markers: { demo: string[]; riverside: string[] };
  userIds: Record<
    'pat' | 'sam' | 'rory' | 'ria' | 'tom' | 'hannah' | 'rita' | 'ada' | 'nina',
    number
  >;
}

const RIVERSIDE_CALLERS: ReadonlySet<Caller> = new Set(['otherHead', 'otherPupil']);

/**
 * Which spare row of a school each caller's "own" and "same school" take: the two admins of
 * Demo Academy (head, global admin) use different ones, so neither deletes the other's.
 */
const SLOTS: Partial<Record<Caller, [number, number]>> = { globalAdmin: [2, 3] };

export async function buildWorld(t: TestApp): Promise<World> {
  const db = t.app.db;
  const demo = await schoolIdOf(db, 'demoacademy');
  const riverside = await schoolIdOf(db, 'riverside');
  const pat = await userIdOf(db, 'demoacademy', 'pupil');
  const rory = await userIdOf(db, 'riverside', 'pupil');
  const hannah = await userIdOf(db, 'demoacademy', 'head');
  const rita = await userIdOf(db, 'riverside', 'head');
  const tom = await userIdOf(db, 'demoacademy', 'teacher');
  const ada = (
    await db
      .selectFrom('users')
      .select('user_id')
      .where('username', '=', 'admin')
      .where('school_id', 'is', null)
      .executeTakeFirstOrThrow()
  ).user_id;
  const passwordHash = (
    await db
      .selectFrom('users')
      .select('password_hash')
      .where('user_id', '=', pat)
      .executeTakeFirstOrThrow()
  ).password_hash;

  const year10 = await projectOf(db, demo, 'Year 10 Skills');
  const workExperience = await projectOf(db, demo, 'Work Experience');
  const readingStars = await projectOf(db, riverside, 'Reading Stars');

  const sam = await insertUser(db, demo, 'sam', passwordHash);
  // Not exempt (the demo accounts are), and no authenticator: she owes her second factor.
  const nina = await insertUser(db, demo, 'nina', passwordHash);
  await db.updateTable('users').set({ is_schoolAdmin: 1 }).where('user_id', '=', nina).execute();
  const ria = await insertUser(db, riverside, 'ria', passwordHash);
  const learners = new Map<number, LearnerRows>([
    [pat, await learnerRowsOf(db, pat)],
    [rory, await learnerRowsOf(db, rory)],
    // In projects of their own, so a schoolmate's project is one the caller is not in.
    [sam, await addLearnerRows(db, sam, await insertProject(db, demo), demo)],
    [ria, await addLearnerRows(db, ria, await insertProject(db, riverside), riverside)],
  ]);
  // The staff cells need Pat's rows in the project Tom teaches, and Sam's outside it.
  if (learners.get(pat)?.project !== year10) throw new Error("Pat's rows are not in Year 10");
  // Each class pupil's round lives in a project of its own (with Tom for Pat's, as he teaches
  // Pat), so the learners' projects stay without rounds and pupils may name assessments there.
  const rounds = new Map<number, number>([
    [pat, await insertRoundProject(db, demo, [pat, tom])],
    [sam, await insertRoundProject(db, demo, [sam])],
    [rory, await insertRoundProject(db, riverside, [rory])],
    [ria, await insertRoundProject(db, riverside, [ria])],
  ]);

  // A class of each class pupil's: Tom teaches Pat's, and no class of Sam's; at Riverside
  // nobody teaches one (Rita sees all as its admin).
  const classes = new Map<number, number>([
    [pat, await insertClass(db, demo, 'Matrix class T', [pat], [tom])],
    [sam, await insertClass(db, demo, 'Matrix class S', [sam], [])],
    [rory, await insertClass(db, riverside, 'Matrix class R', [rory], [])],
    [ria, await insertClass(db, riverside, 'Matrix class Q', [ria], [])],
  ]);

  const demoRows: SchoolRows = {
    school: demo,
    projects: [year10, workExperience],
    skills: await schoolSkills(db, demo),
    criteria: [...(await criteriaOf(db, year10)), [await insertCriterion(db, year10, 4), year10]],
    users: await Promise.all(
      ['m0', 'm1', 'm2', 'm3'].map((n) => insertUser(db, demo, n, passwordHash)),
    ),
    resources: await activeResources(db, demo),
    resourceFiles: await activeResourceFiles(db, demo),
  };
  const riversideRows: SchoolRows = {
    school: riverside,
    projects: [readingStars],
    skills: await schoolSkills(db, riverside),
    criteria: [
      [await insertCriterion(db, readingStars, 1), readingStars],
      [await insertCriterion(db, readingStars, 2), readingStars],
    ],
    users: await Promise.all(['r0', 'r1'].map((n) => insertUser(db, riverside, n, passwordHash))),
    resources: await activeResources(db, riverside),
    resourceFiles: await activeResourceFiles(db, riverside),
  };

  // Uploads no resource holds: each admin's own, and one of someone else at each school.
  const uploads = new Map<number, number>();
  for (const [userId, schoolId] of [
    [hannah, demo],
    [tom, demo],
    [ada, demo],
    [rita, riverside],
    [rory, riverside],
  ] as const) {
    uploads.set(userId, await insertPendingFile(db, schoolId, userId));
  }

  // The demo has no global framework yet: a global skill for each target, since retiring an
  // unused skill deletes it.
  const globalSkills: number[] = [];
  for (const target of TARGETS) {
    const row = await db
      .insertInto('skills')
      .values({ school_id: null, skill_descriptor: `Matrix ${target}`, parent_skill_id: null })
      .returning('skill_id')
      .executeTakeFirstOrThrow();
    globalSkills.push(row.skill_id);
  }
  const globalResource = await firstId(
    db.selectFrom('resources').select('resource_id as id').where('school_id', 'is', null),
  );

  const userIds = { pat, sam, rory, ria, tom, hannah, rita, ada, nina };
  const ownUser: Record<Caller, number> = {
    loggedOut: pat,
    pupil: pat,
    samePupil: sam,
    parent: pat,
    teacher: tom,
    head: hannah,
    otherHead: rita,
    otherPupil: rory,
    globalAdmin: ada,
    headNo2fa: nina,
  };
  const schoolmate: Record<Caller, number> = {
    loggedOut: sam,
    pupil: sam,
    samePupil: pat,
    parent: sam,
    // Not Pat: Tom is in Pat's Year 10 Skills (he teaches it), so its project is his too.
    teacher: sam,
    head: pat,
    otherHead: rory,
    otherPupil: ria,
    globalAdmin: pat,
    headNo2fa: pat,
  };
  const uploadOf = (caller: Caller, target: Target): number => {
    const riversideCaller = RIVERSIDE_CALLERS.has(caller);
    if (target === 'own') return uploads.get(ownUser[caller]) ?? MISSING_ID;
    if (target === 'sameSchool') {
      const other = riversideCaller ? rory : caller === 'teacher' ? hannah : tom;
      return uploads.get(other) ?? MISSING_ID;
    }
    return uploads.get(riversideCaller ? hannah : rita) ?? MISSING_ID;
  };

  const cookies = new Map<Caller, string | undefined>([['loggedOut', undefined]]);
  const login = (username: string, schoolUsername: string, password = DEMO_PASSWORD) =>
    t.login({ username, schoolUsername, password });
  cookies.set('pupil', await login('pupil', 'demoacademy'));
  cookies.set('samePupil', await login('sam', 'demoacademy'));
  cookies.set('parent', await login('pupil', 'demoacademy', 'parent-password'));
  cookies.set('teacher', await login('teacher', 'demoacademy'));
  cookies.set('head', await login('head', 'demoacademy'));
  cookies.set('otherHead', await login('head', 'riverside'));
  cookies.set('otherPupil', await login('pupil', 'riverside'));
  cookies.set('globalAdmin', await login('admin', ''));
  cookies.set('headNo2fa', await login('nina', 'demoacademy'));

  return {
    demo,
    riverside,
    cookies,
    userIds,
    markers: {
      demo: ['Year 10 Skills', 'Work Experience', 'Hannah', 'demoacademy', 'Skills audit'],
      riverside: ['Reading Stars', 'Rory', 'Rita', 'riverside', 'Phonics', 'Reading record'],
    },
    rows(caller, target) {
      const riversideCaller = RIVERSIDE_CALLERS.has(caller);
      const mine = riversideCaller ? riversideRows : demoRows;
      const theirs = riversideCaller ? demoRows : riversideRows;
      const [ownSlot, sameSlot] = SLOTS[caller] ?? [0, 1];
      const school = target === 'otherSchool' ? theirs : mine;
      const slot = target === 'own' ? ownSlot : target === 'sameSchool' ? sameSlot : 0;
      const pick = <T>(list: T[]): T => list[slot % list.length] as T;

      const learnerUser =
        target === 'own'
          ? ownUser[caller]
          : target === 'sameSchool'
            ? schoolmate[caller]
            : riversideCaller
              ? pat
              : rory;
      const learner = learners.get(learnerUser) ?? noRows(learnerUser);
      const classUser =
        target === 'own'
          ? riversideCaller
            ? rory
            : pat
          : target === 'sameSchool'
            ? riversideCaller
              ? ria
              : sam
            : riversideCaller
              ? pat
              : rory;
      const pupil = learners.get(classUser) ?? noRows(classUser);
      const [criterion, criterionProject] = pick(school.criteria);
      return {
        self: learner.user,
        project: learner.project,
        assessment: learner.assessment,
        assessmentGrade: learner.assessmentGrade,
        developmentArea: learner.developmentArea,
        step: learner.step,
        note: learner.note,
        leafSkill: learner.leafSkill,
        resourceFile: pick(school.resourceFiles),
        schoolProject: pick(school.projects),
        schoolSkill: pick(school.skills),
        successCriterion: criterion,
        criterionProject,
        schoolUser: pick(school.users),
        currentSchool: school.school,
        schoolResource: pick(school.resources),
        pendingFile: uploadOf(caller, target),
        school: school.school,
        globalSkill: globalSkills[TARGETS.indexOf(target)] ?? MISSING_ID,
        globalResource,
        classPupil: pupil.user,
        classProject: pupil.project,
        classAssessment: pupil.assessment,
        classGrade: pupil.assessmentGrade,
        evidence: learner.evidence,
        evidenceFile: learner.evidenceFile,
        evidenceUpload: learner.evidenceUpload,
        classEvidence: pupil.evidence,
        classEvidenceFile: pupil.evidenceFile,
        classRound: rounds.get(classUser) ?? MISSING_ID,
        profileSubject: STAFF.has(caller) ? pupil.user : learner.user,
        profileProject: STAFF.has(caller) ? pupil.project : learner.project,
        classOfCaller: classes.get(classUser) ?? MISSING_ID,
        schoolClass: classes.get(classUser) ?? MISSING_ID,
      };
    },
  };
}

/** A caller with no learner rows sends their own user id and ids no row has. */
function noRows(user: number): LearnerRows {
  return {
    user,
    project: MISSING_ID,
    assessment: MISSING_ID,
    assessmentGrade: MISSING_ID,
    developmentArea: MISSING_ID,
    step: MISSING_ID,
    note: MISSING_ID,
    leafSkill: MISSING_ID,
    evidence: MISSING_ID,
    evidenceFile: MISSING_ID,
    evidenceUpload: MISSING_ID,
  };
}

async function firstId(query: {
  executeTakeFirstOrThrow(): Promise<{ id: number }>;
}): Promise<number> {
  return (await query.executeTakeFirstOrThrow()).id;
}

async function schoolIdOf(db: Kysely<Database>, schoolUsername: string): Promise<number> {
  return (
    await db
      .selectFrom('schools')
      .select('school_id')
      .where('school_username', '=', schoolUsername)
      .executeTakeFirstOrThrow()
  ).school_id;
}

async function projectOf(db: Kysely<Database>, schoolId: number, name: string): Promise<number> {
  return (
    await db
      .selectFrom('school_projects')
      .select('school_project_id')
      .where('school_id', '=', schoolId)
      .where('project_name', '=', name)
      .executeTakeFirstOrThrow()
  ).school_project_id;
}

async function insertProject(db: Kysely<Database>, schoolId: number): Promise<number> {
  const row = await db
    .insertInto('school_projects')
    .values({ school_id: schoolId, project_name: 'Matrix project' })
    .returning('school_project_id')
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

/** A project of these members with one round, open; the round's id. */
async function insertRoundProject(
  db: Kysely<Database>,
  schoolId: number,
  members: readonly number[],
): Promise<number> {
  const project = await insertProject(db, schoolId);
  await db
    .insertInto('user_projects')
    .values(members.map((user) => ({ user_id: user, school_project_id: project })))
    .execute();
  const round = await db
    .insertInto('assessment_rounds')
    .values({
      school_project_id: project,
      round_name: 'Matrix round',
      opens_on: '2026-09-01',
      closes_on: null,
      closed_at: null,
      created_at: new Date().toISOString(),
      created_by: null,
    })
    .returning('round_id')
    .executeTakeFirstOrThrow();
  return round.round_id;
}

/** An open class of the school with these pupils and staff; its id. */
async function insertClass(
  db: Kysely<Database>,
  schoolId: number,
  title: string,
  pupils: readonly number[],
  staff: readonly number[],
): Promise<number> {
  const at = new Date().toISOString();
  const row = await db
    .insertInto('school_classes')
    .values({
      school_id: schoolId,
      sourced_id: title,
      title,
      class_code: title,
      class_type: 'homeroom',
      year_group: null,
      school_year: null,
      closed_at: null,
      created_at: at,
      updated_at: at,
    })
    .returning('class_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('class_members')
    .values([
      ...pupils.map((user) => ({ class_id: row.class_id, user_id: user, role: 'pupil' })),
      ...staff.map((user) => ({ class_id: row.class_id, user_id: user, role: 'staff' })),
    ])
    .execute();
  return row.class_id;
}

async function insertUser(
  db: Kysely<Database>,
  schoolId: number,
  username: string,
  passwordHash: string,
): Promise<number> {
  const row = await db
    .insertInto('users')
    .values({
      school_id: schoolId,
      username,
      email: null,
      first_name: username,
      last_name: 'Matrix',
      password_hash: passwordHash,
      parent_password_hash: null,
      is_User: 1,
      current_school_id: null,
      selected_project_id: null,
      selected_assessment_id: null,
      created_at: new Date().toISOString(),
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

async function schoolSkills(db: Kysely<Database>, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('skills')
    .select('skill_id')
    .where('school_id', '=', schoolId)
    .orderBy('skill_id')
    .execute();
  return rows.map((row) => row.skill_id);
}

async function leafSkillsOf(db: Kysely<Database>, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('skills')
    .select('skill_id')
    .where('school_id', '=', schoolId)
    .where('parent_skill_id', 'is not', null)
    .orderBy('skill_id')
    .execute();
  return rows.map((row) => row.skill_id);
}

async function learnerRowsOf(db: Kysely<Database>, user: number): Promise<LearnerRows> {
  const area = await db
    .selectFrom('development_areas')
    .select(['development_area_id', 'school_project_id', 'skill_id'])
    .where('user_id', '=', user)
    .orderBy('development_area_id')
    .executeTakeFirstOrThrow();
  const assessment = await db
    .selectFrom('assessments')
    .select('assessment_id')
    .where('user_id', '=', user)
    .where('school_project_id', '=', area.school_project_id)
    .orderBy('assessment_id')
    .executeTakeFirstOrThrow();
  const grade = await db
    .selectFrom('assessment_grades')
    .select('assessment_grade_id')
    .where('assessment_id', '=', assessment.assessment_id)
    .orderBy('assessment_grade_id')
    .executeTakeFirstOrThrow();
  const step = await db
    .selectFrom('steps')
    .select('step_id')
    .where('development_area_id', '=', area.development_area_id)
    .orderBy('step_id')
    .executeTakeFirstOrThrow();
  let note = await db
    .selectFrom('notes')
    .select('note_id')
    .where('user_id', '=', user)
    .orderBy('note_id')
    .executeTakeFirst();
  note ??= await db
    .insertInto('notes')
    .values({
      user_id: user,
      note_title: 'Matrix',
      note_text: 'x',
      created_at: new Date().toISOString(),
    })
    .returning('note_id')
    .executeTakeFirstOrThrow();
  return {
    user,
    project: area.school_project_id,
    assessment: assessment.assessment_id,
    assessmentGrade: grade.assessment_grade_id,
    developmentArea: area.development_area_id,
    step: step.step_id,
    note: note.note_id,
    leafSkill: area.skill_id,
    ...(await evidenceRowsOf(db, user, area.school_project_id)),
  };
}

/** A piece of the learner's evidence in the project holding a file, and a loose upload. */
async function evidenceRowsOf(
  db: Kysely<Database>,
  user: number,
  project: number,
): Promise<Pick<LearnerRows, 'evidence' | 'evidenceFile' | 'evidenceUpload'>> {
  const schoolId = (
    await db
      .selectFrom('users')
      .select('school_id')
      .where('user_id', '=', user)
      .executeTakeFirstOrThrow()
  ).school_id;
  if (schoolId === null) throw new Error(`learner ${user} has no school`);
  const evidenceFile = await insertPendingFile(db, schoolId, user);
  const evidence = await db
    .insertInto('evidence')
    .values({
      user_id: user,
      school_project_id: project,
      evidence_text: 'Matrix',
      created_at: new Date().toISOString(),
      file_id: evidenceFile,
    })
    .returning('evidence_id')
    .executeTakeFirstOrThrow();
  return {
    evidence: evidence.evidence_id,
    evidenceFile,
    evidenceUpload: await insertPendingFile(db, schoolId, user),
  };
}

/** A second pupil's rows, as the demo gives Pat: an assessment, a graded skill, an area with a step, a note. */
async function addLearnerRows(
  db: Kysely<Database>,
  user: number,
  project: number,
  schoolId: number,
): Promise<LearnerRows> {
  const now = new Date().toISOString();
  const [skill] = await leafSkillsOf(db, schoolId);
  if (skill === undefined) throw new Error(`school ${schoolId} has no leaf skill`);
  await db
    .insertInto('user_projects')
    .values({ user_id: user, school_project_id: project })
    .execute();
  const assessment = await db
    .insertInto('assessments')
    .values({
      user_id: user,
      school_project_id: project,
      assessment_name: 'Matrix',
      created_at: now,
    })
    .returning('assessment_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('assessment_grades')
    .values({ assessment_id: assessment.assessment_id, skill_id: skill, grade: 5, statement: 'x' })
    .execute();
  const area = await db
    .insertInto('development_areas')
    .values({
      user_id: user,
      school_project_id: project,
      skill_id: skill,
      reason: 'x',
      created_at: now,
    })
    .returning('development_area_id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('steps')
    .values({ development_area_id: area.development_area_id, step_text: 'x' })
    .execute();
  await db
    .insertInto('notes')
    .values({ user_id: user, note_title: 'Matrix', note_text: 'x', created_at: now })
    .execute();
  return learnerRowsOf(db, user);
}

async function criteriaOf(db: Kysely<Database>, project: number): Promise<Array<[number, number]>> {
  const rows = await db
    .selectFrom('success_criteria')
    .select('success_criteria_id')
    .where('school_project_id', '=', project)
    .orderBy('success_criteria_id')
    .execute();
  return rows.map((row) => [row.success_criteria_id, project]);
}

async function insertCriterion(
  db: Kysely<Database>,
  project: number,
  index: number,
): Promise<number> {
  const row = await db
    .insertInto('success_criteria')
    .values({
      school_project_id: project,
      success_criteria_text: `Matrix ${index}`,
      ordering_index: index,
    })
    .returning('success_criteria_id')
    .executeTakeFirstOrThrow();
  return row.success_criteria_id;
}

async function activeResources(db: Kysely<Database>, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('resources')
    .select('resource_id')
    .where('school_id', '=', schoolId)
    .where('active', '=', 1)
    .orderBy('resource_id')
    .execute();
  return rows.map((row) => row.resource_id);
}

async function activeResourceFiles(db: Kysely<Database>, schoolId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('resources')
    .select('file_id')
    .where('school_id', '=', schoolId)
    .where('active', '=', 1)
    .where('file_id', 'is not', null)
    .orderBy('resource_id')
    .execute();
  return rows.flatMap((row) => (row.file_id === null ? [] : [row.file_id]));
}

async function insertPendingFile(
  db: Kysely<Database>,
  schoolId: number,
  uploadedBy: number,
): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({
      school_id: schoolId,
      file_name: 'pending.txt',
      content_type: 'text/plain',
      size: 1,
      content: Buffer.from('x'),
      created_at: new Date().toISOString(),
      uploaded_by: uploadedBy,
    })
    .returning('file_id')
    .executeTakeFirstOrThrow();
  return row.file_id;
}
