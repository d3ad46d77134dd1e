/**
 * The class view narrowed to a class from the school's roster: a teacher chooses among the
 * open classes they teach, a school admin among all of the school's; any other class id
 * (another school's, one the teacher does not teach, a closed one) is refused as every
 * foreign id is; the grid then holds only the class's pupils of the project.
 */
import type { InjectOptions } from 'fastify';
import type { ClassChoice, ClassViewReply } from '@skillfolio/shared/types';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';
import { demoLearnerIds, userIdOf, type DemoLearnerIds } from '../../test/support/learnerRows';
import { insertClass, insertPerson, schoolIdOf } from '../../test/support/schoolClasses';

let t: TestApp;
let ids: DemoLearnerIds;
let teacher: string;
let classlessTeacher: string;
let head: string;
let globalAdmin: string;
let riversideHead: string;
let pupil: string;
let parent: string;
const classes = { tenA: 0, tenB: 0, closed: 0, riverside: 0 };

function classView(query: Record<string, string | number>): InjectOptions {
  const search = new URLSearchParams(
    Object.entries({
      school_project_id: ids.year10,
      assessment_name: 'Spring 2027',
      ...query,
    }).map(([key, value]) => [key, String(value)]),
  );
  return { method: 'GET', url: `/api/staff/ClassView?${search.toString()}` };
}

const classList: InjectOptions = { method: 'GET', url: '/api/staff/ClassList' };

function titles(reply: { json<T>(): T }): string[] {
  return reply.json<ClassChoice[]>().map((c) => c.title);
}

function pupilNames(reply: { json<T>(): T }): string[] {
  return reply.json<ClassViewReply>().pupils.map((p) => p.first_name);
}

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.app.db;
  ids = await demoLearnerIds(db);
  const demo = await schoolIdOf(db, 'demoacademy');
  const riverside = await schoolIdOf(db, 'riverside');
  const tom = await userIdOf(db, 'demoacademy', 'teacher');
  const tomsHash = await db
    .selectFrom('users')
    .select('password_hash')
    .where('user_id', '=', tom)
    .executeTakeFirstOrThrow();
  // Nia teaches Year 10 Skills too, and no class of the roster.
  const nia = await insertPerson(db, demo, 'Nia', { staff: true, projects: [ids.year10] });
  await db
    .updateTable('users')
    .set({ is_User: 1, password_hash: tomsHash.password_hash })
    .where('user_id', '=', nia)
    .execute();

  // Year 10 Skills: Pat, Cleo (10A, Tom's) and Dan (10B, not Tom's); Eve is in 10A but not
  // in the project.
  const cleo = await insertPerson(db, demo, 'Cleo', { projects: [ids.year10] });
  const dan = await insertPerson(db, demo, 'Dan', { projects: [ids.year10] });
  const eve = await insertPerson(db, demo, 'Eve');
  classes.tenA = await insertClass(
    db,
    demo,
    '10A',
    [
      { userId: tom, role: 'staff' },
      { userId: ids.pat, role: 'pupil' },
      { userId: cleo, role: 'pupil' },
      { userId: eve, role: 'pupil' },
    ],
    { yearGroup: 10 },
  );
  classes.tenB = await insertClass(db, demo, '10B', [{ userId: dan, role: 'pupil' }], {
    yearGroup: 10,
  });
  classes.closed = await insertClass(
    db,
    demo,
    '9Z last year',
    [
      { userId: tom, role: 'staff' },
      { userId: dan, role: 'pupil' },
    ],
    { closed: true },
  );
  classes.riverside = await insertClass(db, riverside, 'Otters', [
    { userId: ids.rory, role: 'pupil' },
  ]);

  teacher = await t.login({ username: 'teacher', schoolUsername: 'demoacademy' });
  classlessTeacher = await t.login({ username: 'nia', schoolUsername: 'demoacademy' });
  head = await t.login({ username: 'head', schoolUsername: 'demoacademy' });
  globalAdmin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
  riversideHead = await t.login({ username: 'head', schoolUsername: 'riverside' });
  pupil = await t.login({ username: 'pupil', schoolUsername: 'demoacademy' });
  parent = await t.login({
    username: 'pupil',
    schoolUsername: 'demoacademy',
    password: 'parent-password',
  });
});
afterAll(() => t.close());

describe('the classes a staff member may choose', () => {
  it('gives a teacher only the open classes they teach, marked as theirs', async () => {
    const reply = await t.injectAs(teacher, classList);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual([
      { class_id: classes.tenA, title: '10A', year_group: 10, teaches: true },
    ]);
  });

  it('gives a school admin, and the global admin working there, every open class of the school', async () => {
    for (const admin of [head, globalAdmin]) {
      const reply = await t.injectAs(admin, classList);
      expect(reply.json()).toEqual([
        { class_id: classes.tenA, title: '10A', year_group: 10, teaches: false },
        { class_id: classes.tenB, title: '10B', year_group: 10, teaches: false },
      ]);
    }
    expect(titles(await t.injectAs(riversideHead, classList))).toEqual(['Otters']);
  });

  it('gives a teacher of no class none, and refuses pupils and parents', async () => {
    expect((await t.injectAs(classlessTeacher, classList)).json()).toEqual([]);
    for (const who of [pupil, parent]) {
      const reply = await t.injectAs(who, classList);
      expect(reply.statusCode).toBe(403);
    }
  });
});

describe('the grid narrowed to a class', () => {
  it("holds only the class's pupils who are in the project", async () => {
    const all = await t.injectAs(teacher, classView({}));
    expect(all.statusCode).toBe(200);
    // By last name, then first: Pupil, then Test.
    expect(pupilNames(all)).toEqual(['Pat', 'Cleo', 'Dan']);
    const tenA = await t.injectAs(teacher, classView({ class_id: classes.tenA }));
    expect(tenA.statusCode).toBe(200);
    // Eve is in 10A but not in Year 10 Skills; Dan is in the project but not in 10A.
    expect(pupilNames(tenA)).toEqual(['Pat', 'Cleo']);
  });

  it('keeps the project’s rounds, and averages only the pupils shown', async () => {
    const all = (await t.injectAs(head, classView({}))).json<ClassViewReply>();
    const tenB = (
      await t.injectAs(head, classView({ class_id: classes.tenB }))
    ).json<ClassViewReply>();
    expect(tenB.pupils.map((p) => p.first_name)).toEqual(['Dan']);
    // The round before is the project's, as the Assessment picker lists them.
    expect(tenB.previous_round).toBe(all.previous_round);
    expect(tenB.previous_round).toBe('Autumn 2026');
    // Dan has rated nothing: 10B has no averages, the whole project has Pat's.
    expect(tenB.skills.every((s) => s.average === null)).toBe(true);
    expect(all.skills.some((s) => s.average !== null)).toBe(true);
  });

  it('refuses a class the teacher does not teach, a closed one and another school’s', async () => {
    for (const classId of [classes.tenB, classes.closed, classes.riverside]) {
      const reply = await t.injectAs(teacher, classView({ class_id: classId }));
      expect({ classId, status: reply.statusCode, body: reply.body }).toEqual({
        classId,
        status: 403,
        body: 'Not authorised',
      });
    }
  });

  it('refuses an admin another school’s class and a closed one, and lets them choose any open one', async () => {
    for (const classId of [classes.riverside, classes.closed]) {
      const reply = await t.injectAs(head, classView({ class_id: classId }));
      expect(reply.statusCode).toBe(403);
    }
    const tenB = await t.injectAs(head, classView({ class_id: classes.tenB }));
    expect(tenB.statusCode).toBe(200);
  });

  it('refuses a teacher of no class every class id', async () => {
    const reply = await t.injectAs(classlessTeacher, classView({ class_id: classes.tenA }));
    expect(reply.statusCode).toBe(403);
    expect((await t.injectAs(classlessTeacher, classView({}))).statusCode).toBe(200);
  });
});
