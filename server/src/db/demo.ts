/**
 * DEMO.md's data set: loaded by `--demo` into an empty database only, never by migrations.
 * Tests and demos rely on these exact names and passwords.
 */
import { ensureHomeSpace } from '../home/homeSpace';
import type { Insertable, Kysely, Transaction } from 'kysely';
import { hashPassword } from '../auth/passwords';
import { textPdf } from '../generated/pdf';
import { solidPng } from '../generated/png';
import { renderMarkdown } from '../wire/markdown';
import type { Database, Executor, SchoolsTable } from './database';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_PARENT_PASSWORD = 'parent-password';

/** True when there is nothing to trample: no schools and no users. */
export async function isDatabaseEmpty(db: Executor): Promise<boolean> {
  const schools = await db.selectFrom('schools').select('school_id').limit(1).executeTakeFirst();
  const users = await db.selectFrom('users').select('user_id').limit(1).executeTakeFirst();
  return schools === undefined && users === undefined;
}

/** Loads the demo data if the database is empty; returns whether it did. One transaction. */
export async function loadDemoIfEmpty(db: Kysely<Database>): Promise<boolean> {
  if (!(await isDatabaseEmpty(db))) return false;
  // Demo data only: every demo user shares one argon2id hash of demo-password (still a real
  // salted hash), so loading costs two hashes rather than eight. Real users each get
  // their own salt.
  const hashes = {
    password: await hashPassword(DEMO_PASSWORD),
    parent: await hashPassword(DEMO_PARENT_PASSWORD),
  };
  return db.transaction().execute(async (trx) => {
    // Checked again inside the transaction: another process may have loaded it meanwhile.
    if (!(await isDatabaseEmpty(trx))) return false;
    await insertDemoData(trx, hashes, new Date().toISOString());
    return true;
  });
}

interface DemoHashes {
  password: string;
  parent: string;
}

async function insertDemoData(
  trx: Transaction<Database>,
  hashes: DemoHashes,
  now: string,
): Promise<void> {
  const demo = await insertSchool(trx, {
    school_name: 'Demo Academy',
    school_username: 'demoacademy',
    address1: '1 Learning Lane',
    address2: null,
    town: 'Dartford',
    county: 'Kent',
    postcode: 'DA1 1AA',
    contact_name: 'Hannah Head',
    telephone: '01322 000000',
    dfe_number: '886/4000',
    project_type: 'Secondary',
    notes: 'Demo school: every screen has something to show.',
    allowPeerReviews: 1,
    licenceNumber: 200,
    created_at: now,
  });
  const riverside = await insertSchool(trx, {
    school_name: 'Riverside Primary',
    school_username: 'riverside',
    address1: '2 River Walk',
    address2: null,
    town: 'Reading',
    county: 'Berkshire',
    postcode: 'RG1 2BB',
    contact_name: 'Rita River',
    telephone: '0118 000000',
    dfe_number: '870/2000',
    project_type: 'Primary',
    notes: null,
    allowPeerReviews: 0,
    licenceNumber: 50,
    created_at: now,
  });

  const user = (fields: NewUser): Promise<number> =>
    insertUser(trx, { ...fields, created_at: now }, hashes);
  await user({
    username: 'admin',
    school_id: null,
    name: ['Ada', 'Admin'],
    email: 'admin@skillfolio.test',
    is_Admin: 1,
    current_school_id: demo,
  });
  await user({
    username: 'head',
    school_id: demo,
    name: ['Hannah', 'Head'],
    email: 'head@demoacademy.test',
    is_schoolAdmin: 1,
    is_Staff: 1,
  });
  const tom = await user({
    username: 'teacher',
    school_id: demo,
    name: ['Tom', 'Teacher'],
    email: 'teacher@demoacademy.test',
    is_Staff: 1,
  });
  const pat = await user({
    username: 'pupil',
    school_id: demo,
    name: ['Pat', 'Pupil'],
    email: 'pupil@demoacademy.test',
    withParentPassword: true,
  });
  await user({
    username: 'locked',
    school_id: demo,
    name: ['Lee', 'Locked'],
    email: null,
    is_User: 0,
  });
  await user({
    username: 'head',
    school_id: riverside,
    name: ['Rita', 'River'],
    email: 'head@riverside.test',
    is_schoolAdmin: 1,
  });
  const rory = await user({
    username: 'pupil',
    school_id: riverside,
    name: ['Rory', 'River'],
    email: null,
  });
  const holly = await user({
    username: 'homeuser',
    school_id: null,
    name: ['Holly', 'Home'],
    email: 'home@skillfolio.test',
  });
  // A home learner starts with their own space and project, as registration gives one.
  await ensureHomeSpace(
    trx,
    { user_id: holly, first_name: 'Holly', last_name: 'Home' },
    new Date(now),
  );

  const year10 = await insertProject(trx, demo, 'Year 10 Skills');
  const workExperience = await insertProject(trx, demo, 'Work Experience');
  const readingStars = await insertProject(trx, riverside, 'Reading Stars');
  await trx
    .insertInto('user_projects')
    .values([
      { user_id: pat, school_project_id: year10 },
      { user_id: pat, school_project_id: workExperience },
      { user_id: rory, school_project_id: readingStars },
      // Tom teaches Year 10 Skills, so its pupils are in his class view.
      { user_id: tom, school_project_id: year10 },
    ])
    .execute();

  const demoSkills = await insertSkillTree(trx, demo, [
    ['Communication', ['Listening', 'Speaking']],
    ['Teamwork', ['Collaboration', 'Leadership']],
    ['Self-management', ['Staying positive', 'Aiming high']],
    ['Problem solving', ['Creativity', 'Problem solving']],
  ]);
  const riversideSkills = await insertSkillTree(trx, riverside, [
    ['Reading', ['Phonics', 'Comprehension']],
    ['Confidence', ['Speaking up']],
  ]);

  // Grades follow the child skills in order: Listening, Speaking, Collaboration, Leadership,
  // Staying positive, Aiming high, Creativity, Problem solving.
  const autumn = await insertAssessment(trx, {
    userId: pat,
    projectId: year10,
    name: 'Autumn 2026',
    createdAt: '2026-10-05T09:00:00.000Z',
    skills: demoSkills,
    grades: [
      [4, 'I listen in class but sometimes drift off in long talks.'],
      [3, 'I find it hard to speak up in group discussions.'],
      [6, 'I share the work fairly in group projects.'],
      [2, 'I have not led a group yet.'],
      [5, 'I stay calm most of the time when things go wrong.'],
      [6, 'I want to do well in my GCSEs.'],
      [7, 'I like coming up with new ideas in design lessons.'],
      [5, 'I can solve problems when I have time to think.'],
    ],
  });
  const spring = await insertAssessment(trx, {
    userId: pat,
    projectId: year10,
    name: 'Spring 2027',
    createdAt: '2027-02-08T09:00:00.000Z',
    skills: demoSkills,
    grades: [
      [6, 'I take notes now, which keeps me listening.'],
      [5, 'I asked a question in every science lesson this term.'],
      null,
      [4, 'I led our group presentation on renewable energy.'],
      null,
      null,
      [8, 'I designed the poster for our charity week.'],
      null,
    ],
  });

  await insertDevelopmentArea(trx, {
    userId: pat,
    projectId: year10,
    skillId: requireSkill(demoSkills, 'Speaking'),
    reason: 'I find it hard to speak up in group discussions.',
    createdAt: '2026-10-06T09:00:00.000Z',
    steps: [
      ['Ask one question in every lesson', false],
      ["Volunteer to present our group's work", false],
      ['Practised my talk with a friend', true],
    ],
  });

  const notes = await trx
    .insertInto('notes')
    .values(
      [
        {
          user_id: pat,
          note_title: 'Careers fair',
          // Notes are Markdown as the pupil wrote it, kept with its HTML (wire/markdown.ts).
          note_text: 'Talked to an **engineering apprentice** about what the job is like.',
          created_at: '2026-10-20T14:30:00.000Z',
        },
        {
          user_id: pat,
          note_title: 'Presentation feedback',
          note_text:
            'Mr Teacher said my slides were clear.\n\n- Speak more slowly\n- Look at the audience',
          created_at: '2027-02-10T10:15:00.000Z',
        },
      ].map((note) => ({ ...note, note_html: renderMarkdown(note.note_text) })),
    )
    .returning(['note_id', 'note_title'])
    .execute();

  // Tom has rated two of Pat's Autumn 2026 skills, beside (never over) Pat's own.
  await trx
    .insertInto('teacher_ratings')
    .values([
      {
        assessment_grade_id: requireGrade(autumn, demoSkills, 'Collaboration'),
        grade: 7,
        comment: 'You made sure everyone in your group had a job.',
        rated_by: tom,
        rated_at: '2026-10-12T15:30:00.000Z',
      },
      {
        assessment_grade_id: requireGrade(autumn, demoSkills, 'Leadership'),
        grade: 3,
        comment: 'Try leading the next group task.',
        rated_by: tom,
        rated_at: '2026-10-12T15:31:00.000Z',
      },
    ])
    .execute();
  // Spring 2027's Leadership (4, up from 2) is a step-up, shown by the presentation note.
  const feedback = notes.find((note) => note.note_title === 'Presentation feedback');
  if (feedback === undefined) throw new Error('Demo note "Presentation feedback" is missing');
  await trx
    .insertInto('step_up_evidence')
    .values({
      assessment_grade_id: requireGrade(spring, demoSkills, 'Leadership'),
      note_id: feedback.note_id,
      step_id: null,
      evidence_id: null,
      linked_at: '2027-02-10T10:20:00.000Z',
    })
    .execute();

  await trx
    .insertInto('reflections')
    .values([
      {
        user_id: pat,
        reflection_text: 'This term I noticed I speak up more when I have prepared.',
        created_at: '2026-12-15T15:00:00.000Z',
      },
      {
        user_id: pat,
        reflection_text: 'Leading the presentation was scary but I am glad I did it.',
        created_at: '2027-02-12T15:00:00.000Z',
      },
    ])
    .execute();

  const criteria = await insertSuccessCriteria(trx, year10, [
    'Works well with others in a team',
    'Communicates ideas clearly',
    'Sets and reviews personal targets',
  ]);
  await insertEvidence(trx, {
    userId: pat,
    projectId: year10,
    text: 'Led the group presentation on renewable energy',
    createdAt: '2027-02-09T09:00:00.000Z',
    criteriaIds: criteria,
    checked: [true, true, false],
  });
  await insertEvidence(trx, {
    userId: pat,
    projectId: year10,
    text: 'Kept a weekly target log for a whole term',
    createdAt: '2026-12-18T09:00:00.000Z',
    criteriaIds: criteria,
    checked: [false, false, true],
  });

  await insertDemoResources(trx, demo, riverside, now);

  // Riverside's rows give tenant-isolation tests something to (not) find.
  await insertAssessment(trx, {
    userId: rory,
    projectId: readingStars,
    name: 'Summer 2026',
    createdAt: '2026-06-20T09:00:00.000Z',
    skills: riversideSkills,
    grades: [
      [7, 'I can sound out long words.'],
      [5, 'I can tell the story back in my own words.'],
      [3, 'I get shy reading aloud.'],
    ],
  });
  await insertDevelopmentArea(trx, {
    userId: rory,
    projectId: readingStars,
    skillId: requireSkill(riversideSkills, 'Speaking up'),
    reason: 'I get shy reading aloud.',
    createdAt: '2026-06-21T09:00:00.000Z',
    steps: [['Read aloud to my class once a week', false]],
  });
}

async function insertSchool(
  trx: Transaction<Database>,
  school: Insertable<SchoolsTable>,
): Promise<number> {
  const row = await trx
    .insertInto('schools')
    .values(school)
    .returning('school_id')
    .executeTakeFirstOrThrow();
  return row.school_id;
}

interface NewUser {
  username: string;
  school_id: number | null;
  /** First and last name. */
  name: readonly [string, string];
  email: string | null;
  is_Admin?: number;
  is_schoolAdmin?: number;
  is_Staff?: number;
  is_User?: number;
  current_school_id?: number;
  withParentPassword?: boolean;
}

async function insertUser(
  trx: Transaction<Database>,
  user: NewUser & { created_at: string },
  hashes: DemoHashes,
): Promise<number> {
  const row = await trx
    .insertInto('users')
    .values({
      username: user.username,
      school_id: user.school_id,
      first_name: user.name[0],
      last_name: user.name[1],
      email: user.email,
      // The demo's addresses are its own (DEMO.md): proved, so they log in by e-mail.
      email_verified_at: user.email === null ? null : user.created_at,
      password_hash: hashes.password,
      parent_password_hash: user.withParentPassword === true ? hashes.parent : null,
      is_Admin: user.is_Admin ?? 0,
      is_schoolAdmin: user.is_schoolAdmin ?? 0,
      is_Staff: user.is_Staff ?? 0,
      is_User: user.is_User ?? 1,
      current_school_id: user.current_school_id ?? null,
      created_at: user.created_at,
      // Demo logins are public (DEMO.md): a second factor would protect nothing, and every
      // test and demo logs in with the password alone. Real admins must enrol.
      second_factor_exempt: 1,
    })
    .returning('user_id')
    .executeTakeFirstOrThrow();
  return row.user_id;
}

async function insertProject(
  trx: Transaction<Database>,
  schoolId: number,
  projectName: string,
): Promise<number> {
  const row = await trx
    .insertInto('school_projects')
    .values({ school_id: schoolId, project_name: projectName })
    .returning('school_project_id')
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

interface DemoSkill {
  skill_id: number;
  skill_descriptor: string;
}

/** Inserts parents and their children in order; returns the child skills in that order. */
async function insertSkillTree(
  trx: Transaction<Database>,
  schoolId: number,
  tree: ReadonlyArray<readonly [string, readonly string[]]>,
): Promise<DemoSkill[]> {
  const children: DemoSkill[] = [];
  let ordering = 0;
  for (const [parentName, childNames] of tree) {
    const parent = await trx
      .insertInto('skills')
      .values({
        school_id: schoolId,
        skill_descriptor: parentName,
        parent_skill_id: null,
        ordering: ++ordering,
      })
      .returning('skill_id')
      .executeTakeFirstOrThrow();
    for (const childName of childNames) {
      const child = await trx
        .insertInto('skills')
        .values({
          school_id: schoolId,
          skill_descriptor: childName,
          parent_skill_id: parent.skill_id,
          ordering: ++ordering,
        })
        .returning('skill_id')
        .executeTakeFirstOrThrow();
      children.push({ skill_id: child.skill_id, skill_descriptor: childName });
    }
  }
  return children;
}

function requireSkill(skills: readonly DemoSkill[], descriptor: string): number {
  const skill = skills.find((s) => s.skill_descriptor === descriptor);
  if (skill === undefined) throw new Error(`Demo skill "${descriptor}" is missing`);
  return skill.skill_id;
}

interface DemoAssessment {
  userId: number;
  projectId: number;
  name: string;
  createdAt: string;
  skills: readonly DemoSkill[];
  /** One per skill, in order; null for a skill not graded yet. */
  grades: ReadonlyArray<readonly [grade: number, statement: string] | null>;
}

/**
 * An assessment with a grade row for every child skill, graded or not: the client saves
 * grades by assessment_grade_id, so the row must exist before the first grade.
 */
async function insertAssessment(
  trx: Transaction<Database>,
  assessment: DemoAssessment,
): Promise<Map<number, number>> {
  const row = await trx
    .insertInto('assessments')
    .values({
      user_id: assessment.userId,
      school_project_id: assessment.projectId,
      assessment_name: assessment.name,
      created_at: assessment.createdAt,
    })
    .returning('assessment_id')
    .executeTakeFirstOrThrow();
  return trx
    .insertInto('assessment_grades')
    .values(
      assessment.skills.map((skill, i) => {
        const grade = assessment.grades[i] ?? null;
        return {
          assessment_id: row.assessment_id,
          skill_id: skill.skill_id,
          grade: grade === null ? null : grade[0],
          statement: grade === null ? null : grade[1],
        };
      }),
    )
    .returning(['assessment_grade_id', 'skill_id'])
    .execute()
    .then((rows) => new Map(rows.map((r) => [r.skill_id, r.assessment_grade_id])));
}

/** The grade row of the named skill in an assessment (from insertAssessment). */
function requireGrade(
  grades: ReadonlyMap<number, number>,
  skills: readonly DemoSkill[],
  descriptor: string,
): number {
  const id = grades.get(requireSkill(skills, descriptor));
  if (id === undefined) throw new Error(`Demo grade of "${descriptor}" is missing`);
  return id;
}

interface DemoDevelopmentArea {
  userId: number;
  projectId: number;
  skillId: number;
  reason: string;
  createdAt: string;
  steps: ReadonlyArray<readonly [text: string, completed: boolean]>;
}

async function insertDevelopmentArea(
  trx: Transaction<Database>,
  area: DemoDevelopmentArea,
): Promise<void> {
  const row = await trx
    .insertInto('development_areas')
    .values({
      user_id: area.userId,
      school_project_id: area.projectId,
      skill_id: area.skillId,
      reason: area.reason,
      created_at: area.createdAt,
    })
    .returning('development_area_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('steps')
    .values(
      area.steps.map(([text, completed], i) => ({
        development_area_id: row.development_area_id,
        step_text: text,
        is_completed: completed ? 1 : 0,
        ordering: i + 1,
      })),
    )
    .execute();
}

async function insertSuccessCriteria(
  trx: Transaction<Database>,
  projectId: number,
  texts: readonly string[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, text] of texts.entries()) {
    const row = await trx
      .insertInto('success_criteria')
      .values({ school_project_id: projectId, success_criteria_text: text, ordering_index: i + 1 })
      .returning('success_criteria_id')
      .executeTakeFirstOrThrow();
    ids.push(row.success_criteria_id);
  }
  return ids;
}

interface DemoEvidence {
  userId: number;
  projectId: number;
  text: string;
  createdAt: string;
  criteriaIds: readonly number[];
  /** Per criterion, in order: does this evidence meet it? */
  checked: readonly boolean[];
}

async function insertEvidence(trx: Transaction<Database>, evidence: DemoEvidence): Promise<void> {
  const row = await trx
    .insertInto('evidence')
    .values({
      user_id: evidence.userId,
      school_project_id: evidence.projectId,
      evidence_text: evidence.text,
      created_at: evidence.createdAt,
    })
    .returning('evidence_id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('evidence_criteria')
    .values(
      evidence.criteriaIds.map((id, i) => ({
        evidence_id: row.evidence_id,
        success_criteria_id: id,
        isChecked: evidence.checked[i] === true ? 1 : 0,
      })),
    )
    .execute();
}

async function insertDemoResources(
  trx: Transaction<Database>,
  demo: number,
  riverside: number,
  now: string,
): Promise<void> {
  const tagIds = new Map<string, number>();
  for (const label of ['Worksheet', 'Careers', 'Video']) {
    const row = await trx
      .insertInto('tags')
      .values({ school_id: null, tag_label: label })
      .returning('tag_id')
      .executeTakeFirstOrThrow();
    tagIds.set(label, row.tag_id);
  }

  const resource = async (fields: {
    name: string;
    detail: string;
    schoolId: number | null;
    active?: boolean;
    tags: readonly string[];
    file?: { name: string; contentType: string; content: Buffer };
  }): Promise<void> => {
    const file =
      fields.file === undefined
        ? undefined
        : await trx
            .insertInto('files')
            .values({
              school_id: fields.schoolId,
              file_name: fields.file.name,
              content_type: fields.file.contentType,
              size: fields.file.content.length,
              content: fields.file.content,
              created_at: now,
            })
            .returning('file_id')
            .executeTakeFirstOrThrow();
    const row = await trx
      .insertInto('resources')
      .values({
        resource_name: fields.name,
        resource_detail: fields.detail,
        resource_detail_html: renderMarkdown(fields.detail),
        school_id: fields.schoolId,
        active: fields.active === false ? 0 : 1,
        file_id: file?.file_id ?? null,
        created_at: now,
      })
      .returning('resource_id')
      .executeTakeFirstOrThrow();
    for (const label of fields.tags) {
      const tagId = tagIds.get(label);
      if (tagId === undefined) throw new Error(`Demo tag "${label}" is missing`);
      await trx
        .insertInto('resource_tags')
        .values({ resource_id: row.resource_id, tag_id: tagId })
        .execute();
    }
  };

  await resource({
    name: 'Skills audit worksheet',
    detail: 'Print this and fill it in **before** your self assessment.',
    schoolId: demo,
    tags: ['Worksheet'],
    file: {
      name: 'skills-audit-worksheet.pdf',
      contentType: 'application/pdf',
      content: textPdf(['Skills audit worksheet', 'Demo Academy', 'Rate each skill from 0 to 10.']),
    },
  });
  await resource({
    name: 'Careers websites',
    detail: 'Useful websites for finding apprenticeships and courses.',
    schoolId: demo,
    tags: ['Careers'],
    file: {
      name: 'careers-websites.txt',
      contentType: 'text/plain',
      content: Buffer.from(
        'Careers websites\n\nNational Careers Service: https://nationalcareers.service.gov.uk\n' +
          'Find an apprenticeship: https://www.gov.uk/apply-apprenticeship\n',
        'utf8',
      ),
    },
  });
  await resource({
    name: 'Interview skills video',
    detail: 'Watch the video, then practise answering the three questions with a partner.',
    schoolId: demo,
    tags: ['Video'],
    file: {
      name: 'interview-skills-still.png',
      contentType: 'image/png',
      content: solidPng(32, 24, [0x0f, 0x76, 0x6e], [0xff, 0xff, 0xff]),
    },
  });
  await resource({
    name: 'Getting started with Skillfolio',
    detail: 'A one-page guide for every school: how to assess yourself and plan next steps.',
    schoolId: null,
    tags: ['Worksheet'],
    file: {
      name: 'getting-started.pdf',
      contentType: 'application/pdf',
      content: textPdf(['Getting started with Skillfolio', 'Assess, plan, reflect.']),
    },
  });
  await resource({
    name: 'Old timetable (archived)',
    detail: "Last year's timetable. Learners must not see this.",
    schoolId: demo,
    active: false,
    tags: [],
    // A file too, so tests can prove an inactive resource's file is never handed out.
    file: {
      name: 'old-timetable.txt',
      contentType: 'text/plain',
      content: Buffer.from('Timetable 2025-26 (archived)\n', 'utf8'),
    },
  });
  await resource({
    name: 'Reading record sheet',
    detail: 'Write down every book you read this term.',
    schoolId: riverside,
    tags: ['Worksheet'],
    file: {
      name: 'reading-record.txt',
      contentType: 'text/plain',
      content: Buffer.from('Reading record\n\nTitle | Author | Date finished\n', 'utf8'),
    },
  });
}
