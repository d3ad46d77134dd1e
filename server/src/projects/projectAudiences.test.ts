/**
 * Who takes a project: an admin attaches classes and year groups, and every current pupil of
 * each joins the project (not staff, not leavers, not another school's, not a closed class's);
 * saving again brings newcomers and takes nobody off; joinProjectsByAudience does the same
 * for the whole school after a roster sync. Refused writes are proven by the rows before and
 * after.
 */
import type { InjectOptions } from 'fastify';
import type { ProjectAudiencesReply } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { userIdOf } from '../../test/support/learnerRows';
import {
  addClassMembers,
  insertClass,
  insertPerson,
  schoolIdOf,
} from '../../test/support/schoolClasses';
import { joinProjectsByAudience } from './projectAudiences';

let t: TestApp;
let head: string;
let riversideHead: string;
let demo: number;
let riverside: number;
/** Made for these tests, so the demo's projects' pupils do not blur the counts. */
let scienceFair: number;
let artClub: number;
let readingStars: number;
const people = {
  ann: 0,
  cal: 0,
  hal: 0,
  len: 0,
  lia: 0,
  nia: 0,
  nine: 0,
  old: 0,
  pat: 0,
  rex: 0,
  sia: 0,
  tia: 0,
  tom: 0,
};
const classes = { sevenC: 0, closed: 0, riverside: 0 };

async function newProject(schoolId: number, name: string): Promise<number> {
  const row = await t.app.db
    .insertInto('school_projects')
    .values({ school_id: schoolId, project_name: name })
    .returning('school_project_id')
    .executeTakeFirstOrThrow();
  return row.school_project_id;
}

/** The first names of the project's users, sorted. */
async function membersOf(projectId: number): Promise<string[]> {
  const rows = await t.app.db
    .selectFrom('user_projects')
    .innerJoin('users', 'users.user_id', 'user_projects.user_id')
    .select('users.first_name')
    .where('user_projects.school_project_id', '=', projectId)
    .execute();
  return rows.map((row) => row.first_name ?? '').sort();
}

async function snapshot() {
  return {
    audiences: await t.app.db
      .selectFrom('project_audiences')
      .selectAll()
      .orderBy('audience_id')
      .execute(),
    members: await t.app.db
      .selectFrom('user_projects')
      .selectAll()
      .orderBy('user_id')
      .orderBy('school_project_id')
      .execute(),
  };
}

function save(projectId: number, classIds: number[], yearGroups: number[]): InjectOptions {
  return {
    method: 'POST',
    url: '/api/admin/SaveProjectAudiences',
    payload: { school_project_id: projectId, class_ids: classIds, year_groups: yearGroups },
  };
}

async function audiences(cookie: string): Promise<ProjectAudiencesReply> {
  const reply = await t.injectAs(cookie, { method: 'GET', url: '/api/admin/ProjectAudiences' });
  expect(reply.statusCode).toBe(200);
  return reply.json<ProjectAudiencesReply>();
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  demo = await schoolIdOf(db, 'demoacademy');
  riverside = await schoolIdOf(db, 'riverside');
  scienceFair = await newProject(demo, 'Science Fair');
  artClub = await newProject(demo, 'Art Club');
  readingStars = (
    await db
      .selectFrom('school_projects')
      .select('school_project_id')
      .where('project_name', '=', 'Reading Stars')
      .executeTakeFirstOrThrow()
  ).school_project_id;
  const pat = await userIdOf(db, 'demoacademy', 'pupil');
  const lee = await userIdOf(db, 'demoacademy', 'locked');
  const tom = await userIdOf(db, 'demoacademy', 'teacher');
  await db.updateTable('users').set({ year_group: 10 }).where('user_id', '=', pat).execute();
  people.pat = pat;
  people.tom = tom;
  // Year 10 at Demo Academy: Pat and Ann are its pupils; the rest are not.
  people.ann = await insertPerson(db, demo, 'Ann', { yearGroup: 10 });
  people.len = await insertPerson(db, demo, 'Len', { yearGroup: 10, left: true });
  people.sia = await insertPerson(db, demo, 'Sia', { yearGroup: 10, staff: true });
  people.hal = await insertPerson(db, demo, 'Hal', { yearGroup: 10, schoolAdmin: true });
  people.rex = await insertPerson(db, riverside, 'Rex', { yearGroup: 10 });
  people.nine = await insertPerson(db, demo, 'Nora', { yearGroup: 9 });
  // 7C: Cal and Lee (whose login is off: still a pupil) are its pupils; Tom and Tia its staff;
  // Lia has left.
  people.cal = await insertPerson(db, demo, 'Cal', { yearGroup: 7 });
  people.lia = await insertPerson(db, demo, 'Lia', { yearGroup: 7, left: true });
  // A trainee the roster lists as 7C's staff, on an account made by hand without the flag.
  people.tia = await insertPerson(db, demo, 'Tia');
  classes.sevenC = await insertClass(
    db,
    demo,
    '7C',
    [
      { userId: people.cal, role: 'pupil' },
      { userId: lee, role: 'pupil' },
      { userId: people.lia, role: 'pupil' },
      { userId: tom, role: 'staff' },
      { userId: people.tia, role: 'staff' },
    ],
    { yearGroup: 7 },
  );
  people.old = await insertPerson(db, demo, 'Olga', { yearGroup: 11 });
  classes.closed = await insertClass(db, demo, '6X', [{ userId: people.old, role: 'pupil' }], {
    closed: true,
  });
  classes.riverside = await insertClass(db, riverside, 'Otters', [
    { userId: people.rex, role: 'pupil' },
  ]);
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
});
afterAll(() => t.close());

describe('saving who takes a project', () => {
  it('adds every current pupil of the class and the year group, and nobody else', async () => {
    const reply = await t.injectAs(head, save(scienceFair, [classes.sevenC], [10]));
    expect(reply.statusCode).toBe(200);
    // Cal and Lee of 7C; Pat and Ann of Year 10. Not Len or Lia (leavers), Sia or Hal (staff,
    // admin), Tom and Tia (7C's staff), Rex (Riverside's Year 10), Nora (Year 9).
    expect(reply.json()).toEqual({ added: 4 });
    expect(await membersOf(scienceFair)).toEqual(['Ann', 'Cal', 'Lee', 'Pat']);
  });

  it('shows each audience with the pupils it holds now, and the classes and years to add', async () => {
    const reply = await audiences(head);
    expect(reply.audiences.filter((a) => a.school_project_id === scienceFair)).toEqual([
      {
        school_project_id: scienceFair,
        class_id: null,
        class_title: null,
        closed: false,
        year_group: 10,
        pupils: 2,
      },
      {
        school_project_id: scienceFair,
        class_id: classes.sevenC,
        class_title: '7C',
        closed: false,
        year_group: null,
        pupils: 2,
      },
    ]);
    // Open classes only, of this school only.
    expect(reply.classes).toEqual([
      { class_id: classes.sevenC, title: '7C', year_group: 7, pupils: 2 },
    ]);
    expect(reply.year_groups).toHaveLength(14);
    expect(reply.year_groups.find((y) => y.year_group === 10)).toEqual({
      year_group: 10,
      pupils: 2,
    });
    expect(reply.year_groups.find((y) => y.year_group === 0)).toEqual({
      year_group: 0,
      pupils: 0,
    });
  });

  it('brings newcomers when saved again, and takes nobody off, whatever audience goes', async () => {
    const db = t.app.db;
    people.nia = await insertPerson(db, demo, 'Nia', { yearGroup: 10 });
    // Cal moves out of 7C; 7C is taken off the project below.
    await db
      .deleteFrom('class_members')
      .where('class_id', '=', classes.sevenC)
      .where('user_id', '=', people.cal)
      .execute();
    const reply = await t.injectAs(head, save(scienceFair, [], [10]));
    expect(reply.json()).toEqual({ added: 1 });
    // Cal and Lee keep the project, and whatever they did in it.
    expect(await membersOf(scienceFair)).toEqual(['Ann', 'Cal', 'Lee', 'Nia', 'Pat']);
    const left = (await audiences(head)).audiences.filter(
      (a) => a.school_project_id === scienceFair,
    );
    expect(left.map((a) => a.year_group)).toEqual([10]);
    // Saving with no audiences at all takes nobody off either.
    await t.injectAs(head, save(scienceFair, [], []));
    expect(await membersOf(scienceFair)).toEqual(['Ann', 'Cal', 'Lee', 'Nia', 'Pat']);
  });

  it('keeps a closed class as an audience that brings nobody', async () => {
    const reply = await t.injectAs(head, save(artClub, [classes.closed], []));
    expect(reply.json()).toEqual({ added: 0 });
    expect(await membersOf(artClub)).toEqual([]);
    const closed = (await audiences(head)).audiences.find((a) => a.school_project_id === artClub);
    expect(closed).toMatchObject({ class_title: '6X', closed: true, pupils: 0 });
  });
});

describe('another school’s classes and projects, and non-admins', () => {
  it('refuses another school’s class or project, changing nothing', async () => {
    const before = await snapshot();
    const attempts: Array<[string, InjectOptions]> = [
      [head, save(artClub, [classes.riverside], [])],
      [head, save(artClub, [classes.sevenC, classes.riverside], [10])],
      [head, save(readingStars, [], [10])],
      [riversideHead, save(scienceFair, [], [10])],
      [riversideHead, save(readingStars, [classes.sevenC], [])],
    ];
    for (const [who, attempt] of attempts) {
      const reply = await t.injectAs(who, attempt);
      expect({ payload: attempt.payload, status: reply.statusCode, body: reply.body }).toEqual({
        payload: attempt.payload,
        status: 403,
        body: 'Not authorised',
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it('shows a school admin only their own school’s audiences and classes', async () => {
    const reply = await audiences(riversideHead);
    expect(reply.audiences).toEqual([]);
    expect(reply.classes.map((c) => c.title)).toEqual(['Otters']);
  });

  it('refuses teachers, pupils and parents both calls', async () => {
    const teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
    const pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
    const parent = await t.login({
      username: 'pupil',
      schoolUsername: 'demoacademy',
      password: 'parent-password',
    });
    const before = await snapshot();
    for (const who of [teacher, pupil, parent]) {
      const read = await t.injectAs(who, { method: 'GET', url: '/api/admin/ProjectAudiences' });
      expect(read.statusCode).toBe(403);
      const write = await t.injectAs(who, save(artClub, [classes.sevenC], [10]));
      expect(write.statusCode).toBe(403);
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('joinProjectsByAudience, after a roster sync', () => {
  it('adds the newcomers of every audience of the school to its project, and only those', async () => {
    const db = t.app.db;
    await t.injectAs(head, save(scienceFair, [], [10]));
    await t.injectAs(head, save(artClub, [classes.sevenC], [9]));
    await t.injectAs(riversideHead, save(readingStars, [classes.riverside], []));
    // Riverside's Otters gains a pupil no save has brought yet.
    const ria = await insertPerson(db, riverside, 'Ria');
    await addClassMembers(db, classes.riverside, [{ userId: ria, role: 'pupil' }]);
    // As a roster sync leaves it: a new Year 10 pupil, a new pupil in 7C, a leaver in Year 9.
    await insertPerson(db, demo, 'Zed', { yearGroup: 10 });
    const kim = await insertPerson(db, demo, 'Kim', { yearGroup: 7 });
    await addClassMembers(db, classes.sevenC, [{ userId: kim, role: 'pupil' }]);
    await db
      .updateTable('users')
      .set({ left_at: new Date().toISOString() })
      .where('user_id', '=', people.nine)
      .execute();
    const science = await membersOf(scienceFair);
    const art = await membersOf(artClub);

    const added = await db.transaction().execute((trx) => joinProjectsByAudience(trx, demo));

    // Science Fair is Year 10's: Zed joins. Art Club is 7C's and Year 9's: Kim joins (Nora,
    // a leaver now, was in it already and stays).
    expect(added).toBe(2);
    expect(await membersOf(scienceFair)).toEqual([...science, 'Zed'].sort());
    expect(await membersOf(artClub)).toEqual([...art, 'Kim'].sort());
    expect(art).toContain('Nora');
    // Riverside's audiences wait for Riverside's own sync.
    expect(await membersOf(readingStars)).not.toContain('Ria');
    // Nothing more to do the second time.
    expect(await db.transaction().execute((trx) => joinProjectsByAudience(trx, demo))).toBe(0);
    expect(await db.transaction().execute((trx) => joinProjectsByAudience(trx, riverside))).toBe(1);
    expect(await membersOf(readingStars)).toContain('Ria');
  });
});
