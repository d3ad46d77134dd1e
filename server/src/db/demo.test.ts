import type { Kysely } from 'kysely';
import { inflateSync } from 'node:zlib';
import { verifyPassword } from '../auth/passwords';
import { openDatabase } from './connection';
import { createTestDatabase, type TestDatabase } from '../../test/support/testDatabase';
import type { Database } from './database';
import { loadDemoIfEmpty } from './demo';
import { migrateToLatest } from './migrator';

let database: TestDatabase;
let db: Kysely<Database>;
beforeAll(async () => {
  database = await createTestDatabase('nothing');
  db = openDatabase(database.target);
  await migrateToLatest(db);
  expect(await loadDemoIfEmpty(db)).toBe(true);
});
afterAll(async () => {
  await db.destroy();
  await database.drop();
});

async function count(table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function userId(schoolUsername: string | null, username: string): Promise<number> {
  let query = db.selectFrom('users').leftJoin('schools', 'schools.school_id', 'users.school_id');
  query =
    schoolUsername === null
      ? query.where('users.school_id', 'is', null)
      : query.where('schools.school_username', '=', schoolUsername);
  const row = await query
    .select('users.user_id')
    .where('users.username', '=', username)
    .executeTakeFirstOrThrow();
  return row.user_id;
}

describe('demo data', () => {
  it('loads only into an empty database: running it twice does not duplicate', async () => {
    const before = {
      schools: await count('schools'),
      users: await count('users'),
      files: await count('files'),
    };
    expect(await loadDemoIfEmpty(db)).toBe(false);
    expect({
      schools: await count('schools'),
      users: await count('users'),
      files: await count('files'),
    }).toEqual(before);
    // DEMO.md's two schools, and Holly Home's own space (home/homeSpace.ts).
    expect(before).toEqual({ schools: 3, users: 8, files: 6 });
  });

  it('does not load into a database that already has a school', async () => {
    const otherDatabase = await createTestDatabase('nothing');
    const other = openDatabase(otherDatabase.target);
    try {
      await migrateToLatest(other);
      await other
        .insertInto('schools')
        .values({
          school_name: 'Real School',
          school_username: 'real',
          created_at: new Date().toISOString(),
        })
        .execute();
      expect(await loadDemoIfEmpty(other)).toBe(false);
      const users = await other.selectFrom('users').select('user_id').execute();
      expect(users).toHaveLength(0);
    } finally {
      await other.destroy();
      await otherDatabase.drop();
    }
  });

  it('has the schools of DEMO.md', async () => {
    const schools = await db
      .selectFrom('schools')
      .select([
        'school_name',
        'school_username',
        'town',
        'county',
        'postcode',
        'licenceNumber',
        'allowPeerReviews',
      ])
      // Holly Home's own space is no school of DEMO.md's (home/homeSpace.ts).
      .where('school_username', 'not like', '~home-%')
      .orderBy('school_id')
      .execute();
    expect(schools).toEqual([
      {
        school_name: 'Demo Academy',
        school_username: 'demoacademy',
        town: 'Dartford',
        county: 'Kent',
        postcode: 'DA1 1AA',
        licenceNumber: 200,
        allowPeerReviews: 1,
      },
      {
        school_name: 'Riverside Primary',
        school_username: 'riverside',
        town: 'Reading',
        county: 'Berkshire',
        postcode: 'RG1 2BB',
        licenceNumber: 50,
        allowPeerReviews: 0,
      },
    ]);
  });

  it('has the users of DEMO.md with their flags, and the demo passwords', async () => {
    const users = await db
      .selectFrom('users')
      .leftJoin('schools', 'schools.school_id', 'users.school_id')
      .leftJoin('schools as current', 'current.school_id', 'users.current_school_id')
      .select([
        'users.username',
        'schools.school_username as school',
        'users.first_name',
        'users.last_name',
        'users.email',
        'users.is_Admin',
        'users.is_schoolAdmin',
        'users.is_Staff',
        'users.is_User',
        'current.school_username as current_school',
      ])
      .orderBy('users.user_id')
      .execute();
    const u = (
      username: string,
      school: string | null,
      first_name: string,
      last_name: string,
      email: string | null,
      flags: Partial<Record<'is_Admin' | 'is_schoolAdmin' | 'is_Staff', number>> & {
        is_User?: number;
        current_school?: string;
      },
    ) => ({
      username,
      school,
      first_name,
      last_name,
      email,
      is_Admin: flags.is_Admin ?? 0,
      is_schoolAdmin: flags.is_schoolAdmin ?? 0,
      is_Staff: flags.is_Staff ?? 0,
      is_User: flags.is_User ?? 1,
      current_school: flags.current_school ?? null,
    });
    expect(users).toEqual([
      u('admin', null, 'Ada', 'Admin', 'admin@skillfolio.test', {
        is_Admin: 1,
        current_school: 'demoacademy',
      }),
      u('head', 'demoacademy', 'Hannah', 'Head', 'head@demoacademy.test', {
        is_schoolAdmin: 1,
        is_Staff: 1,
      }),
      u('teacher', 'demoacademy', 'Tom', 'Teacher', 'teacher@demoacademy.test', { is_Staff: 1 }),
      u('pupil', 'demoacademy', 'Pat', 'Pupil', 'pupil@demoacademy.test', {}),
      u('locked', 'demoacademy', 'Lee', 'Locked', null, { is_User: 0 }),
      u('head', 'riverside', 'Rita', 'River', 'head@riverside.test', { is_schoolAdmin: 1 }),
      u('pupil', 'riverside', 'Rory', 'River', null, {}),
      u('homeuser', null, 'Holly', 'Home', 'home@skillfolio.test', {}),
    ]);

    const pat = await db
      .selectFrom('users')
      .select(['password_hash', 'parent_password_hash'])
      .where('user_id', '=', await userId('demoacademy', 'pupil'))
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(pat.password_hash, 'demo-password')).toBe(true);
    expect(await verifyPassword(pat.parent_password_hash ?? '', 'parent-password')).toBe(true);
  });

  it('gives Pat Pupil two graded assessments in Year 10 Skills', async () => {
    const pat = await userId('demoacademy', 'pupil');
    const assessments = await db
      .selectFrom('assessments')
      .innerJoin(
        'school_projects',
        'school_projects.school_project_id',
        'assessments.school_project_id',
      )
      .innerJoin(
        'assessment_grades',
        'assessment_grades.assessment_id',
        'assessments.assessment_id',
      )
      .select(['assessments.assessment_name', 'school_projects.project_name'])
      .select((eb) => [
        eb.fn.count<number>('assessment_grades.grade').as('graded'),
        eb.fn.count<number>('assessment_grades.statement').as('statements'),
      ])
      .where('assessments.user_id', '=', pat)
      .groupBy([
        'assessments.assessment_id',
        'assessments.assessment_name',
        'school_projects.project_name',
      ])
      .orderBy('assessments.assessment_id')
      .execute();
    expect(assessments).toEqual([
      { assessment_name: 'Autumn 2026', project_name: 'Year 10 Skills', graded: 8, statements: 8 },
      { assessment_name: 'Spring 2027', project_name: 'Year 10 Skills', graded: 4, statements: 4 },
    ]);
  });

  it('gives Demo Academy the skills tree of DEMO.md', async () => {
    const skills = await db
      .selectFrom('skills as child')
      .innerJoin('skills as parent', 'parent.skill_id', 'child.parent_skill_id')
      .innerJoin('schools', 'schools.school_id', 'child.school_id')
      .select(['parent.skill_descriptor as parent', 'child.skill_descriptor as child'])
      .where('schools.school_username', '=', 'demoacademy')
      .orderBy('child.ordering')
      .execute();
    expect(skills.map((s) => `${s.parent} > ${s.child}`)).toEqual([
      'Communication > Listening',
      'Communication > Speaking',
      'Teamwork > Collaboration',
      'Teamwork > Leadership',
      'Self-management > Staying positive',
      'Self-management > Aiming high',
      'Problem solving > Creativity',
      'Problem solving > Problem solving',
    ]);
  });

  it('gives Pat a Speaking development area with two next steps and one done', async () => {
    const pat = await userId('demoacademy', 'pupil');
    const steps = await db
      .selectFrom('development_areas')
      .innerJoin('skills', 'skills.skill_id', 'development_areas.skill_id')
      .innerJoin('steps', 'steps.development_area_id', 'development_areas.development_area_id')
      .select(['skills.skill_descriptor', 'development_areas.reason', 'steps.is_completed'])
      .where('development_areas.user_id', '=', pat)
      .execute();
    expect(new Set(steps.map((s) => s.skill_descriptor))).toEqual(new Set(['Speaking']));
    expect(steps[0]?.reason).not.toBe('');
    expect(steps.map((s) => s.is_completed).sort()).toEqual([0, 0, 1]);
    expect(
      await db.selectFrom('notes').select('note_id').where('user_id', '=', pat).execute(),
    ).toHaveLength(2);
    expect(
      await db
        .selectFrom('reflections')
        .select('reflection_id')
        .where('user_id', '=', pat)
        .execute(),
    ).toHaveLength(2);
  });

  it('gives Year 10 Skills three success criteria ordered 1 to 3, with evidence against them', async () => {
    const criteria = await db
      .selectFrom('success_criteria')
      .innerJoin(
        'school_projects',
        'school_projects.school_project_id',
        'success_criteria.school_project_id',
      )
      .select(['success_criteria.ordering_index'])
      .where('school_projects.project_name', '=', 'Year 10 Skills')
      .orderBy('success_criteria.ordering_index')
      .execute();
    expect(criteria.map((c) => c.ordering_index)).toEqual([1, 2, 3]);
    const checked = await db
      .selectFrom('evidence_criteria')
      .select('isChecked')
      .where('isChecked', '=', 1)
      .execute();
    expect(checked.length).toBeGreaterThan(0);
  });

  it('has the resources of DEMO.md, each with a real file', async () => {
    const resources = await db
      .selectFrom('resources')
      .leftJoin('schools', 'schools.school_id', 'resources.school_id')
      .leftJoin('files', 'files.file_id', 'resources.file_id')
      .leftJoin('resource_tags', 'resource_tags.resource_id', 'resources.resource_id')
      .leftJoin('tags', 'tags.tag_id', 'resource_tags.tag_id')
      .select([
        'schools.school_username as school',
        'resources.active',
        'tags.tag_label',
        'files.content_type',
        'files.content',
        'files.size',
      ])
      .orderBy('resources.resource_id')
      .execute();
    const demoActive = resources.filter((r) => r.school === 'demoacademy' && r.active === 1);
    expect(demoActive.map((r) => [r.tag_label, r.content_type])).toEqual([
      ['Worksheet', 'application/pdf'],
      ['Careers', 'text/plain'],
      ['Video', 'image/png'],
    ]);
    const global = resources.filter((r) => r.school === null);
    expect(global.map((r) => r.content_type)).toEqual(['application/pdf']);
    expect(resources.filter((r) => r.school === 'demoacademy' && r.active === 0)).toHaveLength(1);

    for (const resource of resources) {
      if (resource.content === null) continue;
      expect(resource.content.length).toBe(resource.size);
      if (resource.content_type === 'application/pdf') expectValidPdf(resource.content);
      if (resource.content_type === 'image/png') expectValidPng(resource.content);
    }
  });

  it('gives Rory River at Riverside an assessment, a development area and a step', async () => {
    const rory = await userId('riverside', 'pupil');
    const grades = await db
      .selectFrom('assessment_grades')
      .innerJoin('assessments', 'assessments.assessment_id', 'assessment_grades.assessment_id')
      .select('assessment_grades.grade')
      .where('assessments.user_id', '=', rory)
      .execute();
    expect(grades.length).toBeGreaterThan(0);
    const steps = await db
      .selectFrom('steps')
      .innerJoin(
        'development_areas',
        'development_areas.development_area_id',
        'steps.development_area_id',
      )
      .select('steps.step_id')
      .where('development_areas.user_id', '=', rory)
      .execute();
    expect(steps).toHaveLength(1);
  });
});

/** Header, trailer, and every xref offset pointing at its "n 0 obj". */
function expectValidPdf(bytes: Buffer): void {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const entries = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)];
  expect(entries).toHaveLength(5);
  entries.forEach((entry, i) => {
    const offset = Number(entry[1]);
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
}

function expectValidPng(bytes: Buffer): void {
  expect(bytes.subarray(0, 8)).toEqual(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  );
  expect(bytes.subarray(12, 16).toString('ascii')).toBe('IHDR');
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  const idatLength = bytes.readUInt32BE(33);
  expect(bytes.subarray(37, 41).toString('ascii')).toBe('IDAT');
  const pixels = inflateSync(bytes.subarray(41, 41 + idatLength));
  expect(pixels.length).toBe(height * (1 + width * 3));
}
