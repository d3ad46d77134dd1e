/**
 * A school leaves: the global admin exports everything of one school and its users, then
 * deletes it all once the school's username is typed again. The other school and the audit
 * log are untouched; nobody else may do either.
 */
import { SCHOOL_EXIT_TEXT } from '@skillfolio/shared/wire';
import { sql } from 'kysely';
import { isUserColumn } from '../privacy/personalDataMap';
import { exportSchoolData, SCHOOL_SCOPE } from '../privacy/schoolData';
import { buildTestApp, type TestApp } from '../../test/support/buildTestApp';

let t: TestApp;
let admin: string;
let riversideId: number;
let demoId: number;
let riversidePupilIds: number[];

async function schoolId(username: string): Promise<number> {
  const row = await t.app.db
    .selectFrom('schools')
    .select('school_id')
    .where('school_username', '=', username)
    .executeTakeFirstOrThrow();
  return row.school_id;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login({ username: 'admin@skillfolio.test', loginMode: 'E' });
  riversideId = await schoolId('riverside');
  demoId = await schoolId('demoacademy');
  const pupils = await t.app.db
    .selectFrom('users')
    .select('user_id')
    .where('school_id', '=', riversideId)
    .execute();
  riversidePupilIds = pupils.map((row) => row.user_id);
});
afterAll(() => t.close());

/** Everything of a school as the export sees it, with a fixed time. */
async function snapshotOf(school: number): Promise<string> {
  return JSON.stringify(await exportSchoolData(t.app.db, school, new Date(0)));
}

async function auditCount(): Promise<number> {
  const rows = await t.app.db.selectFrom('audit_log').select('audit_id').execute();
  return rows.length;
}

const deleteSchool = (session: string, school: number, typed: string) =>
  t.injectAs(session, {
    method: 'POST',
    url: '/api/siteadmin/DeleteSchool',
    payload: { school_id: school, confirm_school_username: typed },
  });

describe('ExportSchoolData', () => {
  it("gives the global admin every pupil's grades and notes of the school, nothing of another", async () => {
    const response = await t.injectAs(admin, {
      method: 'GET',
      url: `/api/siteadmin/ExportSchoolData?school_id=${demoId}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('attachment');
    const data = response.json();
    expect(data.tables.schools).toEqual([
      expect.objectContaining({ school_username: 'demoacademy' }),
    ]);
    expect(data.tables.notes.length).toBeGreaterThan(0);
    expect(data.tables.assessment_grades.length).toBeGreaterThan(0);
    const demoUsers = new Set(data.tables.users.map((row: { user_id: number }) => row.user_id));
    for (const note of data.tables.notes) expect(demoUsers.has(note.user_id)).toBe(true);
    for (const user of data.tables.users) expect(user.school_id).toBe(demoId);
    for (const id of riversidePupilIds) expect(demoUsers.has(id)).toBe(false);
    expect(data.notIncluded.file_chunks).toBeDefined();
    expect(response.body).not.toContain('$argon2');
    expect(response.body).not.toContain('password_hash');
    expect(response.body).not.toContain('totp_secret');
  });

  it('is refused to a school admin, a pupil and a parent', async () => {
    const sessions = [
      await t.login({ username: 'head', schoolUsername: 'demoacademy' }),
      await t.login({ username: 'pupil', schoolUsername: 'demoacademy' }),
      await t.login({
        username: 'pupil',
        schoolUsername: 'demoacademy',
        password: 'parent-password',
      }),
    ];
    for (const session of sessions) {
      const response = await t.injectAs(session, {
        method: 'GET',
        url: `/api/siteadmin/ExportSchoolData?school_id=${demoId}`,
      });
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe('Not authorised');
    }
  });
});

describe('DeleteSchool', () => {
  it('is refused to a school admin, a pupil and a parent, with nothing changed', async () => {
    const before = await snapshotOf(riversideId);
    const sessions = [
      await t.login({ username: 'head', schoolUsername: 'riverside' }),
      await t.login({ username: 'pupil', schoolUsername: 'demoacademy' }),
      await t.login({
        username: 'pupil',
        schoolUsername: 'demoacademy',
        password: 'parent-password',
      }),
    ];
    for (const session of sessions) {
      const response = await deleteSchool(session, riversideId, 'riverside');
      expect(response.statusCode).toBe(403);
      expect(response.body).toBe('Not authorised');
    }
    expect(await snapshotOf(riversideId)).toBe(before);
  });

  it('refuses a confirmation that does not match the school username, deleting nothing', async () => {
    const before = await snapshotOf(riversideId);
    const response = await deleteSchool(admin, riversideId, 'demoacademy');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: SCHOOL_EXIT_TEXT.confirmMismatch });
    expect(await snapshotOf(riversideId)).toBe(before);
  });

  it("refuses the global admin's current school", async () => {
    const before = await snapshotOf(demoId);
    const response = await deleteSchool(admin, demoId, 'demoacademy');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: SCHOOL_EXIT_TEXT.currentSchool });
    expect(await snapshotOf(demoId)).toBe(before);
  });

  it('deletes every row of the school and its users, keeps the audit log and the other school', async () => {
    const writer = riversidePupilIds[0];
    if (writer === undefined) throw new Error('riverside has no users');
    await t.app.db
      .insertInto('notes')
      .values({ user_id: writer, note_title: 'Leaving', note_text: 'x', created_at: '2026-01-01' })
      .execute();
    // A class of Riverside's roster, taking Reading Stars.
    const [otters] = (await t.sql(
      `INSERT INTO school_classes (school_id, title, class_code, class_type, created_at, updated_at)
       VALUES (${riversideId}, 'Otters', 'OT', 'homeroom', '2026-01-01', '2026-01-01') RETURNING class_id`,
    )) as Array<{ class_id: number }>;
    await t.sql(
      `INSERT INTO project_audiences (school_project_id, class_id, year_group, created_at)
       SELECT school_project_id, ${otters?.class_id ?? 0}, NULL, '2026-01-01' FROM school_projects
       WHERE school_id = ${riversideId}`,
    );
    const held = await exportSchoolData(t.app.db, riversideId, new Date(0));
    for (const table of [
      'users',
      'notes',
      'assessments',
      'assessment_grades',
      'steps',
      'files',
      'school_classes',
      'project_audiences',
    ]) {
      expect(`${table}: ${held.tables[table]?.length ?? 0}`).not.toBe(`${table}: 0`);
    }
    const otherBefore = await snapshotOf(demoId);
    const auditBefore = await auditCount();

    const response = await deleteSchool(admin, riversideId, 'riverside');
    expect(response.statusCode).toBe(200);

    const after = await exportSchoolData(t.app.db, riversideId, new Date(0));
    for (const rows of Object.values(after.tables)) expect(rows).toEqual([]);
    // The tables the export leaves out are gone too: sessions, recovery codes, file bytes.
    for (const [table, entry] of Object.entries(SCHOOL_SCOPE)) {
      if (entry.kept !== undefined || entry.ways.length === 0) continue;
      expect(`${table}: ${after.tables[table]?.length ?? 0}`).toBe(`${table}: 0`);
    }
    // Seen from the schema, not from the scope: no column anywhere names the school or one
    // of its users, but the audit log's.
    const goneUsers = new Set((held.tables.users ?? []).map((row) => Number(row.user_id)));
    for (const table of await t.app.db.introspection.getTables()) {
      if (table.name === 'audit_log' || table.name.startsWith('kysely_')) continue;
      for (const column of table.columns) {
        const names = isUserColumn(column.name) || column.name === 'rated_by';
        const namesSchool = /(^|_)school_id$/.test(column.name);
        if (!names && !namesSchool) continue;
        const values = await sql<{
          value: unknown;
        }>`SELECT ${sql.ref(column.name)} AS value FROM ${sql.table(table.name)}`.execute(t.app.db);
        for (const { value } of values.rows) {
          if (value === null) continue;
          const hit = namesSchool ? Number(value) === riversideId : goneUsers.has(Number(value));
          expect(hit ? `${table.name}.${column.name} = ${String(value)}` : '').toBe('');
        }
      }
    }
    const left = await t.app.db
      .selectFrom('sessions')
      .select('user_id')
      .where('user_id', 'in', riversidePupilIds)
      .execute();
    expect(left).toEqual([]);
    expect(await snapshotOf(demoId)).toBe(otherBefore);
    expect(await auditCount()).toBeGreaterThan(auditBefore);
    const entry = await t.app.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'school.delete')
      .executeTakeFirstOrThrow();
    expect(entry.target_id).toBe(riversideId);
    const kept = await t.app.db
      .selectFrom('audit_log')
      .select('audit_id')
      .where('school_id', '=', riversideId)
      .execute();
    expect(kept.length).toBeGreaterThan(1);
  });
});
